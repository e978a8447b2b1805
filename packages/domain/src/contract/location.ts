import * as z from 'zod/mini';
import { dataAnswer } from './http.ts';
import { defineCall } from './call.ts';

/** Where the customer is, as detected upstream; each part is null when unknown. */
export const locationSchema = z.object({
  city: z.nullable(z.string()),
  latitude: z.nullable(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.nullable(z.number().check(z.gte(-180), z.lte(180))),
});
export type Location = z.infer<typeof locationSchema>;
export const locationAnswerSchema = dataAnswer(locationSchema);
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;

const absentAsNull = (value: unknown): unknown =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Reads an absent or blank header as null before the schema checks it. */
const orNull = <Output>(schema: z.ZodMiniType<Output, unknown>) =>
  z.pipe(z.transform(absentAsNull), z.nullable(schema));

const coordinate = (name: string, limit: number) => {
  const outOfRange = `${name} must be between -${limit} and ${limit}.`;
  return orNull(
    z.coerce
      .number({ error: `${name} must be a number of degrees.` })
      .check(z.gte(-limit, outOfRange), z.lte(limit, outOfRange)),
  );
};

/** Reads the three location request headers (strings or absent) into a Location. */
export const locationHeadersSchema = z.object({
  city: orNull(z.coerce.string().check(z.trim(), z.maxLength(100, 'The city name is too long.'))),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});

export const locationCalls = {
  /** Echoes the location of the `x-user-*` request headers as answer headers and as JSON. */
  get: defineCall({ method: 'GET', path: '/api/public/location', answer: locationAnswerSchema }),
};
