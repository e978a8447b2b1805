import { stateFitsPincode } from '@nirmal/format';
import { describe, expect, test } from 'vitest';
import {
  ADDRESS_MESSAGES,
  CLIENT_TYPE_HEADER,
  INVALID_MOBILE_MESSAGE,
  INVALID_PINCODE_MESSAGE,
  MAX_ADDRESSES,
  addressCalls,
} from '@nirmal/domain/contract';
import type { Address } from '@nirmal/domain/contract';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

const PATH = addressCalls.list.path;

const office = {
  name: '  Asha Verma ',
  phone: '+91 90000 00011',
  house_number: '3rd floor, 221',
  address_name: 'Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560 025',
};

async function call(api: TestApi, cookies: string, method: string, body?: object, query = '') {
  const response = await api.request(`${PATH}${query}`, {
    cookies,
    method,
    headers: { [CLIENT_TYPE_HEADER]: 'web' },
    ...(body && { json: body }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Address & Address[]; message?: string },
  };
}

describe('saved addresses', () => {
  test('a state its pincode is not in is refused by name, and nothing is written', async () => {
    const api = await testApi();
    const rohan = await api.signIn(ROHAN);
    const before = (await call(api, rohan, 'GET')).body.data;
    const mumbai = { ...office, city: 'Mumbai', postal_code: '400053' };
    for (const state of ['Karnataka', 'Kerala']) {
      const refused = await call(api, rohan, 'POST', { ...mumbai, state });
      expect(refused.status, state).toBe(400);
      expect(refused.body.message).toBe(ADDRESS_MESSAGES.stateOfPincode('400053'));
    }
    expect((await call(api, rohan, 'GET')).body.data).toEqual(before);
    expect((await call(api, rohan, 'POST', { ...mumbai, state: 'Maharashtra' })).status).toBe(200);
  });

  test("every address of the demo data, the gazetteer's and the stores' included, is in its pincode's state", async () => {
    const api = await testApi();
    const places = await api.db.query<{ source: string; state: string; pincode: string }>(
      `SELECT 'address ' || id AS source, state, postal_code AS pincode FROM addresses
       UNION ALL SELECT 'device ' || id, state, postal_code FROM assets WHERE postal_code IS NOT NULL
       UNION ALL SELECT 'visit ' || id, state, postal_code FROM service_requests
         WHERE postal_code IS NOT NULL AND state IS NOT NULL
       UNION ALL SELECT 'locality ' || locality, state, pincode FROM localities`,
    );
    expect(places.length).toBeGreaterThan(200);
    expect(places.filter((place) => !stateFitsPincode(place.state, place.pincode))).toEqual([]);
  });

  test('a demo customer has their default; adding, changing and deleting keep one default', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const listed = await call(api, asha, 'GET');
    expect(listed.body.data.map((address) => [address.id, address.isDefault])).toEqual([
      ['AD-ASHA-HOME', true],
    ]);

    const added = await call(api, asha, 'POST', office);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'Asha Verma',
      phone: '9000000011',
      postal_code: '560025',
      isDefault: false,
      latitude: null,
    });
    const id = added.body.data.id;

    const updated = await call(api, asha, 'PUT', { ...office, id, city: 'Bangalore', isDefault: true });
    expect(updated.body.data).toMatchObject({ city: 'Bangalore', isDefault: true });
    expect(
      (await call(api, asha, 'GET')).body.data.map((address) => [address.id, address.isDefault]),
    ).toEqual([
      [id, true],
      ['AD-ASHA-HOME', false],
    ]);

    const left = await call(api, asha, 'DELETE', undefined, `?id=${id}`);
    expect(left.body.data.map((address) => [address.id, address.isDefault])).toEqual([
      ['AD-ASHA-HOME', true],
    ]);
  });

  test('every field is checked with a sentence to act on', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    for (const [change, message] of [
      [{ name: ' ' }, ADDRESS_MESSAGES.name],
      [{ phone: '12345' }, INVALID_MOBILE_MESSAGE],
      [{ house_number: '' }, ADDRESS_MESSAGES.house_number],
      [{ address_name: undefined }, ADDRESS_MESSAGES.address_name],
      [{ city: 'x'.repeat(61) }, 'Keep the city to 60 characters or fewer.'],
      [{ address_name: 'x'.repeat(161) }, 'Keep the street and area to 160 characters or fewer.'],
      [{ state: 'Atlantis' }, ADDRESS_MESSAGES.state],
      [{ postal_code: '060001' }, INVALID_PINCODE_MESSAGE],
      [{ latitude: 91, longitude: 77.6 }, ADDRESS_MESSAGES.latitude],
      [{ latitude: 12.9, longitude: 'east' }, ADDRESS_MESSAGES.longitude],
      [{ latitude: 12.9, longitude: -181 }, ADDRESS_MESSAGES.longitude],
      [{ latitude: 12.9 }, ADDRESS_MESSAGES.coordinates],
      [{ longitude: 77.6 }, ADDRESS_MESSAGES.coordinates],
    ] as const) {
      const { status, body } = await call(api, asha, 'POST', { ...office, ...change });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    }
    const placed = await call(api, asha, 'POST', { ...office, latitude: 12.9716, longitude: 77.5946 });
    expect(placed.body.data).toMatchObject({ latitude: 12.9716, longitude: 77.5946 });
    const moved = await call(api, asha, 'PUT', { ...office, id: placed.body.data.id, longitude: 77.6 });
    expect(moved.body.message).toBe(ADDRESS_MESSAGES.coordinates);
  });

  test("another customer's address cannot be read, changed or deleted", async () => {
    const api = await testApi();
    const rohan = await api.signIn(ROHAN);
    expect((await call(api, rohan, 'PUT', { ...office, id: 'AD-ASHA-HOME' })).body.message).toBe(
      ADDRESS_MESSAGES.unknown,
    );
    expect((await call(api, rohan, 'DELETE', undefined, '?id=AD-ASHA-HOME')).status).toBe(404);
    expect((await call(api, rohan, 'GET')).body.data.map((address) => address.id)).toEqual(['AD-ROHAN-HOME']);
    expect((await api.request(PATH)).status).toBe(401);
  });

  test(`a customer keeps at most ${MAX_ADDRESSES}`, async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    for (let count = 1; count < MAX_ADDRESSES; count += 1) {
      expect((await call(api, asha, 'POST', office)).status).toBe(200);
    }
    const refused = await call(api, asha, 'POST', office);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADDRESS_MESSAGES.tooMany);
  });
});
