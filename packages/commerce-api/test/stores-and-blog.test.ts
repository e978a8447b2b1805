import { describe, expect, test } from 'vitest';
import { blogPostSummarySchema, citySchema, errorAnswerSchema, storeSchema } from '@nirmal/domain/contract';
import * as z from 'zod/mini';
import { testApi } from './support.ts';

const storesOf = async (response: Response) =>
  z.object({ data: z.array(storeSchema) }).parse(await response.json()).data;

describe('store finder (/cms/get-efl-locations)', () => {
  test('lists every store, each with coordinates and devices on display that are products of the catalogue', async () => {
    const api = await testApi();
    const stores = await storesOf(await api.request('/cms/get-efl-locations'));

    expect(stores.length).toBeGreaterThan(3);
    for (const store of stores) {
      expect(store.devicesOnDisplay.length, store.name).toBeGreaterThan(0);
      for (const device of store.devicesOnDisplay) {
        const slug = device.href.replace(/^\/dp\//, '');
        const product = await api.request(`/cms/products-detail?slug=${slug}`);
        expect(product.status, device.href).toBe(200);
      }
    }
  });

  test('finds the stores of a city in any letter case, and those in a pincode’s postal district', async () => {
    const api = await testApi();

    const bengaluru = await storesOf(await api.request('/cms/get-efl-locations?city=bengaluru'));
    expect(bengaluru.map((store) => store.name)).toEqual([
      'Nirmal Experience Centre, Indiranagar',
      'Nirmal Store, Jayanagar',
    ]);
    const nearKoramangala = await storesOf(await api.request('/cms/get-efl-locations?pincode=560034'));
    expect(nearKoramangala.map((store) => store.city)).toEqual(['Bengaluru', 'Bengaluru']);
    expect(await storesOf(await api.request('/cms/get-efl-locations?pincode=700001'))).toEqual([]);
    expect(await storesOf(await api.request('/cms/get-efl-locations?city=Kolkata'))).toEqual([]);
  });

  test('a pincode that is not six digits is a 400 that says what to enter', async () => {
    const api = await testApi();
    const response = await api.request('/cms/get-efl-locations?pincode=5600');
    expect(response.status).toBe(400);
    expect(errorAnswerSchema.parse(await response.json()).message).toContain('Enter a 6-digit pincode.');
  });

  test('gives one store by its id, and a 404 for an id no store has', async () => {
    const api = await testApi();
    const store = z
      .object({ data: storeSchema })
      .parse(await (await api.request('/cms/get-efl-locations/3')).json());
    expect(store.data).toMatchObject({ id: 3, city: 'Delhi', pincode: '110024' });

    const missing = await api.request('/cms/get-efl-locations/99');
    expect(missing.status).toBe(404);
    expect(errorAnswerSchema.parse(await missing.json()).message).toBe('There is no store at this address.');
    expect((await api.request('/cms/get-efl-locations/first')).status).toBe(400);
  });
});

describe('cities served (/cms/cities)', () => {
  test('names the eight cities served, by name, each a city of the gazetteer', async () => {
    const api = await testApi();
    const response = await api.request('/cms/cities');
    const cities = z.object({ data: z.array(citySchema) }).parse(await response.json()).data;

    expect(cities.map((city) => city.name)).toEqual([
      'Bengaluru',
      'Chennai',
      'Delhi',
      'Gurugram',
      'Hyderabad',
      'Kolkata',
      'Mumbai',
      'Pune',
    ]);
    for (const city of cities) {
      const places = await api.request(`/api/location/geocode?address=${encodeURIComponent(city.name)}`);
      expect((await places.text()).includes(`"city":"${city.name}"`), city.name).toBe(true);
    }
  });

  test('a content service without the document answers 404, which the store finder does without', async () => {
    const api = await testApi();
    await api.db.query("DELETE FROM content_documents WHERE slug = 'cities'");
    expect((await api.request('/cms/cities')).status).toBe(404);
  });
});

describe('blog categories (/cms/blog?category=)', () => {
  const postsOf = async (response: Response) =>
    z.object({ data: z.array(blogPostSummarySchema) }).parse(await response.json()).data;

  test('every post names its category’s id, and a category lists only its posts', async () => {
    const api = await testApi();
    const all = await postsOf(await api.request('/cms/blog'));
    expect(new Set(all.map((post) => `${post.category}=${post.categoryId}`))).toEqual(
      new Set(['Water=water', 'Air=air']),
    );

    const water = await postsOf(await api.request('/cms/blog?category=water'));
    expect(water.length).toBe(2);
    expect(water.every((post) => post.category === 'Water')).toBe(true);
    expect(await postsOf(await api.request('/cms/blog?category=vacuum'))).toEqual([]);
    expect((await api.request('/cms/blog?category=Water!')).status).toBe(400);
  });
});
