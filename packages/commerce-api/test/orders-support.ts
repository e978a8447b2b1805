import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  CLIENT_TYPE_HEADER,
  addressCalls,
  cartCalls,
  checkoutCalls,
  otpOutboxAnswerSchema,
  otpSendAnswerSchema,
} from '@nirmal/domain/contract';
import type { CheckoutState, PlaceOrderResult } from '@nirmal/domain/contract';
import type { Database } from '../src/db/database.ts';
import { cookieHeader } from './support.ts';
import type { RequestOptions } from './support.ts';

// Checkout and orders through the API as the storefront drives them, in process (testApi) or over
// HTTP (a started commerce-api).

/** What these helpers need of an API: its requests, signing in, and its database. */
export interface Shop {
  request(path: string, options?: RequestOptions): Response | Promise<Response>;
  signIn(mobile: string): Promise<string>;
  db: Database;
}

/** Demo products: a water purifier (limit 2), an air purifier (limit 3) and a robotic vacuum cleaner. */
export const AQUA_RO = 'NRM-101-1';
export const AIRPURE_MINI = 'NRM-211-1';
/** The demo customers' default addresses (Bengaluru, Karnataka; Mumbai, Maharashtra). */
export const ASHA_ADDRESS = 'AD-ASHA-HOME';
export const ROHAN_ADDRESS = 'AD-ROHAN-HOME';

export const newKey = () => randomBytes(18).toString('base64url');

export async function addToCart(api: Shop, cookies: string, productId: string, quantity = 1) {
  const response = await api.request(cartCalls.add.path, {
    cookies,
    json: { kind: 'product', productId, quantity },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

export async function checkoutState(api: Shop, cookies: string, query = ''): Promise<CheckoutState> {
  const response = await api.request(`${checkoutCalls.state.path}${query}`, { cookies });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: CheckoutState }).data;
}

export interface PlaceOptions {
  addressId?: string;
  idempotencyKey?: string;
  priceVersion?: string;
  extra?: Record<string, unknown>;
}

export function placeOrderRequest(api: Shop, cookies: string, body: Record<string, unknown>) {
  return api.request(checkoutCalls.placeOrder.path, { cookies, json: body });
}

/** Places the order as the checkout page does: with the priceVersion it was just shown. */
export async function placeOrder(
  api: Shop,
  cookies: string,
  options: PlaceOptions = {},
): Promise<PlaceOrderResult> {
  const state = await checkoutState(api, cookies, options.addressId ? `?addressId=${options.addressId}` : '');
  const response = await placeOrderRequest(api, cookies, {
    addressId: state.addressId,
    isTCChecked: true,
    priceVersion: options.priceVersion ?? state.priceVersion,
    idempotencyKey: options.idempotencyKey ?? newKey(),
    ...options.extra,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: PlaceOrderResult }).data;
}

/** Places an order that must succeed; answers its id. */
export async function placedOrderId(api: Shop, cookies: string, options: PlaceOptions = {}): Promise<string> {
  const result = await placeOrder(api, cookies, options);
  if (result.outcome !== 'placed') throw new Error(`Not placed: ${JSON.stringify(result.changes)}`);
  return result.order.orderId;
}

export async function setStock(api: Shop, hubCode: string, productId: string, quantity: number) {
  await api.db.query(
    `UPDATE inventory SET quantity = $3
      WHERE hub_code = $1 AND material_id = (SELECT material_id FROM products WHERE product_id = $2)`,
    [hubCode, productId, quantity],
  );
}

export async function stockAt(api: Shop, hubCode: string, productId: string) {
  const [row] = await api.db.query<{ quantity: number; held: number }>(
    `SELECT i.quantity, coalesce((SELECT sum(r.quantity) FROM stock_reservations r
                                   WHERE r.state = 'held' AND r.hub_code = i.hub_code
                                     AND r.material_id = i.material_id), 0)::int AS held
       FROM inventory i JOIN products p ON p.material_id = i.material_id
      WHERE i.hub_code = $1 AND p.product_id = $2`,
    [hubCode, productId],
  );
  return row;
}

/** A Bengaluru address (served by the BLR-05 hub), as a customer types it. */
export const BENGALURU_ADDRESS = {
  name: 'Test Buyer',
  phone: '9000000002',
  house_number: '7',
  address_name: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
};

/** Signs a customer in, saves a Bengaluru address and fills the cart; answers the cookies and the address. */
export async function readyToBuy(api: Shop, mobile: string, productId: string, quantity = 1) {
  const cookies = await api.signIn(mobile);
  const added = await api.request(addressCalls.add.path, { cookies, json: BENGALURU_ADDRESS });
  expect(added.status, await added.clone().text()).toBe(200);
  const addressId = ((await added.json()) as { data: { id: string } }).data.id;
  await addToCart(api, cookies, productId, quantity);
  return { cookies, addressId };
}

/**
 * Buyers, each with the product in the cart, check out at once against `units` left at BLR-05;
 * answers their outcomes.
 */
export async function raceForStock(api: Shop, mobiles: readonly string[], productId: string, units: number) {
  const buyers = [];
  for (const mobile of mobiles) buyers.push(await readyToBuy(api, mobile, productId));
  await setStock(api, 'BLR-05', productId, units);
  const states = await Promise.all(
    buyers.map((buyer) => checkoutState(api, buyer.cookies, `?addressId=${buyer.addressId}`)),
  );
  return Promise.all(
    buyers.map((buyer, index) =>
      placeOrder(api, buyer.cookies, {
        addressId: buyer.addressId,
        priceVersion: states[index]?.priceVersion,
      }),
    ),
  );
}

/** A started commerce-api as a Shop: requests over HTTP with the browser's headers, sign-in through the OTP outbox. */
export function overHttp(baseUrl: string, db: Database): Shop {
  const request = (path: string, { cookies, json, headers, ...init }: RequestOptions = {}) => {
    const all = new Headers(headers);
    all.set(CLIENT_TYPE_HEADER, 'web');
    if (cookies) all.set('cookie', cookies);
    if (json !== undefined) all.set('content-type', 'application/json');
    return fetch(`${baseUrl}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      ...init,
      headers: all,
      body: json === undefined ? init.body : JSON.stringify(json),
    });
  };
  async function signIn(mobile: string) {
    const sent = await request('/api/public/ecom/v1/otp/send', { json: { mobile } });
    const { requestId } = otpSendAnswerSchema.parse(await sent.json()).data;
    const { otp } = otpOutboxAnswerSchema.parse(
      await (await request(`/api/dev/otp-outbox?mobile=${mobile}`)).json(),
    ).data;
    const verified = await request('/api/public/ecom/v1/otp/verify', { json: { mobile, otp, requestId } });
    expect(verified.status).toBe(200);
    return cookieHeader(verified);
  }
  return { request, signIn, db };
}
