// The store finder and the store pages (§2 /s/[storeId], §7 /cms/get-efl-locations).

import type { StoreFinderQuery } from '../contract/index.ts';

/** A store's own page. */
export const storePath = (storeId: number | string) => `/s/${encodeURIComponent(String(storeId))}`;

/** Directions to a point in the visitor's maps app or site (Google Maps' universal address). */
export const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${latitude},${longitude}`)}`;

/**
 * What a visitor typed in the store finder's one field, as the finder's query: digits are a pincode
 * (the contract tells them when it is not six), other text a city; nothing but spaces asks for
 * every store.
 */
export function storeFinderQuery(typed: string): StoreFinderQuery {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text === '') return {};
  const digits = text.replace(/ /g, '');
  return /^\d+$/.test(digits) ? { pincode: digits } : { city: text };
}
