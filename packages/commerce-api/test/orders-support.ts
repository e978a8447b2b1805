import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { cartCalls, checkoutCalls } from '@nirmal/domain/contract';
import type { CheckoutState, PaymentProvider, PlaceOrderResult } from '@nirmal/domain/contract';
import type { TestApi } from './support.ts';

// Checkout and orders through the API as the storefront drives them.

/** Demo products: a water purifier (limit 2), an air purifier (limit 3) and a robotic vacuum cleaner. */
export const AQUA_RO = 'NRM-101-1';
export const AIRPURE_MINI = 'NRM-211-1';
/** The demo customers' default addresses (Bengaluru, Karnataka; Mumbai, Maharashtra). */
export const ASHA_ADDRESS = 'AD-ASHA-HOME';
export const ROHAN_ADDRESS = 'AD-ROHAN-HOME';

export const newKey = () => randomBytes(18).toString('base64url');

export async function addToCart(api: TestApi, cookies: string, productId: string, quantity = 1) {
  const response = await api.request(cartCalls.add.path, {
    cookies,
    json: { kind: 'product', productId, quantity },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

export async function checkoutState(api: TestApi, cookies: string, query = ''): Promise<CheckoutState> {
  const response = await api.request(`${checkoutCalls.state.path}${query}`, { cookies });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: CheckoutState }).data;
}

export interface PlaceOptions {
  addressId?: string;
  provider?: PaymentProvider;
  idempotencyKey?: string;
  priceVersion?: string;
  extra?: Record<string, unknown>;
}

export function placeOrderRequest(api: TestApi, cookies: string, body: Record<string, unknown>) {
  return api.request(checkoutCalls.placeOrder.path, { cookies, json: body });
}

/** Places the order as the checkout page does: with the priceVersion it was just shown. */
export async function placeOrder(
  api: TestApi,
  cookies: string,
  options: PlaceOptions = {},
): Promise<PlaceOrderResult> {
  const state = await checkoutState(api, cookies, options.addressId ? `?addressId=${options.addressId}` : '');
  const response = await placeOrderRequest(api, cookies, {
    addressId: state.addressId,
    isTCChecked: true,
    provider: options.provider ?? 'RAZORPAY',
    priceVersion: options.priceVersion ?? state.priceVersion,
    idempotencyKey: options.idempotencyKey ?? newKey(),
    ...options.extra,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: PlaceOrderResult }).data;
}

/** Places an order that must succeed; answers its id. */
export async function placedOrderId(
  api: TestApi,
  cookies: string,
  options: PlaceOptions = {},
): Promise<string> {
  const result = await placeOrder(api, cookies, options);
  if (result.outcome !== 'placed') throw new Error(`Not placed: ${JSON.stringify(result.changes)}`);
  return result.order.orderId;
}

export async function setStock(api: TestApi, hubCode: string, productId: string, quantity: number) {
  await api.db.query(
    `UPDATE inventory SET quantity = $3
      WHERE hub_code = $1 AND material_id = (SELECT material_id FROM products WHERE product_id = $2)`,
    [hubCode, productId, quantity],
  );
}

export async function stockAt(api: TestApi, hubCode: string, productId: string) {
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
