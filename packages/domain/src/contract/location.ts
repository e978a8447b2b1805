import { z } from 'zod';
import { dataAnswer } from './http.ts';

/** Where the customer is, as detected upstream; each part is null when unknown. */
export const locationSchema = z.object({
  city: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationAnswerSchema = dataAnswer(locationSchema);
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;

const absentAsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const coordinate = (name: string, limit: number) =>
  z.preprocess(
    absentAsNull,
    z.coerce
      .number({ error: `${name} must be a number of degrees.` })
      .min(-limit, `${name} must be between -${limit} and ${limit}.`)
      .max(limit, `${name} must be between -${limit} and ${limit}.`)
      .nullable(),
  );

/** Reads the three location request headers (strings or absent) into a Location. */
export const locationHeadersSchema = z.object({
  city: z.preprocess(absentAsNull, z.string().trim().max(100, 'The city name is too long.').nullable()),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
