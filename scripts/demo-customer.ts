// The demo customer as the benchmarks use it: signed in through the development OTP outbox and
// given a cart, over the storefront's own /api as the browser would. The outbox is read from
// commerce-api itself: the storefront's origin never serves development-only calls.
import { CLIENT_TYPE_HEADER, cartCalls, otpCalls } from '@nirmal/domain/contract';
import type { Cart } from '@nirmal/domain/contract';

export const DEMO_CUSTOMER = '9000000001';
/** commerce-api as `pnpm start` runs it, unless API_URL (or API_PORT) names another. */
const API = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
/** The product put in the demo customer's cart when it is empty. */
const PRODUCT = 'NRM-101-1';

/**
 * One call of the contract at `base` (the storefront, or commerce-api for its outbox): its answer's
 * data and the response.
 */
export async function call<T>(
  base: string,
  path: string,
  { cookie, json }: { cookie?: string; json?: object } = {},
) {
  const response = await fetch(new URL(path, base), {
    method: json ? 'POST' : 'GET',
    headers: {
      [CLIENT_TYPE_HEADER]: 'web',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: json && JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { data: ((await response.json()) as { data: T }).data, response };
}

/** Signs the demo customer in as the browser does (send, read the outbox, verify): its cookies. */
export async function signIn(base: string): Promise<string> {
  await call(base, otpCalls.send.path, { json: { mobile: DEMO_CUSTOMER } });
  const { data: outbox } = await call<{ otp: string; requestId: string }>(
    API,
    `${otpCalls.outbox.path}?mobile=${DEMO_CUSTOMER}`,
  );
  const { response } = await call(base, otpCalls.verify.path, {
    json: { mobile: DEMO_CUSTOMER, otp: outbox.otp, requestId: outbox.requestId },
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Puts a product in the demo customer's cart unless it holds one already, as the product page does. */
export async function fillCart(base: string, cookie: string): Promise<void> {
  const { data: cart } = await call<Cart | null>(base, `${cartCalls.get.path}?isDetailed=false`, { cookie });
  if (cart?.lines.length) return;
  await call(base, cartCalls.add.path, {
    cookie,
    json: { kind: 'product', productId: PRODUCT, quantity: 1 },
  });
}
