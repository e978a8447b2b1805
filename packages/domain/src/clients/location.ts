import {
  CITY_HEADER,
  LATITUDE_HEADER,
  LOCATION_HEADERS,
  LONGITUDE_HEADER,
  locationCalls,
  locationHeadersSchema,
} from '../contract/index.ts';
import type { Basemap, Location, Place, PlaceSuggestion } from '../contract/index.ts';
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
  /** Places an address, locality, city or pincode matches, best first. */
  geocode(address: string): Promise<Place[]>;
  /** Short suggestions while a customer types a location. */
  suggestions(input: string): Promise<PlaceSuggestion[]>;
  /** One place's details by its id. */
  place(placeId: string): Promise<Place>;
  /** The nearest known locality to a point and how far it is; a 404 ApiCallError when none is near. */
  reverseGeocode(point: {
    latitude: number;
    longitude: number;
  }): Promise<{ place: Place; distanceMetres: number }>;
  /** What the map draws: every locality as GeoJSON points, and the configured tile layer if any. */
  basemap(): Promise<Basemap>;
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
    geocode: async (address) => (await http.call(locationCalls.geocode, { query: { address } })).data.matches,
    suggestions: async (input) =>
      (await http.call(locationCalls.suggestions, { query: { input } })).data.suggestions,
    place: async (placeId) => (await http.call(locationCalls.place, { query: { placeId } })).data,
    reverseGeocode: async ({ latitude, longitude }) =>
      (await http.call(locationCalls.reverseGeocode, { query: { lat: latitude, lng: longitude } })).data,
    basemap: async () => (await http.call(locationCalls.basemap, {})).data,
  };
}
