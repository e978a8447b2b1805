// `pnpm bench:checkout`: how many orders per second checkout places with none lost or doubled.
// N customers (BENCH_CUSTOMERS, default 200) each sign in, save a Bengaluru address and put a
// product in the cart; then every customer checks out at once (BENCH_CONCURRENCY at a time,
// default 20), each sending the order twice with the same idempotency key, as a double click does.
// Afterwards each customer's order list must hold exactly the one order both answers named.
//
// Against commerce-api in this process (the default; its embedded database, or PostgreSQL when
// DATABASE_URL is set, where stock is topped up so no cart sells out), or a started one with
// API_URL=http://localhost:4000 (start it with OTP_MAX_SENDS_PER_ADDRESS raised above N; carts
// that find their product sold out are then refused with out_of_stock and counted as such).
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { CLIENT_TYPE_HEADER, cartCalls, checkoutCalls, orderCalls } from '@nirmal/domain/contract';
import type { CheckoutState, OrderList, PlaceOrderResult } from '@nirmal/domain/contract';
import { createApp, loadConfig, openDatabase } from '../packages/commerce-api/src/index.ts';
import type { Database } from '../packages/commerce-api/src/index.ts';
import { benchAddress } from './load/address.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const apiUrl = process.env.API_URL;
const databaseUrl = process.env.DATABASE_URL;
/** Purifiers and an air purifier the Bengaluru hub carries; carts take them in turn. */
const PRODUCTS = ['NRM-101-1', 'NRM-211-1', 'NRM-102-1'];
const ADDRESS = benchAddress('Bench Buyer');

type Send = (path: string, init: RequestInit) => Promise<Response>;

/** The API to talk to, and its database when it runs here. */
async function openApi(): Promise<{ send: Send; db: Database | null; where: string }> {
  if (apiUrl) return { send: (path, init) => fetch(`${apiUrl}${path}`, init), db: null, where: apiUrl };
  const db = await openDatabase(databaseUrl ? { databaseUrl } : {}, new Date());
  const config = { ...loadConfig({}), otpMaxSendsPerAddress: 1_000_000, otpMaxSendsPerNumber: 1_000_000 };
  const app = await createApp({ db, config, logger: { info: () => {}, error: console.error } });
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } as IncomingMessage };
  const send: Send = async (path, init) => app.request(path, init, env);
  return {
    send,
    db,
    where: databaseUrl ? 'in-process app on PostgreSQL' : 'in-process app, embedded database',
  };
}

const { send, db, where } = await openApi();

async function call<T>(path: string, { cookies, json }: { cookies?: string; json?: unknown } = {}) {
  const headers = new Headers({ [CLIENT_TYPE_HEADER]: 'web' });
  if (cookies) headers.set('cookie', cookies);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await send(path, {
    method: json === undefined ? 'GET' : 'POST',
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { body: (await response.json()) as { data: T }, response };
}

async function signIn(mobile: string): Promise<string> {
  const { data: sent } = (
    await call<{ requestId: string }>('/api/public/ecom/v1/otp/send', { json: { mobile } })
  ).body;
  const { data: outbox } = (await call<{ otp: string }>(`/api/dev/otp-outbox?mobile=${mobile}`)).body;
  const { response } = await call('/api/public/ecom/v1/otp/verify', {
    json: { mobile, otp: outbox.otp, requestId: sent.requestId },
  });
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// A run's own mobile numbers (97 and 8 digits), so runs against one database do not meet.
const run = Date.now() % 100_000;
const mobiles = Array.from(
  { length: CUSTOMERS },
  (_, index) => `97${String(run * 1000 + index).padStart(8, '0')}`,
);

console.log(`bench:checkout: ${CUSTOMERS} customers, ${CONCURRENCY} at a time, ${where}`);
const setupStarted = performance.now();
const buyers = await pool(mobiles, CONCURRENCY, async (mobile, index) => {
  const cookies = await signIn(mobile);
  const address = (await call<{ id: string }>('/api/account/address', { cookies, json: ADDRESS })).body.data;
  const productId = PRODUCTS[index % PRODUCTS.length] ?? PRODUCTS[0];
  await call(cartCalls.add.path, { cookies, json: { kind: 'product', productId, quantity: 1 } });
  return { cookies, addressId: address.id };
});
if (db) {
  await db.query(
    `UPDATE inventory SET quantity = quantity + $1
      WHERE hub_code = 'BLR-05' AND material_id IN (SELECT material_id FROM products WHERE product_id = ANY ($2))`,
    [CUSTOMERS, PRODUCTS],
  );
}
console.log(`  set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

const latencies: number[] = [];
const started = performance.now();
const outcomes = await pool(buyers, CONCURRENCY, async (buyer) => {
  const begun = performance.now();
  const state = (await call<CheckoutState>(`${checkoutCalls.state.path}?addressId=${buyer.addressId}`, buyer))
    .body.data;
  const request = {
    addressId: buyer.addressId,
    isTCChecked: true,
    provider: 'RAZORPAY',
    priceVersion: state.priceVersion,
    idempotencyKey: randomUUID(),
  };
  // A double click: the same request twice at once.
  const answers = await Promise.all(
    [1, 2].map(
      async () =>
        (
          await call<PlaceOrderResult>(checkoutCalls.placeOrder.path, {
            cookies: buyer.cookies,
            json: request,
          })
        ).body.data,
    ),
  );
  latencies.push(performance.now() - begun);
  return answers;
});
const seconds = (performance.now() - started) / 1000;

// Every customer's own order list must hold exactly the order both of their answers named.
const problems: string[] = [];
let placed = 0;
let soldOut = 0;
await pool(buyers, CONCURRENCY, async (buyer, index) => {
  const answers = outcomes[index] ?? [];
  const ids = new Set(answers.map((answer) => (answer.outcome === 'placed' ? answer.order.orderId : null)));
  const { orders } = (await call<OrderList>(orderCalls.list.path, buyer)).body.data;
  if (answers.every((answer) => answer.outcome === 'placed')) {
    placed += 1;
    if (ids.size !== 1) problems.push(`${mobiles[index]}: a double click made ${ids.size} orders`);
    const [id] = ids;
    if (orders.length !== 1 || orders[0]?.orderId !== id) {
      problems.push(
        `${mobiles[index]}: answered ${String(id)}, list holds ${orders.map((o) => o.orderId).join(',')}`,
      );
    }
  } else if (
    answers.every(
      (answer) =>
        answer.outcome === 'changed' && answer.changes.every((change) => change.code === 'out_of_stock'),
    )
  ) {
    soldOut += 1;
    if (orders.length !== 0) problems.push(`${mobiles[index]}: refused but holds ${orders.length} orders`);
  } else {
    problems.push(`${mobiles[index]}: unexpected answers ${JSON.stringify(answers)}`);
  }
});

const sorted = [...latencies].sort((a, b) => a - b);
const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
console.log(
  `  ${placed} orders placed (${soldOut} refused as sold out) in ${seconds.toFixed(2)} s: ` +
    `${(placed / seconds).toFixed(1)} orders/s; checkout (state + double submit) median ${at(0.5).toFixed(0)} ms, ` +
    `p95 ${at(0.95).toFixed(0)} ms`,
);
await db?.close();
if (problems.length > 0) {
  console.error(`  ${problems.length} orders lost or doubled:\n  ${problems.slice(0, 10).join('\n  ')}`);
  process.exit(1);
}
console.log('  no order lost or doubled');
