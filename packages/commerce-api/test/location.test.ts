import { describe, expect, test } from 'vitest';
import {
  basemapAnswerSchema,
  geocodeAnswerSchema,
  placeAnswerSchema,
  reverseGeocodeAnswerSchema,
  suggestionsAnswerSchema,
} from '@nirmal/domain/contract';
import { loadConfig } from '../src/config.ts';
import { seedGazetteer } from '../src/modules/location/gazetteer-data.ts';
import { placeIdOf } from '../src/modules/location/gazetteer.ts';
import { testApi } from './support.ts';

const errorMessage = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('the gazetteer seed', () => {
  test('gives every locality its own id, an Indian pincode and a point inside India', () => {
    const localities = seedGazetteer.flatMap(({ localities }) => localities);
    const ids = localities.map(([locality, pincode]) => placeIdOf(locality, pincode));
    expect(new Set(ids).size).toBe(ids.length);
    expect(localities.length).toBeGreaterThanOrEqual(200);
    for (const [locality, pincode, latitude, longitude] of localities) {
      expect(pincode, locality).toMatch(/^[1-9]\d{5}$/);
      expect(latitude, locality).toBeGreaterThan(6);
      expect(latitude, locality).toBeLessThan(36);
      expect(longitude, locality).toBeGreaterThan(68);
      expect(longitude, locality).toBeLessThan(98);
    }
  });
});

describe('/api/location/geocode', () => {
  test('finds a locality by the start of its name, best match first', async () => {
    const api = await testApi();
    const response = await api.request('/api/location/geocode?address=Koramangala');
    expect(response.status).toBe(200);
    const { matches } = geocodeAnswerSchema.parse(await response.json()).data;
    expect(matches[0]).toEqual({
      placeId: 'koramangala-560034',
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
      latitude: 12.9352,
      longitude: 77.6245,
    });
  });

  test('narrows a name many cities share by every word typed', async () => {
    const api = await testApi();
    const everywhere = geocodeAnswerSchema.parse(
      await (await api.request('/api/location/geocode?address=MG%20Road')).json(),
    ).data.matches;
    expect(everywhere.map((place) => place.city).sort()).toEqual(['Bengaluru', 'Gurugram']);

    const inGurugram = geocodeAnswerSchema.parse(
      await (await api.request('/api/location/geocode?address=mg+road,+gurugram')).json(),
    ).data.matches;
    expect(inGurugram.map((place) => place.placeId)).toEqual(['mg-road-122002']);
  });

  test('finds the localities of a pincode', async () => {
    const api = await testApi();
    const { matches } = geocodeAnswerSchema.parse(
      await (await api.request('/api/location/geocode?address=110017')).json(),
    ).data;
    expect(matches.map((place) => place.locality).sort()).toEqual(['Malviya Nagar', 'Saket']);
  });

  test('answers no matches for a place it does not know', async () => {
    const api = await testApi();
    const response = await api.request('/api/location/geocode?address=Atlantis');
    expect(geocodeAnswerSchema.parse(await response.json()).data.matches).toEqual([]);
  });

  test('refuses text too short or missing with a message that says what to type', async () => {
    const api = await testApi();
    for (const path of [
      '/api/location/geocode?address=k',
      '/api/location/geocode',
      '/api/location/geocode?address=%20%20',
    ]) {
      const response = await api.request(path);
      expect(response.status, path).toBe(400);
      expect(await errorMessage(response)).toBe(
        'Type at least 2 letters or digits of a locality, city or pincode.',
      );
    }
  });
});

describe('/api/location/suggestions', () => {
  test('suggests localities as the customer types, with city and pincode to tell them apart', async () => {
    const api = await testApi();
    const response = await api.request('/api/location/suggestions?input=indira');
    const { suggestions } = suggestionsAnswerSchema.parse(await response.json()).data;
    expect(suggestions).toEqual([
      {
        placeId: 'indira-nagar-226016',
        primaryText: 'Indira Nagar',
        secondaryText: 'Lucknow, Uttar Pradesh 226016',
      },
      {
        placeId: 'indiranagar-560038',
        primaryText: 'Indiranagar',
        secondaryText: 'Bengaluru, Karnataka 560038',
      },
    ]);
  });

  test('suggests at most six', async () => {
    const api = await testApi();
    const response = await api.request('/api/location/suggestions?input=bengaluru');
    expect(suggestionsAnswerSchema.parse(await response.json()).data.suggestions).toHaveLength(6);
  });
});

describe('/api/location/places', () => {
  test("answers a place's locality, city, state, pincode and coordinates", async () => {
    const api = await testApi();
    const response = await api.request('/api/location/places?placeId=andheri-west-400053');
    expect(placeAnswerSchema.parse(await response.json()).data).toMatchObject({
      locality: 'Andheri West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400053',
    });
  });

  test('answers 404 for an unknown place and 400 without one', async () => {
    const api = await testApi();
    const unknown = await api.request('/api/location/places?placeId=atlantis-000000');
    expect(unknown.status).toBe(404);
    expect(await errorMessage(unknown)).toBe(
      'We do not know that place. Search for it again by its locality or pincode.',
    );
    const missing = await api.request('/api/location/places');
    expect(missing.status).toBe(400);
    expect(await errorMessage(missing)).toBe('Name the place by its placeId.');
  });
});

describe('/api/location/reverse-geocode', () => {
  test('answers the nearest locality and its distance', async () => {
    const api = await testApi();
    // A few hundred metres north-east of Koramangala's centre.
    const response = await api.request('/api/location/reverse-geocode?lat=12.937&lng=77.626');
    const { place, distanceMetres } = reverseGeocodeAnswerSchema.parse(await response.json()).data;
    expect(place.placeId).toBe('koramangala-560034');
    expect(distanceMetres).toBeGreaterThan(200);
    expect(distanceMetres).toBeLessThan(300);
  });

  test('answers 404 far from every known locality', async () => {
    const api = await testApi();
    // The middle of the Arabian Sea.
    const response = await api.request('/api/location/reverse-geocode?lat=15&lng=65');
    expect(response.status).toBe(404);
    expect(await errorMessage(response)).toBe(
      'We know no locality within 25 km of this point. Enter your address instead.',
    );
  });

  test('refuses coordinates that are missing, not numbers or out of range', async () => {
    const api = await testApi();
    const cases = {
      '/api/location/reverse-geocode?lng=77.6': 'Latitude must be a number of degrees between -90 and 90.',
      '/api/location/reverse-geocode?lat=north&lng=77.6':
        'Latitude must be a number of degrees between -90 and 90.',
      '/api/location/reverse-geocode?lat=12.9&lng=190':
        'Longitude must be a number of degrees between -180 and 180.',
    };
    for (const [path, message] of Object.entries(cases)) {
      const response = await api.request(path);
      expect(response.status, path).toBe(400);
      expect(await errorMessage(response), path).toBe(message);
    }
  });
});

describe('/api/location/basemap', () => {
  test('answers every locality as a GeoJSON point, longitude first, and no tile layer by default', async () => {
    const api = await testApi();
    const response = await api.request('/api/location/basemap');
    const { tileLayer, localities: map } = basemapAnswerSchema.parse(await response.json()).data;
    expect(tileLayer).toBeNull();
    expect(map.features).toHaveLength(seedGazetteer.flatMap(({ localities }) => localities).length);
    expect(map.features.find((feature) => feature.id === 'koramangala-560034')).toEqual({
      type: 'Feature',
      id: 'koramangala-560034',
      geometry: { type: 'Point', coordinates: [77.6245, 12.9352] },
      properties: { locality: 'Koramangala', city: 'Bengaluru', pincode: '560034' },
    });
  });

  test('answers the configured tile layer with its credit', async () => {
    const tileLayer = {
      urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    };
    const api = await testApi({ config: { mapTiles: tileLayer } });
    const response = await api.request('/api/location/basemap');
    expect(basemapAnswerSchema.parse(await response.json()).data.tileLayer).toEqual(tileLayer);
  });
});

describe('the map tile configuration', () => {
  test('reads MAP_TILE_URL with the credit MAP_TILE_ATTRIBUTION gives it', () => {
    expect(loadConfig({}).mapTiles).toBeUndefined();
    expect(
      loadConfig({
        MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }).mapTiles,
    ).toEqual({
      urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  test('refuses a tile URL that is not an https template, or one without its credit', () => {
    for (const url of ['http://tiles.example/{z}/{x}/{y}.png', 'https://tiles.example/tile.png']) {
      expect(() => loadConfig({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'Example' })).toThrow(
        'MAP_TILE_URL: an https tile URL template with {z}, {x} and {y}',
      );
    }
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' })).toThrow(
      'MAP_TILE_ATTRIBUTION: also needed with MAP_TILE_URL',
    );
  });
});
