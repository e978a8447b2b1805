import type { AirQualityClient } from '../clients/air-quality.ts';
import { defineQuery } from './define-query.ts';

// A monitoring feed updates hourly.
const READING_STALE_MS = 15 * 60_000;

/** The AQI bar's reading for a city: the page goes on without it when it fails. */
export const airQualityQueries = {
  city: (airQuality: AirQualityClient, city: string) =>
    defineQuery({
      queryKey: ['air-quality', city.toLowerCase()],
      queryFn: () => airQuality.get(city),
      staleTime: READING_STALE_MS,
      meta: { optional: true },
    }),
};
