import { describe, expect, it } from 'vitest';
import { geolocationErrorStatus } from './geolocationStatus.ts';

describe('geolocationErrorStatus', () => {
  it('maps the GeolocationPositionError codes', () => {
    expect(geolocationErrorStatus({ code: 1 })).toBe('denied');
    expect(geolocationErrorStatus({ code: 2 })).toBe('unavailable');
    expect(geolocationErrorStatus({ code: 3 })).toBe('timeout');
  });

  it('calls anything else a general error', () => {
    expect(geolocationErrorStatus({ code: 7 })).toBe('error');
    expect(geolocationErrorStatus({})).toBe('error');
    expect(geolocationErrorStatus(null)).toBe('error');
  });
});
