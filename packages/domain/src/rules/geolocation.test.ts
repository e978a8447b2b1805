import { describe, expect, it } from 'vitest';
import { GEOLOCATION_MESSAGES, geolocationFailure, geolocationMessage } from './geolocation.ts';

describe('geolocationFailure', () => {
  it('reads the three GeolocationPositionError codes', () => {
    expect(geolocationFailure({ code: 1 })).toBe('denied');
    expect(geolocationFailure({ code: 2 })).toBe('unavailable');
    expect(geolocationFailure({ code: 3 })).toBe('timeout');
  });

  it('calls a denial blocked when the permission was denied before the browser was asked', () => {
    expect(geolocationFailure({ code: 1 }, 'denied')).toBe('blocked');
    expect(geolocationFailure({ code: 1 }, 'prompt')).toBe('denied');
    expect(geolocationFailure({ code: 1 }, null)).toBe('denied');
  });

  it('calls anything else a general error', () => {
    expect(geolocationFailure({ code: 4 })).toBe('error');
    expect(geolocationFailure({})).toBe('error');
    expect(geolocationFailure(null)).toBe('error');
    expect(geolocationFailure(undefined, 'denied')).toBe('error');
  });
});

describe('geolocationMessage', () => {
  it('gives the texts of §8 verbatim', () => {
    expect(geolocationMessage('denied')).toBe('User denied the request for Geolocation.');
    expect(geolocationMessage('unavailable')).toBe('Location information is unavailable.');
    expect(geolocationMessage('timeout')).toBe('The request to get user location timed out.');
    expect(geolocationMessage('unsupported')).toBe('Geolocation is not supported by this browser.');
    expect(geolocationMessage('error')).toBe('An error occurred.');
    expect(geolocationMessage('blocked')).toBe(
      'Looks like your geolocation permissions are blocked. Please, provide geolocation access in your browser settings.',
    );
    expect(GEOLOCATION_MESSAGES.fetching).toBe('Fetching Current Location....');
  });
});
