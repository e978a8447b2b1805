import { ContentError } from '@nirmal/domain';
import { describe, expect, it } from 'vitest';
import { browserFor, failureOf, useCommerceApi } from './support.ts';

const api = useCommerceApi();

describe('air quality (/api/public/aqi/)', () => {
  it('reads a city’s air quality', async () => {
    const reading = await browserFor(api()).airQuality.get('Bengaluru');
    expect(reading).toMatchObject({ city: 'Bengaluru' });
    expect(reading.aqi).toBeGreaterThanOrEqual(0);
  });

  it('a city without readings fails as a piece the page does without, not as the session’s', async () => {
    let unauthorized = false;
    const error = await failureOf(
      browserFor(api(), () => {
        unauthorized = true;
      }).airQuality.get('Shimla'),
    );
    expect(error).toBeInstanceOf(ContentError);
    expect(unauthorized).toBe(false);
  });
});
