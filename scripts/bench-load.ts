// `pnpm bench:load`: the built storefront and commerce-api under many customers at once, driven by
// autocannon. Each connection is a customer going round the shop: home, a category, search, a
// product, its pincode answer, then the cart, the checkout page and placing the order (a write:
// stock held, the customer's earlier unpaid order given up). Half of them are signed in on every
// page; the other half browse as visitors nobody knows (shared pages) and sign in for the cart.
//
// It starts both servers itself (ports 3300 and 4300, a fresh embedded database, or PostgreSQL by
// DATABASE_URL) from the last `pnpm build`, signs its customers in through the storefront as a
// browser does, runs BENCH_SECONDS (30) with BENCH_CONNECTIONS (50) customers, then prints
// requests per second, latency percentiles per step and overall, statuses and errors, and checks
// that every order a customer was told was placed is in their order list once, and no other.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CLIENT_TYPE_HEADER } from '@nirmal/domain/contract';
import { repoRoot } from './process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.DATABASE_URL;
const STOREFRONT_PORT = 3300;
const API_PORT = 4300;
const storefront = `http://localhost:${STOREFRONT_PORT}`;
const PRODUCTS = ['NRM-101-1', 'NRM-211-1', 'NRM-102-1'];
const ADDRESS = {
  name: 'Load Tester',
  phone: '9000000002',
  house_number: '7',
  address_name: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
};

if (!existsSync(join(repoRoot, 'packages/storefront/build/server/index.js'))) {
  console.error('bench:load serves the last build: run `pnpm build` first.');
  process.exit(1);
}

const folder = await mkdtemp(join(tmpdir(), 'nirmal-bench-load-'));
const children: ChildProcess[] = [];

/** A server of ours as its own process, its output (JSON logs) to a file in the run's folder. */
function serve(name: string, script: string, env: Record<string, string>): void {
  const out = openSync(join(folder, `${name}.log`), 'a');
  children.push(
    spawn(process.execPath, [script], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
    }),
  );
}

/** The warnings and errors a server logged during the run, counted by message. */
async function logProblems(name: string): Promise<void> {
  const counts = new Map<string, number>();
  for (const line of (await readFile(join(folder, `${name}.log`), 'utf8')).split('\n')) {
    if (!line.startsWith('{')) continue;
    const { level, msg } = JSON.parse(line) as { level: string; msg: string };
    if (level !== 'info') counts.set(`${level}: ${msg}`, (counts.get(`${level}: ${msg}`) ?? 0) + 1);
  }
  for (const [problem, count] of [...counts].sort(([, a], [, b]) => b - a).slice(0, 8))
    console.log(`  ${name} logged ${count}× ${problem}`);
}

async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
  await rm(folder, { recursive: true, force: true });
}

async function untilReady(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not ready within ${seconds} s (logs in ${folder})`);
}

async function call<T>(path: string, { cookies, json }: { cookies?: string; json?: unknown } = {}) {
  const headers = new Headers({ [CLIENT_TYPE_HEADER]: 'web' });
  if (cookies) headers.set('cookie', cookies);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${storefront}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return { data: ((await response.json()) as { data: T }).data, response };
}

interface Customer {
  mobile: string;
  cookies: string;
  addressId: string;
  /** Browses signed in (rendered pages) or as a visitor nobody knows (shared pages). */
  browsesSignedIn: boolean;
  /** Every order id the shop answered `placed` for. */
  placed: Set<string>;
}

/** Signs in by OTP through the storefront's /api, saves an address and fills the cart. */
async function customer(mobile: string, index: number): Promise<Customer> {
  const { data: sent } = await call<{ requestId: string }>('/api/public/ecom/v1/otp/send', {
    json: { mobile },
  });
  const { data: outbox } = await call<{ otp: string }>(`/api/dev/otp-outbox?mobile=${mobile}`);
  const { response } = await call('/api/public/ecom/v1/otp/verify', {
    json: { mobile, otp: outbox.otp, requestId: sent.requestId },
  });
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  const { data: address } = await call<{ id: string }>('/api/account/address', { cookies, json: ADDRESS });
  const productId = PRODUCTS[index % PRODUCTS.length];
  await call('/api/public/v1/cart/cart-item', { cookies, json: { kind: 'product', productId, quantity: 1 } });
  return {
    mobile,
    cookies,
    addressId: address.id,
    browsesSignedIn: index % 2 === 0,
    placed: new Set<string>(),
  };
}

/** Latencies and statuses per step of the round. */
interface StepStats {
  latencies: number[];
  statuses: Map<number, number>;
}
const steps = new Map<string, StepStats>();
function record(step: string, status: number, ms: number): void {
  const stats: StepStats = steps.get(step) ?? { latencies: [], statuses: new Map() };
  stats.latencies.push(ms);
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  steps.set(step, stats);
}

interface Context {
  customer?: Customer;
  sentAt?: number;
  priceVersion?: string;
}

type Step = { name: string; path: (customer: Customer) => string; signedIn?: 'always' | 'if-browsing' } & (
  | { method: 'GET'; read?: (body: string, context: Context) => void }
  | {
      method: 'POST';
      body: (customer: Customer, context: Context) => unknown;
      read: (body: string, context: Context) => void;
    }
);

const ROUND: Step[] = [
  { name: 'home', method: 'GET', path: () => '/', signedIn: 'if-browsing' },
  { name: 'category', method: 'GET', path: () => '/c/water-purifiers', signedIn: 'if-browsing' },
  { name: 'search', method: 'GET', path: () => '/search?q=purifier', signedIn: 'if-browsing' },
  { name: 'product', method: 'GET', path: () => '/dp/aqua-ro', signedIn: 'if-browsing' },
  {
    name: 'pincode',
    method: 'GET',
    path: () => '/api/public/ecom/v1/product/pincode-availability?productId=NRM-101-1&pincode=560001',
    signedIn: 'if-browsing',
  },
  { name: 'cart page', method: 'GET', path: () => '/ecom/cart', signedIn: 'always' },
  {
    name: 'checkout state',
    method: 'GET',
    path: ({ addressId }) => `/api/cart/checkoutV2?addressId=${addressId}`,
    signedIn: 'always',
    read: (body, context) => {
      context.priceVersion = (JSON.parse(body) as { data?: { priceVersion?: string } }).data?.priceVersion;
    },
  },
  {
    name: 'place order',
    method: 'POST',
    path: () => '/api/v1/checkout',
    signedIn: 'always',
    body: ({ addressId }, { priceVersion }) => ({
      addressId,
      isTCChecked: true,
      priceVersion,
      idempotencyKey: randomUUID(),
    }),
    read: (body, { customer }) => {
      const answer = JSON.parse(body) as { data?: { outcome: string; order?: { orderId: string } } };
      const outcome = answer.data?.outcome ?? 'unreadable';
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (outcome === 'placed' && answer.data?.order) customer?.placed.add(answer.data.order.orderId);
    },
  },
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

function report(result: autocannon.Result): void {
  const all = [...steps.values()].flatMap(({ latencies }) => latencies).sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(
    `\n  ${result.requests.total} requests in ${result.duration.toFixed(1)} s: ${(result.requests.total / result.duration).toFixed(1)} requests/s; ` +
      `latency p50 ${percentile(all, 0.5).toFixed(0)} ms, p95 ${percentile(all, 0.95).toFixed(0)} ms, p99 ${percentile(all, 0.99).toFixed(0)} ms`,
  );
  console.log(
    `  errors (no answer) ${result.errors}, of which timeouts ${result.timeouts}; non-2xx answers ${result.non2xx}\n`,
  );
  console.log(
    `  ${'step'.padEnd(16)}${'requests'.padStart(9)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}  statuses`,
  );
  for (const { name } of ROUND) {
    const stats = steps.get(name);
    if (!stats) continue;
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(16)}${String(sorted.length).padStart(9)}${ms(percentile(sorted, 0.5))}${ms(percentile(sorted, 0.95))}${ms(percentile(sorted, 0.99))}  ${describeStatuses(stats.statuses)}`,
    );
  }
}

let unansweredAtStop = 0;
const outcomes = new Map<string, number>();

/**
 * Every order a customer was told was placed is in their list, once, and the list holds no other
 * but the one whose answer was in flight when the run stopped.
 */
async function checkOrders(customers: readonly Customer[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { mobile, cookies, placed } of customers) {
    const listed: string[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await call<{ orders: { orderId: string }[]; total: number }>(
        `/api/v1/order/list?page=${page}&pageSize=50`,
        { cookies },
      );
      listed.push(...data.orders.map(({ orderId }) => orderId));
      if (data.orders.length === 0 || listed.length >= data.total) break;
    }
    const unique = new Set(listed);
    if (unique.size !== listed.length) problems.push(`${mobile}: an order is listed twice`);
    for (const id of placed) if (!unique.has(id)) problems.push(`${mobile}: placed ${id} is not in the list`);
    // The run stops without awaiting the answers in flight: a connection's last order may be placed unanswered.
    const unanswered = [...unique].filter((id) => !placed.has(id));
    if (unanswered.length > 1)
      problems.push(`${mobile}: ${unanswered.join(', ')} are listed but were never placed`);
    unansweredAtStop += unanswered.length;
  }
  return problems;
}

try {
  const database = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'a fresh embedded database';
  console.log(`bench:load: ${CONNECTIONS} customers for ${SECONDS} s against the last build, ${database}`);
  serve('commerce-api', 'packages/commerce-api/src/main.ts', {
    API_PORT: String(API_PORT),
    STOREFRONT_PORT: String(STOREFRONT_PORT),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(folder, 'data') }),
    // Every customer signs in from this one machine's address.
    OTP_MAX_SENDS_PER_ADDRESS: String(CONNECTIONS * 2 + 10),
  });
  serve('storefront', 'packages/storefront/server/main.ts', {
    NODE_ENV: 'production',
    STOREFRONT_PORT: String(STOREFRONT_PORT),
    API_BASE_URL: `http://localhost:${API_PORT}`,
  });
  await untilReady(`${storefront}/readyz`, 180);

  // Numbers of this run's own (96 and 8 digits): new customers, who sign up on first sign-in.
  const run = Date.now() % 100_000;
  const customers = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, index) =>
      customer(`96${String(run * 1000 + index).padStart(8, '0')}`, index),
    ),
  );
  let assigned = 0;

  const requests: autocannon.Request[] = ROUND.map((step, index) => ({
    method: step.method,
    path: '/',
    setupRequest: (request: autocannon.Request, raw: object) => {
      const context = raw as Context;
      // The connection's customer, given on its first request.
      if (index === 0) context.customer ??= customers[assigned++ % customers.length];
      const who = context.customer as Customer;
      context.sentAt = performance.now();
      const signedIn = step.signedIn === 'always' || who.browsesSignedIn;
      return {
        ...request,
        path: step.path(who),
        headers: {
          ...request.headers,
          [CLIENT_TYPE_HEADER]: 'web',
          ...(signedIn ? { cookie: who.cookies } : {}),
          ...(step.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(step.method === 'POST' ? { body: JSON.stringify(step.body(who, context)) } : {}),
      };
    },
    onResponse: (status: number, body: string, raw: object) => {
      const context = raw as Context;
      record(step.name, status, performance.now() - (context.sentAt ?? performance.now()));
      if (status === 200 && 'read' in step && step.read) step.read(body, context);
    },
  }));

  const result = await autocannon({
    url: storefront,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests,
    initialContext: {},
  });
  report(result);
  console.log('');
  await logProblems('storefront');
  await logProblems('commerce-api');

  const problems = await checkOrders(customers);
  const placedCount = customers.reduce((sum, { placed }) => sum + placed.size, 0);
  if (problems.length > 0) {
    console.error(`\n  ${problems.length} problems with orders:\n  ${problems.slice(0, 10).join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\n  place order answered: ${[...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', ')}\n` +
        `  ${placedCount} orders placed, each in its customer's list once, none lost or doubled ` +
        `(${unansweredAtStop} more placed by requests whose answers the stop cut off)`,
    );
  }
} finally {
  await stopAll();
}
