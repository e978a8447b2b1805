import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { dataAnswer } from './http.ts';

/** A city's air quality now: the CPCB index (0–500) and the pollutant that sets it. */
export const airQualitySchema = z.object({
  city: z.string(),
  aqi: z.int().check(z.gte(0), z.lte(500)),
  /** The pollutant with the worst sub-index, e.g. "PM2.5". */
  dominantPollutant: z.string(),
  observedAt: z.iso.datetime(),
});
export type AirQuality = z.infer<typeof airQualitySchema>;

export const airQualityQuerySchema = z.object({
  city: z.string({ error: 'Name a city.' }).check(z.trim(), z.minLength(1, 'Name a city.'), z.maxLength(60)),
});

export const airQualityCalls = {
  /** The air quality of a city we have readings for (§7 /api/public/aqi/); a 404 for one we do not. */
  get: defineCall({
    method: 'GET',
    path: '/api/public/aqi/',
    query: airQualityQuerySchema,
    answer: dataAnswer(airQualitySchema),
  }),
};
