import type { LocalityPoints, Location, Place, PlaceSuggestion } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { seedGazetteer } from './gazetteer-data.ts';

// The gazetteer's queries: text search (geocoding and suggestions), a place by id, the nearest
// place to a point and the basemap. Searching matches the start of words, so "kora" finds
// Koramangala and "5600" the pincodes that begin so.

const EARTH_RADIUS_METRES = 6_371_000;
/** Metres in a degree of latitude, to bound the nearest-place search to a box before measuring. */
const METRES_PER_DEGREE = 111_320;

interface LocalityRow {
  place_id: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

const COLUMNS = 'place_id, locality, city, state, pincode, latitude, longitude';

const toPlace = (row: LocalityRow): Place => ({
  placeId: row.place_id,
  locality: row.locality,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** Lower-case words of a text, letters and digits only. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A stable id from the locality's name and pincode: `koramangala-560034`. */
export const placeIdOf = (locality: string, pincode: string) =>
  `${searchWords(locality).join('-')}-${pincode}`;

/** Adds the localities of the seed that are missing. */
export async function seedLocalities(tx: Queryable): Promise<void> {
  const rows = seedGazetteer.flatMap(({ city, state, localities }) =>
    localities.map(([locality, pincode, latitude, longitude]) => ({
      placeId: placeIdOf(locality, pincode),
      locality,
      city,
      state,
      pincode,
      latitude,
      longitude,
      words: ` ${searchWords(`${locality} ${city} ${state} ${pincode}`).join(' ')}`,
    })),
  );
  await tx.query(
    `INSERT INTO localities (place_id, locality, city, state, pincode, latitude, longitude, search_words)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
                          $6::double precision[], $7::double precision[], $8::text[])
     ON CONFLICT (place_id) DO NOTHING`,
    [
      rows.map((row) => row.placeId),
      rows.map((row) => row.locality),
      rows.map((row) => row.city),
      rows.map((row) => row.state),
      rows.map((row) => row.pincode),
      rows.map((row) => row.latitude),
      rows.map((row) => row.longitude),
      rows.map((row) => row.words),
    ],
  );
}

/**
 * Places whose words start with every word of the text (words are letters and digits, so they hold
 * no LIKE wildcard), best first: the locality named exactly or
 * by its start, then its pincode, then the rest by name.
 */
export async function searchPlaces(db: Queryable, text: string, limit: number): Promise<Place[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const rows = await db.query<LocalityRow>(
    `SELECT ${COLUMNS} FROM localities
     WHERE (SELECT bool_and(search_words LIKE '% ' || word || '%') FROM unnest($1::text[]) AS word)
     ORDER BY CASE
                WHEN lower(locality) = $2::text OR pincode = $2::text THEN 0
                WHEN lower(locality) LIKE $2::text || '%' THEN 1
                WHEN pincode LIKE $2::text || '%' THEN 2
                WHEN lower(city) LIKE $2::text || '%' THEN 3
                ELSE 4
              END,
              locality, pincode
     LIMIT $3`,
    [words, words.join(' '), limit],
  );
  return rows.map(toPlace);
}

/** The list under a location field: a place's locality first, its city and pincode after. */
export const toSuggestion = (place: Place): PlaceSuggestion => ({
  placeId: place.placeId,
  primaryText: place.locality,
  secondaryText: `${place.city}, ${place.state} ${place.pincode}`,
});

export async function findPlace(db: Queryable, placeId: string): Promise<Place | null> {
  const [row] = await db.query<LocalityRow>(`SELECT ${COLUMNS} FROM localities WHERE place_id = $1`, [
    placeId,
  ]);
  return row ? toPlace(row) : null;
}

/** The nearest place to a point within `radiusMetres`, with its great-circle distance. */
export async function nearestPlace(
  db: Queryable,
  latitude: number,
  longitude: number,
  radiusMetres: number,
): Promise<{ place: Place; distanceMetres: number } | null> {
  const latitudeSpan = radiusMetres / METRES_PER_DEGREE;
  const longitudeSpan = latitudeSpan / Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const [row] = await db.query<LocalityRow & { distance: number }>(
    `SELECT * FROM (
       SELECT ${COLUMNS},
              2 * $5::double precision * asin(sqrt(
                power(sin(radians(latitude - $1::double precision) / 2), 2) +
                cos(radians($1::double precision)) * cos(radians(latitude)) * power(sin(radians(longitude - $2::double precision) / 2), 2)
              )) AS distance
       FROM localities
       WHERE latitude BETWEEN $1 - $3 AND $1 + $3 AND longitude BETWEEN $2 - $4 AND $2 + $4
     ) AS near
     WHERE distance <= $6
     ORDER BY distance, place_id
     LIMIT 1`,
    [latitude, longitude, latitudeSpan, longitudeSpan, EARTH_RADIUS_METRES, radiusMetres],
  );
  return row ? { place: toPlace(row), distanceMetres: Math.round(row.distance) } : null;
}

/**
 * A city of the gazetteer (any letter case) with the middle of its localities: where a visitor
 * placed only by their city is put. null for a city it does not know.
 */
export async function cityCentre(db: Queryable, city: string): Promise<Location | null> {
  const [row] = await db.query<{ city: string | null; latitude: number | null; longitude: number | null }>(
    // Four decimals: about ten metres, as exact as a city's middle means.
    `SELECT min(city) AS city, round(avg(latitude)::numeric, 4)::float8 AS latitude,
            round(avg(longitude)::numeric, 4)::float8 AS longitude
       FROM localities WHERE lower(city) = lower($1)`,
    [city],
  );
  return row?.city ? { city: row.city, latitude: row.latitude, longitude: row.longitude } : null;
}

/** Every locality as a GeoJSON point, for the offline basemap. */
export async function localityPoints(db: Queryable): Promise<LocalityPoints> {
  const rows = await db.query<LocalityRow>(`SELECT ${COLUMNS} FROM localities ORDER BY place_id`);
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => ({
      type: 'Feature',
      id: row.place_id,
      geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
      properties: { locality: row.locality, city: row.city, pincode: row.pincode },
    })),
  };
}
