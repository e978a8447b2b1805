import type { Location, Place } from '../contract/index.ts';

/**
 * The stored form of a location (§3): `city:latitude:longitude`, unknown parts left empty.
 * Nothing known at all is the empty string.
 */
export function formatLocation(location: Location): string {
  const { city, latitude, longitude } = location;
  if (city === null && latitude === null && longitude === null) return '';
  return `${city ?? ''}:${latitude ?? ''}:${longitude ?? ''}`;
}

const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/;

/** null for an unknown (empty) part, undefined for one that is not a coordinate. */
function coordinate(text: string, limit: number): number | null | undefined {
  if (text === '') return null;
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : undefined;
}

/** Reads `city:latitude:longitude` back; null when the text is not in that form. */
export function parseLocation(text: string): Location | null {
  // The city is whatever comes before the last two colons, so a name with a colon survives.
  const parts = text.split(':');
  if (parts.length < 3) return null;
  const longitude = coordinate(parts.pop() ?? '', 180);
  const latitude = coordinate(parts.pop() ?? '', 90);
  if (latitude === undefined || longitude === undefined) return null;
  const city = parts.join(':');
  return { city: city === '' ? null : city, latitude, longitude };
}

/** The parts of an address a place of the gazetteer fills; the customer adds their house number. */
export interface AddressFromPlace {
  address_name: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number;
  longitude: number;
}

/**
 * An address started from where the customer is: the nearest locality's name, city, state and
 * pincode, at the point itself (not the locality's centre), so the technician finds the door.
 */
export function addressFromPlace(
  place: Pick<Place, 'locality' | 'city' | 'state' | 'pincode'>,
  point: { latitude: number; longitude: number },
): AddressFromPlace {
  return {
    address_name: place.locality,
    city: place.city,
    state: place.state,
    postal_code: place.pincode,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}
