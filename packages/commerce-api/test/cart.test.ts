import { describe, expect, test } from 'vitest';
import { CART_ID_COOKIE, cartAnswerSchema, cartCalls } from '@nirmal/domain/contract';
import type { Cart } from '@nirmal/domain/contract';
import { exchangeValuePaise, EXCHANGE_OFFERS } from '../src/modules/catalogue/exchange-valuation.ts';
import { ASHA, ROHAN, cookieHeader, setCookies, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// Products of the demo catalogue: a water purifier (limit 2) and an air purifier (limit 3).
const AQUA_RO = 'NRM-101-1';
const AIRPURE_MINI = 'NRM-211-1';
const CART_PATH = cartCalls.add.path;

async function addProduct(api: TestApi, body: object, cookies?: string) {
  const response = await api.request(CART_PATH, { json: { kind: 'product', ...body }, cookies });
  expect(response.status, await response.clone().text()).toBe(200);
  return cartAnswerSchema.parse(await response.json()).data;
}

/** The guest cart cookie a browser holding this cart sends. */
const guestCookie = (cart: Cart) => `${CART_ID_COOKIE}=${cart.id}`;

async function signInWith(api: TestApi, mobile: string, cookies: string) {
  const { requestId } = await api.sendOtp(mobile);
  const { otp } = await api.latestOtp(mobile);
  return api.verifyOtp({ mobile, otp, requestId }, { cookies });
}

async function customerCart(api: TestApi, cookies: string): Promise<Cart | null> {
  const response = await api.request(cartCalls.get.path, { cookies });
  return ((await response.json()) as { data: Cart | null }).data;
}

const quantities = (cart: Cart | null) =>
  Object.fromEntries(
    cart?.lines.flatMap((line) => (line.kind === 'product' ? [[line.productId, line.quantity]] : [])) ?? [],
  );

describe('cart writes', () => {
  test('are refused without the client-type header (cross-site defence)', async () => {
    const api = await testApi();
    const response = await api.request(CART_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'product', productId: AQUA_RO, quantity: 1 }),
    });
    expect(response.status).toBe(403);
    expect(await api.db.query('SELECT id FROM carts')).toEqual([]);
  });

  test('a refused change writes nothing, not even the new guest cart', async () => {
    const api = await testApi();
    const response = await api.request(CART_PATH, {
      json: { kind: 'product', productId: AQUA_RO, quantity: 1, pincode: '799001' },
    });
    expect(response.status).toBe(409);
    expect(await api.db.query('SELECT id FROM carts')).toEqual([]);
  });

  test('the database holds a product once per cart and quantities to 1..5', async () => {
    const api = await testApi();
    const cart = await addProduct(api, { productId: AQUA_RO, quantity: 1 });
    const insert = (quantity: number) =>
      api.db.query(
        `INSERT INTO cart_lines (id, cart_id, product_id, quantity, seen_unit_price_paise)
         VALUES ('x', $1, $2, $3, 100)`,
        [cart.id, AIRPURE_MINI, quantity],
      );
    await expect(insert(0)).rejects.toThrow(/check/i);
    await expect(insert(6)).rejects.toThrow(/check/i);
    await expect(
      api.db.query(
        `INSERT INTO cart_lines (id, cart_id, product_id, quantity, seen_unit_price_paise)
         VALUES ('y', $1, $2, 1, 100)`,
        [cart.id, AQUA_RO],
      ),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  test('guest cart ids are long and random', async () => {
    const api = await testApi();
    const first = await addProduct(api, { productId: AQUA_RO, quantity: 1 });
    const second = await addProduct(api, { productId: AQUA_RO, quantity: 1 });
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.id).not.toBe(first.id);
  });
});

describe('problems named on reading the cart', () => {
  test('a price that moved, and stock that ran low, until the customer changes the line', async () => {
    const api = await testApi();
    const cart = await addProduct(api, { productId: AIRPURE_MINI, quantity: 2, pincode: '560001' });
    const lineId = cart.lines[0]?.id;
    await api.db.query('UPDATE products SET price_paise = price_paise - 50000 WHERE product_id = $1', [
      AIRPURE_MINI,
    ]);
    await api.db.query(
      `UPDATE inventory SET quantity = 1
        WHERE material_id = (SELECT material_id FROM products WHERE product_id = $1) AND hub_code = 'BLR-05'`,
      [AIRPURE_MINI],
    );
    const read = async () => {
      const response = await api.request(`${cartCalls.get.path}?cartId=${cart.id}`);
      return ((await response.json()) as { data: Cart }).data;
    };

    const before = await read();
    expect(before.problems).toEqual([{ code: 'insufficient_stock', lineId, available: 1 }]);
    expect(before.lines[0]).toMatchObject({
      unitPricePaise: 749_000,
      inventory: { stockStatus: 'low_stock', maxQuantity: 1 },
    });

    const lowered = await api.request(`${cartCalls.changeQuantity.path}?cartId=${cart.id}`, {
      method: 'PUT',
      json: { cartItemId: lineId, quantity: 1 },
    });
    expect(lowered.status).toBe(200);
    expect((await read()).problems).toEqual([]);
  });

  test('a price that moved is named with both prices', async () => {
    const api = await testApi();
    const cart = await addProduct(api, { productId: AQUA_RO, quantity: 1 });
    await api.db.query('UPDATE products SET price_paise = 1249900 WHERE product_id = $1', [AQUA_RO]);
    const response = await api.request(`${cartCalls.get.path}?cartId=${cart.id}`);
    const { problems } = ((await response.json()) as { data: Cart }).data;
    expect(problems).toEqual([
      {
        code: 'price_changed',
        lineId: cart.lines[0]?.id,
        previousUnitPricePaise: 1_299_900,
        unitPricePaise: 1_249_900,
      },
    ]);
  });
});

describe('the guest cart on sign-in', () => {
  test('becomes the customer’s cart when they have none, and the cookie keeps naming it', async () => {
    const api = await testApi();
    const guest = await addProduct(api, { productId: AQUA_RO, quantity: 1 });

    const response = await signInWith(api, ROHAN, guestCookie(guest));
    expect(response.status).toBe(200);
    expect(setCookies(response).get(CART_ID_COOKIE)).toMatch(new RegExp(`^${CART_ID_COOKIE}=${guest.id};`));
    const cookies = cookieHeader(response);
    expect(quantities(await customerCart(api, cookies))).toEqual({ [AQUA_RO]: 1 });
    // The cart is the customer's now: the id alone no longer opens it.
    expect(await customerCart(api, guestCookie(guest))).toBeNull();
    const asGuest = await api.request(`${cartCalls.get.path}?cartId=${guest.id}`);
    expect(((await asGuest.json()) as { data: unknown }).data).toBeNull();
  });

  test('joins the customer’s cart: quantities add up to the limit, exchanges follow their product', async () => {
    const api = await testApi();
    const customer = await api.signIn(ASHA);
    await addProduct(api, { productId: AQUA_RO, quantity: 1 }, customer);

    const guest = await addProduct(api, { productId: AQUA_RO, quantity: 2 });
    const withMini = await addProduct(api, { cartId: guest.id, productId: AIRPURE_MINI, quantity: 2 });
    const miniLine = withMini.lines.find(
      (line) => line.kind === 'product' && line.productId === AIRPURE_MINI,
    );
    const exchange = await api.request(CART_PATH, {
      json: {
        kind: 'exchange',
        cartId: guest.id,
        parentId: miniLine?.id,
        exchange: { productType: 'AIR_PURIFIER', brand: 'Breezo', ageYears: 2, condition: 'WORKING' },
      },
    });
    expect(exchange.status).toBe(200);

    api.clock.advance(api.config.otpResendAfterSeconds);
    const response = await signInWith(api, ASHA, guestCookie(guest));
    expect(response.status).toBe(200);
    const merged = await customerCart(api, cookieHeader(response));
    // 1 + 2 of a product limited to 2 stays at 2; the air purifier arrives with its exchange.
    expect(quantities(merged)).toEqual({ [AQUA_RO]: 2, [AIRPURE_MINI]: 2 });
    const mergedMini = merged?.lines.find(
      (line) => line.kind === 'product' && line.productId === AIRPURE_MINI,
    );
    expect(merged?.lines).toContainEqual(
      expect.objectContaining({ kind: 'exchange', parentId: mergedMini?.id, brand: 'Breezo' }),
    );
    expect(setCookies(response).get(CART_ID_COOKIE)).toContain(`${CART_ID_COOKIE}=${merged?.id};`);
    expect(await api.db.query('SELECT id FROM carts WHERE id = $1', [guest.id])).toEqual([]);
  });

  test('never takes another customer’s cart, whatever the cookie says', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const ashasCart = await addProduct(api, { productId: AQUA_RO, quantity: 1 }, asha);

    const response = await signInWith(api, ROHAN, guestCookie(ashasCart));
    expect(response.status).toBe(200);
    expect(await customerCart(api, cookieHeader(response))).toBeNull();
    expect(quantities(await customerCart(api, asha))).toEqual({ [AQUA_RO]: 1 });
    // Rohan has no cart, so the cookie naming Asha's is cleared.
    expect(setCookies(response).get(CART_ID_COOKIE)).toMatch(/Max-Age=0/);
  });

  test('a wrong code merges nothing', async () => {
    const api = await testApi();
    const guest = await addProduct(api, { productId: AQUA_RO, quantity: 1 });
    const { requestId } = await api.sendOtp(ROHAN);
    const response = await api.verifyOtp(
      { mobile: ROHAN, otp: '000000', requestId },
      { cookies: guestCookie(guest) },
    );
    expect(response.status).toBe(400);
    expect(await api.db.query('SELECT customer_id FROM carts WHERE id = $1', [guest.id])).toEqual([
      { customer_id: null },
    ]);
  });
});

describe('exchange valuation', () => {
  test('lowers the value with age to a floor, and never above the new product’s price', () => {
    const working = { productType: 'WATER_PURIFIER', brand: 'Any', condition: 'WORKING' } as const;
    expect(exchangeValuePaise({ ...working, ageYears: 0 }, 1_299_900)).toBe(200_000);
    expect(exchangeValuePaise({ ...working, ageYears: 3 }, 1_299_900)).toBe(140_000);
    expect(exchangeValuePaise({ ...working, ageYears: 15 }, 1_299_900)).toBe(40_000);
    expect(exchangeValuePaise({ ...working, ageYears: 0 }, 150_000)).toBe(150_000);
    expect(EXCHANGE_OFFERS).toContainEqual({
      productType: 'WATER_PURIFIER',
      condition: 'WORKING',
      maxValuePaise: 200_000,
    });
  });
});
