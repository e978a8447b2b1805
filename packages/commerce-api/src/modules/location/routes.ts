import {
  CITY_HEADER,
  LATITUDE_HEADER,
  LONGITUDE_HEADER,
  locationCalls,
  locationHeadersSchema,
} from '@nirmal/domain/contract';
import { parseWith } from '../../http/route.ts';
import type { CallRoutes } from '../../http/route.ts';

/** Echoes the location the edge detected (request headers) as response headers and as JSON. */
export function locationRoutes(routes: CallRoutes): void {
  routes.handle(locationCalls.get, async (_, c) => {
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
    return { data: location };
  });
}
