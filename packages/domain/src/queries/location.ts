import type { LocationClient } from '../clients/location.ts';
import { ApiCallError } from '../http/errors.ts';
import { defineQuery } from './define-query.ts';

/** Points this close (about 11 m) share their nearest locality's answer. */
const roundForNearest = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/** The gazetteer changes only with a release: what was read once stays good for the visit. */
const GAZETTEER_STALE_MS = Number.POSITIVE_INFINITY;

/** Places of the gazetteer, which anyone may read. */
export const locationQueries = {
  suggestions: (location: LocationClient, input: string) =>
    defineQuery({
      queryKey: ['location', 'suggestions', input.trim().toLowerCase()],
      queryFn: () => location.suggestions(input),
      staleTime: GAZETTEER_STALE_MS,
    }),
  geocode: (location: LocationClient, address: string) =>
    defineQuery({
      queryKey: ['location', 'geocode', address.trim().toLowerCase()],
      queryFn: () => location.geocode(address),
      staleTime: GAZETTEER_STALE_MS,
    }),
  place: (location: LocationClient, placeId: string) =>
    defineQuery({
      queryKey: ['location', 'place', placeId],
      queryFn: () => location.place(placeId),
      staleTime: GAZETTEER_STALE_MS,
    }),
  /** The nearest locality to a point, or null when none is near (the call's 404). */
  nearest: (location: LocationClient, point: { latitude: number; longitude: number }) => {
    const rounded = {
      latitude: roundForNearest(point.latitude),
      longitude: roundForNearest(point.longitude),
    };
    return defineQuery({
      queryKey: ['location', 'nearest', rounded.latitude, rounded.longitude],
      queryFn: () =>
        location.reverseGeocode(rounded).catch((error: unknown) => {
          if (error instanceof ApiCallError && error.status === 404) return null;
          throw error;
        }),
      staleTime: GAZETTEER_STALE_MS,
    });
  },
  basemap: (location: LocationClient) =>
    defineQuery({
      queryKey: ['location', 'basemap'],
      queryFn: () => location.basemap(),
      staleTime: GAZETTEER_STALE_MS,
    }),
};
