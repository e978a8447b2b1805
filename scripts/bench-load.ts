// `pnpm bench:load`: the built storefront and commerce-api under a crowd, driven by autocannon.
// Visitors (home, category, search, product, pincode), shoppers (product, cart, coupon), buyers
// (cart, coupon, checkout, payment in the sandbox with its webhook, the provider's return) and
// device owners (My devices, plans, service slots), ramping up to BENCH_USERS (200) people at once
// over BENCH_RAMP_SECONDS (20), then held for BENCH_SECONDS (60).
//
// It starts both servers itself (ports 3300 and 4300, a fresh embedded database, or PostgreSQL by
// DATABASE_URL) from the last `pnpm build`, signs its customers in through the storefront as a
// browser does, and prints per page and call the requests, p50/p95/p99 latency and statuses. Then
// it stops the servers, reads the database and checks what the buyers were told against it, and
// searches both servers' logs for the codes, sessions and numbers it used. Exits 1 on a problem.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@nirmal/commerce-api';
import { CLIENT_TYPE_HEADER } from '@nirmal/domain/contract';
import { checkDatabase } from './load/database-check.ts';
import { createLedger, roundOf, type Call, type Kind, type Person } from './load/rounds.ts';
import { createTally } from './load/tally.ts';
import { repoRoot } from './process.ts';
import { benchAddress } from './load/address.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const HOLD_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 20);
/** The crowd joins in this many equal groups over the ramp. */
const RAMP_STEPS = 4;
const SHARES: Record<Kind, number> = { visitor: 0.4, shopper: 0.25, buyer: 0.15, 'device owner': 0.2 };
/** The demo customer, whose devices the device owners look after (one household, many phones). */
const DEVICE_OWNER = '9000000001';
const databaseUrl = process.env.DATABASE_URL;
const STOREFRONT_PORT = 3300;
const API_PORT = 4300;
const storefront = `http://localhost:${STOREFRONT_PORT}`;
/** commerce-api itself, for its development-only OTP outbox, which the storefront's origin does not serve. */
const api = `http://localhost:${API_PORT}`;
const ADDRESS = benchAddress('Load Tester');

if (!existsSync(join(repoRoot, 'packages/storefront/build/server/index.js'))) {
  console.error('bench:load serves the last build: run `pnpm build` first.');
  process.exit(1);
}

const folder = await mkdtemp(join(tmpdir(), 'nirmal-bench-load-'));
const dataDir = join(folder, 'data');
const children: ChildProcess[] = [];
/** What must never be in a log: the codes, session cookies and full numbers this run used. */
const secrets = new Set<string>();

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

const logOf = (name: string) => readFile(join(folder, `${name}.log`), 'utf8');

interface Cause {
  message?: string;
  cause?: Cause;
}
/** The first cause of a logged error: why a call got no answer (a timeout, a reset connection). */
const rootCause = (cause: Cause): string => (cause.cause ? rootCause(cause.cause) : (cause.message ?? ''));

/** The warnings and errors a server logged during the run, counted by message and cause. */
async function logProblems(name: string): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const line of (await logOf(name)).split('\n')) {
    if (!line.startsWith('{')) continue;
    const { level, msg, cause } = JSON.parse(line) as { level: string; msg: string; cause?: Cause };
    const problem = `${level}: ${msg}${cause ? ` (${rootCause(cause)})` : ''}`;
    if (level !== 'info') counts.set(problem, (counts.get(problem) ?? 0) + 1);
  }
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 8)
    .map(([problem, count]) => `  ${name} logged ${count}× ${problem}`);
}

async function stopServers(): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
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

async function call<T>(
  path: string,
  { cookies, json, base = storefront }: { cookies?: string; json?: unknown; base?: string } = {},
) {
  const headers = new Headers({ [CLIENT_TYPE_HEADER]: 'web' });
  if (cookies) headers.set('cookie', cookies);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = await response.text();
  // A code sent to the demo customer by the last run: wait as the shop asks (on PostgreSQL, whose
  // database outlives a run).
  const retryAfterSeconds = (JSON.parse(body || '{}') as { retryAfterSeconds?: number }).retryAfterSeconds;
  if (response.status === 429 && retryAfterSeconds !== undefined && retryAfterSeconds <= 60) {
    await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
    return call<T>(path, { cookies, json, base });
  }
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body}`);
  return { data: (JSON.parse(body) as { data: T }).data, response };
}

/** Signs a customer in by OTP through the storefront's /api, as a browser does: their cookies. */
async function signIn(mobile: string): Promise<string> {
  const { data: sent } = await call<{ requestId: string }>('/api/public/ecom/v1/otp/send', {
    json: { mobile },
  });
  const { data: outbox } = await call<{ otp: string }>(`/api/dev/otp-outbox?mobile=${mobile}`, { base: api });
  const { response } = await call('/api/public/ecom/v1/otp/verify', {
    json: { mobile, otp: outbox.otp, requestId: sent.requestId },
  });
  const pairs = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='));
  for (const secret of [mobile, outbox.otp, ...pairs.map((pair) => pair.slice(pair.indexOf('=') + 1))])
    secrets.add(secret);
  return pairs.join('; ');
}

/** A new customer (a number of this run's own signs up on first sign-in) with a delivery address. */
async function customer(kind: Kind, mobile: string): Promise<Person> {
  const cookies = await signIn(mobile);
  const { data: address } = await call<{ id: string }>('/api/account/address', { cookies, json: ADDRESS });
  return { kind, mobile, cookies, addressId: address.id };
}

/** How many of each kind join at each step of the ramp. */
function crowdPerStep(): Record<Kind, number>[] {
  const perStep = USERS / RAMP_STEPS;
  return Array.from({ length: RAMP_STEPS }, () => {
    const group = {
      shopper: Math.round(perStep * SHARES.shopper),
      buyer: Math.round(perStep * SHARES.buyer),
      'device owner': Math.round(perStep * SHARES['device owner']),
    };
    return { ...group, visitor: Math.round(perStep) - group.shopper - group.buyer - group['device owner'] };
  });
}

const tally = createTally();
const ledger = createLedger();
let unanswered = 0;
let timeouts = 0;

interface Connection {
  person?: Person;
  call?: Call;
  sentAt?: number;
}

/** `connections` people of one kind, going round until `seconds` are up. */
async function crowd(kind: Kind, people: Person[], seconds: number): Promise<void> {
  if (people.length === 0) return;
  let assigned = 0;
  const round = roundOf(kind, ledger);
  const requests: autocannon.Request[] = round.map((step, index) => ({
    method: 'GET',
    path: '/',
    setupRequest: (request: autocannon.Request, raw: object) => {
      const connection = raw as Connection;
      if (index === 0) connection.person ??= people[assigned++ % people.length];
      const person = connection.person as Person;
      const next = step(person);
      connection.call = next;
      connection.sentAt = performance.now();
      const body =
        next.json !== undefined
          ? JSON.stringify(next.json)
          : next.form && new URLSearchParams(next.form).toString();
      return {
        ...request,
        method: next.method,
        path: next.path,
        headers: {
          [CLIENT_TYPE_HEADER]: 'web',
          ...(next.signedIn && person.cookies ? { cookie: person.cookies } : {}),
          ...(next.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body === undefined ? {} : { body }),
      };
    },
    onResponse: (status: number, body: string, raw: object) => {
      const { call: sent, sentAt } = raw as Connection;
      if (!sent) return;
      tally.record(sent.name, status, performance.now() - (sentAt ?? performance.now()));
      sent.read?.(status, body);
    },
  }));
  const result = await autocannon({
    url: storefront,
    connections: people.length,
    duration: seconds,
    timeout: 30,
    requests,
    initialContext: {},
  });
  unanswered += result.errors;
  timeouts += result.timeouts;
}

try {
  const database = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'a fresh embedded database';
  console.log(
    `bench:load: up to ${USERS} people at once (ramp ${RAMP_SECONDS} s, held ${HOLD_SECONDS} s) against the last build, ${database}`,
  );
  const steps = crowdPerStep();
  const customers = steps.reduce((sum, step) => sum + step.shopper + step.buyer, 0);
  serve('commerce-api', 'packages/commerce-api/src/main.ts', {
    API_PORT: String(API_PORT),
    STOREFRONT_PORT: String(STOREFRONT_PORT),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    // Every customer signs in from this one machine's address.
    OTP_MAX_SENDS_PER_ADDRESS: String(customers * 2 + 10),
  });
  serve('storefront', 'packages/storefront/server/main.ts', {
    NODE_ENV: 'production',
    STOREFRONT_PORT: String(STOREFRONT_PORT),
    API_BASE_URL: api,
  });
  await untilReady(`${storefront}/readyz`, 180);

  // Numbers of this run's own (96, then 8 digits): new customers, who sign up on first sign-in.
  const mobilePrefix = `96${String(Date.now() % 100_000).padStart(5, '0')}`;
  let numbered = 0;
  const customersOf = (kind: Kind, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        customer(kind, `${mobilePrefix}${String(numbered++).padStart(3, '0')}`),
      ),
    );
  const deviceOwnerCookies = await signIn(DEVICE_OWNER);
  const groups = [];
  for (const step of steps) {
    groups.push({
      visitor: Array.from({ length: step.visitor }, (): Person => ({ kind: 'visitor' })),
      shopper: await customersOf('shopper', step.shopper),
      buyer: await customersOf('buyer', step.buyer),
      'device owner': Array.from({ length: step['device owner'] }, (): Person => ({
        kind: 'device owner',
        cookies: deviceOwnerCookies,
      })),
    });
  }

  let peakLoad = 0;
  const sampling = setInterval(() => (peakLoad = Math.max(peakLoad, loadavg()[0] ?? 0)), 1000);
  const started = performance.now();
  await Promise.all(
    groups.map(async (group, index) => {
      const startsAfter = (RAMP_SECONDS * index) / RAMP_STEPS;
      await new Promise((resolve) => setTimeout(resolve, startsAfter * 1000));
      const seconds = Math.round(RAMP_SECONDS - startsAfter + HOLD_SECONDS);
      await Promise.all((Object.keys(group) as Kind[]).map((kind) => crowd(kind, group[kind], seconds)));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampling);
  // Payments still on the sandbox's pages finish, and their webhooks arrive.
  await Promise.all(ledger.inSandbox);
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  console.log(`\n${tally.report(seconds).join('\n')}`);
  const serverErrors = tally.statusesFrom(500);
  console.log(
    `\n  people at once: ${USERS} (${Object.entries(SHARES)
      .map(([kind, share]) => `${Math.round(share * 100)}% ${kind}s`)
      .join(', ')}); load average at most ${peakLoad.toFixed(1)} during the run (${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} now)`,
  );
  console.log(
    `  5xx answers: ${[...serverErrors].map(([status, count]) => `${status}×${count}`).join(' ') || 'none'}; ` +
      `no answer: ${unanswered} (timeouts ${timeouts}); sandbox payments that failed: ${ledger.sandboxFailures}\n`,
  );
  for (const line of [...(await logProblems('storefront')), ...(await logProblems('commerce-api'))])
    console.log(line);

  console.log(
    `  place order answered: ${[...ledger.placings].map(([outcome, count]) => `${outcome} ×${count}`).join(', ')}`,
  );

  const logs = `${await logOf('storefront')}\n${await logOf('commerce-api')}`;
  // Whole words only: a six-digit code may be part of a request id or a time by chance.
  const escaped = (secret: string) => secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const leaked = [...secrets].filter((secret) =>
    new RegExp(`(?<![\\w-])${escaped(secret)}(?![\\w-])`).test(logs),
  );
  console.log(
    leaked.length === 0
      ? `\n  logs: none of the ${secrets.size} codes, session cookies and mobile numbers used is in either server's log`
      : `\n  logs: ${leaked.length} secrets written to a log`,
  );

  await stopServers();
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir }, new Date());
  const { facts, problems } = await checkDatabase(db, ledger, mobilePrefix).finally(() => db.close());
  console.log(`\n  database check:\n${facts.map((fact) => `    ${fact}`).join('\n')}`);
  if (problems.length > 0 || leaked.length > 0) {
    console.error(`\n  ${problems.length} problems:\n    ${problems.join('\n    ')}`);
    process.exitCode = 1;
  } else console.log('  database check passed');
} finally {
  await stopServers();
  if (process.env.BENCH_KEEP_LOGS) console.log(`logs kept in ${folder}`);
  else await rm(folder, { recursive: true, force: true });
}
