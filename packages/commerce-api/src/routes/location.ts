import { Hono } from 'hono';
import {
  API_PATHS,
  CITY_HEADER,
  LATITUDE_HEADER,
  LONGITUDE_HEADER,
  locationHeadersSchema,
} from '@nirmal/domain/contract';
import type { LocationAnswer } from '@nirmal/domain/contract';
import type { AppEnv } from '../http/app-env.ts';
import { parseWith } from '../http/validate.ts';

/** Echoes the location the edge detected (request headers) as response headers and as JSON. */
export function locationRoutes() {
  return new Hono<AppEnv>().get(API_PATHS.location, (c) => {
    const location = parseWith(locationHeadersSchema, {
      city: c.req.header(CITY_HEADER),
      latitude: c.req.header(LATITUDE_HEADER),
      longitude: c.req.header(LONGITUDE_HEADER),
    });
    const headers = {
      [CITY_HEADER]: location.city,
      [LATITUDE_HEADER]: location.latitude,
      [LONGITUDE_HEADER]: location.longitude,
    };
    for (const [name, value] of Object.entries(headers)) if (value !== null) c.header(name, String(value));
    const answer: LocationAnswer = { data: location };
    return c.json(answer);
  });
}
