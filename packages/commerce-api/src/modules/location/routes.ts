import {
  CITY_HEADER,
  LATITUDE_HEADER,
  LONGITUDE_HEADER,
  REVERSE_GEOCODE_RADIUS_METRES,
  locationCalls,
  locationHeadersSchema,
} from '@nirmal/domain/contract';
import type { Location } from '@nirmal/domain/contract';
import { notFound } from '../../http/errors.ts';
import { parseWith } from '../../http/route.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import {
  cityCentre,
  findPlace,
  localityPoints,
  nearestPlace,
  searchPlaces,
  toSuggestion,
} from './gazetteer.ts';

/** Places a typed address matches; suggestions while typing show fewer. */
const MAX_MATCHES = 10;
const MAX_SUGGESTIONS = 6;

/**
 * Where the customer is: as the edge detected it (its x-user-* headers, as a CDN's geo-IP sets them),
 * else the configured default city; and the gazetteer's places.
 */
export function locationRoutes(routes: CallRoutes, { db, config }: ModuleDeps): void {
  /** A visitor the edge did not place is put in the configured default city, when there is one. */
  const defaultLocation = async (): Promise<Location | null> =>
    config.defaultCity === undefined
      ? null
      : ((await cityCentre(db, config.defaultCity)) ?? {
          city: config.defaultCity,
          latitude: null,
          longitude: null,
        });

  routes.handle(locationCalls.get, async (_, c) => {
    const detected = parseWith(locationHeadersSchema, {
      city: c.req.header(CITY_HEADER),
      latitude: c.req.header(LATITUDE_HEADER),
      longitude: c.req.header(LONGITUDE_HEADER),
    });
    const location = detected.city === null ? ((await defaultLocation()) ?? detected) : detected;
    const headers = {
      [CITY_HEADER]: location.city,
      [LATITUDE_HEADER]: location.latitude,
      [LONGITUDE_HEADER]: location.longitude,
    };
    for (const [name, value] of Object.entries(headers)) if (value !== null) c.header(name, String(value));
    return { data: location };
  });

  routes.handle(locationCalls.geocode, async ({ query }) => ({
    data: { matches: await searchPlaces(db, query.address, MAX_MATCHES) },
  }));

  routes.handle(locationCalls.suggestions, async ({ query }) => ({
    data: { suggestions: (await searchPlaces(db, query.input, MAX_SUGGESTIONS)).map(toSuggestion) },
  }));

  routes.handle(locationCalls.place, async ({ query }) => {
    const place = await findPlace(db, query.placeId);
    if (!place) throw notFound('We do not know that place. Search for it again by its locality or pincode.');
    return { data: place };
  });

  routes.handle(locationCalls.reverseGeocode, async ({ query }) => {
    const nearest = await nearestPlace(db, query.lat, query.lng, REVERSE_GEOCODE_RADIUS_METRES);
    if (!nearest) {
      throw notFound(
        `We know no locality within ${REVERSE_GEOCODE_RADIUS_METRES / 1000} km of this point. Enter your address instead.`,
      );
    }
    return { data: nearest };
  });

  routes.handle(locationCalls.basemap, async () => ({
    data: { tileLayer: config.mapTiles ?? null, localities: await localityPoints(db) },
  }));
}
