import {
  CITY_HEADER,
  LATITUDE_HEADER,
  LOCATION_HEADERS,
  LONGITUDE_HEADER,
  locationCalls,
  locationHeadersSchema,
} from '../contract/index.ts';
import type { Location } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

const UNKNOWN: Location = { city: null, latitude: null, longitude: null };

/** The location the edge put in the three `x-user-*` headers; unknown parts (and unreadable ones) are null. */
export function locationFromHeaders(headers: Headers): Location {
  const read = locationHeadersSchema.safeParse({
    city: headers.get(CITY_HEADER),
    latitude: headers.get(LATITUDE_HEADER),
    longitude: headers.get(LONGITUDE_HEADER),
  });
  return read.success ? read.data : UNKNOWN;
}

export interface PublicLocation {
  /** What the answer's headers say: the location the shell uses (§7, shell load 6). */
  fromHeaders: Location;
  /** The answer's body, which the browser keeps in local storage. */
  body: Location;
}

export interface LocationClient {
  /**
   * Where the customer is. On the server, pass the incoming request's headers so the edge's
   * detection is forwarded; in the browser the edge adds them itself.
   */
  get(options?: { forwardFrom?: Headers }): Promise<PublicLocation>;
}

export function createLocationClient(http: HttpClient): LocationClient {
  return {
    get: async ({ forwardFrom } = {}) => {
      const headers: Record<string, string> = {};
      for (const name of LOCATION_HEADERS) {
        const value = forwardFrom?.get(name);
        if (value) headers[name] = value;
      }
      const answer = await http.request(locationCalls.get, {}, { headers });
      return { fromHeaders: locationFromHeaders(answer.headers), body: answer.body.data };
    },
  };
}
