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

// The gazetteer (§7 location calls): Indian localities with their pincode and coordinates, searched
// by text as a customer types, looked up by id, and found nearest to a point.

/** A locality of the gazetteer: where a pin or a typed address lands. */
export const placeSchema = z.object({
  /** Stable id, for `places`. */
  placeId: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});
export type Place = z.infer<typeof placeSchema>;

/** One line of the list under a location field as the customer types. */
export const placeSuggestionSchema = z.object({
  placeId: z.string(),
  /** What the customer recognises first: the locality. */
  primaryText: z.string(),
  /** What tells two localities of one name apart: city and pincode. */
  secondaryText: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

/** A text search for places needs this much to be worth answering. */
export const MIN_PLACE_SEARCH_LENGTH = 2;
export const MAX_PLACE_SEARCH_LENGTH = 120;
const placeSearchMessage = `Type at least ${MIN_PLACE_SEARCH_LENGTH} letters or digits of a locality, city or pincode.`;
const placeSearchText = z
  .string({ error: placeSearchMessage })
  .check(
    z.trim(),
    z.minLength(MIN_PLACE_SEARCH_LENGTH, placeSearchMessage),
    z.maxLength(MAX_PLACE_SEARCH_LENGTH, `Search for at most ${MAX_PLACE_SEARCH_LENGTH} characters.`),
  );

export const geocodeQuerySchema = z.object({ address: placeSearchText });
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;
export const suggestionsQuerySchema = z.object({ input: placeSearchText });
export type SuggestionsQuery = z.input<typeof suggestionsQuerySchema>;
export const placeQuerySchema = z.object({
  placeId: z
    .string({ error: 'Name the place by its placeId.' })
    .check(
      z.trim(),
      z.minLength(1, 'Name the place by its placeId.'),
      z.maxLength(80, 'That placeId is too long.'),
    ),
});

const requiredCoordinate = (name: string, limit: number) => {
  const message = `${name} must be a number of degrees between -${limit} and ${limit}.`;
  return z.coerce.number({ error: message }).check(z.gte(-limit, message), z.lte(limit, message));
};
export const reverseGeocodeQuerySchema = z.object({
  lat: requiredCoordinate('Latitude', 90),
  lng: requiredCoordinate('Longitude', 180),
});
export type ReverseGeocodeQuery = z.input<typeof reverseGeocodeQuerySchema>;

/** Reverse geocoding finds no locality farther than this from the point. */
export const REVERSE_GEOCODE_RADIUS_METRES = 25_000;

export const geocodeAnswerSchema = dataAnswer(z.object({ matches: z.array(placeSchema) }));
export const suggestionsAnswerSchema = dataAnswer(z.object({ suggestions: z.array(placeSuggestionSchema) }));
export const placeAnswerSchema = dataAnswer(placeSchema);
export const reverseGeocodeAnswerSchema = dataAnswer(
  z.object({ place: placeSchema, distanceMetres: z.number().check(z.gte(0)) }),
);

/** Every locality of the gazetteer as a GeoJSON point (RFC 7946: longitude first). */
export const localityPointsSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string(),
      geometry: z.object({
        type: z.literal('Point'),
        coordinates: z.tuple([z.number(), z.number()]),
      }),
      properties: z.object({ locality: z.string(), city: z.string(), pincode: z.string() }),
    }),
  ),
});
export type LocalityPoints = z.infer<typeof localityPointsSchema>;

/** A standard slippy-map tile layer, `{z}/{x}/{y}` in its URL template, with the credit it requires. */
export const tileLayerSchema = z.object({ urlTemplate: z.string(), attribution: z.string() });
export type TileLayer = z.infer<typeof tileLayerSchema>;

/**
 * What the map locator draws: the localities (a small vector basemap, so it works with no network
 * beyond our own) and, where a deployment configures one, a tile layer beneath them.
 */
export const basemapSchema = z.object({
  tileLayer: z.nullable(tileLayerSchema),
  localities: localityPointsSchema,
});
export type Basemap = z.infer<typeof basemapSchema>;
export const basemapAnswerSchema = dataAnswer(basemapSchema);

export const locationCalls = {
  /** Echoes the location of the `x-user-*` request headers as answer headers and as JSON. */
  get: defineCall({ method: 'GET', path: '/api/public/location', answer: locationAnswerSchema }),
  /** Places matching an address, locality, city or pincode, best first. */
  geocode: defineCall({
    method: 'GET',
    path: '/api/location/geocode',
    query: geocodeQuerySchema,
    answer: geocodeAnswerSchema,
  }),
  /** Short suggestions while a customer types a location. */
  suggestions: defineCall({
    method: 'GET',
    path: '/api/location/suggestions',
    query: suggestionsQuerySchema,
    answer: suggestionsAnswerSchema,
  }),
  /** One place's details by its id; 404 when there is none. */
  place: defineCall({
    method: 'GET',
    path: '/api/location/places',
    query: placeQuerySchema,
    answer: placeAnswerSchema,
  }),
  /** The nearest locality to a point; 404 when none is within REVERSE_GEOCODE_RADIUS_METRES. */
  reverseGeocode: defineCall({
    method: 'GET',
    path: '/api/location/reverse-geocode',
    query: reverseGeocodeQuerySchema,
    answer: reverseGeocodeAnswerSchema,
  }),
  /** What the map locator draws: the localities, and the configured tile layer if any. */
  basemap: defineCall({ method: 'GET', path: '/api/location/basemap', answer: basemapAnswerSchema }),
};
