import { airQualityCalls } from '../contract/index.ts';
import type { AirQuality } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** Air quality by city (§7 /api/public/aqi/), for the shell's AQI bar. */
export interface AirQualityClient {
  /** A city's reading; an ApiCallError with status 404 for a city without readings. */
  get(city: string): Promise<AirQuality>;
}

export function createAirQualityClient(http: HttpClient): AirQualityClient {
  return {
    // Nothing a customer does depends on it: a failure is the bar's alone, never the session's.
    get: async (city) =>
      (await http.call(airQualityCalls.get, { query: { city } }, { failure: 'content' })).data,
  };
}
