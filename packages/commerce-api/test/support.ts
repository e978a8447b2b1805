import { serve } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject, onTestFinished } from 'vitest';
import {
  CLIENT_TYPE_HEADER,
  SESSION_COOKIE,
  emailOutboxAnswerSchema,
  otpOutboxAnswerSchema,
  otpSendAnswerSchema,
} from '@nirmal/domain/contract';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Config } from '../src/config.ts';
import { openDatabase } from '../src/index.ts';
import type { Database } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';
import type { Logger } from '../src/logger.ts';
import type { EmailSender } from '../src/modules/otp/email.ts';
import type { SmsSender } from '../src/sms.ts';
import { modules } from '../src/modules/index.ts';

export const ASHA = '9000000001';
export const ROHAN = '9000000002';

export const quietLogger: Logger = { info: () => {}, error: () => {} };

let dump: Promise<Blob> | undefined;

/** A copy of the migrated, seeded database the global setup made (read once per worker). */
export function seededDatabase(): Promise<Blob> {
  dump ??= readFile(inject('seededDatabaseDump')).then((bytes) => new Blob([bytes]));
  return dump;
}

/** One per worker (files run without isolation); it ends with the worker. */
let sharedDatabase: Promise<Database> | undefined;

/** Empties every table and seeds again: the state of a brand-new database, in milliseconds. */
async function resetToSeed(db: Database, now: Date): Promise<void> {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
  );
  await db.exec(`TRUNCATE ${tables.map(({ name }) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await db.transaction((tx) => seed(tx, now, modules));
}

/**
 * A database in the freshly seeded state. Loading a copy of the dump takes about half a second, so
 * a worker loads one copy and resets it before each test; `own` gives a test a copy of its own.
 */
async function freshDatabase(now: Date, own: boolean): Promise<Database> {
  if (own) {
    const db = await openDatabase({ loadDataDir: await seededDatabase() }, now);
    onTestFinished(() => db.close());
    return db;
  }
  sharedDatabase ??= seededDatabase().then((dump) => openDatabase({ loadDataDir: dump }, now));
  const db = await sharedDatabase;
  await resetToSeed(db, now);
  return db;
}

/** A clock that stands still until the test moves it. */
export function testClock(start = new Date()) {
  let now = start;
  return {
    now: () => now,
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

export interface RequestOptions extends RequestInit {
  /** The socket peer the request seems to come from. */
  peer?: string;
  cookies?: string;
  json?: unknown;
}

/** commerce-api in-process over a freshly seeded database. */
export async function testApi(
  options: {
    config?: Partial<Config>;
    /** Texts (a service visit's steps) are dropped unless it sends them too. */
    smsSender?: Pick<SmsSender, 'sendOtp'> & Partial<SmsSender>;
    emailSender?: EmailSender;
    ownDatabase?: boolean;
    logger?: Logger;
    /** Wraps the app's outgoing calls, which reach the app itself (its sandbox providers and webhooks). */
    outgoing?: (toApp: typeof fetch) => typeof fetch;
    /** Where the clock starts (now, unless a test depends on the time of day). */
    now?: Date;
  } = {},
) {
  const clock = testClock(options.now);
  const db = await freshDatabase(clock.now(), options.ownDatabase ?? false);
  const config: Config = { ...loadConfig({}), ...options.config };
  // A test app has no network: calls to any address (a provider, the storefront) are served by the app.
  const toApp: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const node = { incoming: { socket: { remoteAddress: '198.51.100.7' } } as IncomingMessage };
    return Promise.resolve(app.request(`${url.pathname}${url.search}`, init, node));
  };
  const app = await createApp({
    db,
    config,
    clock: clock.now,
    logger: options.logger ?? quietLogger,
    smsSender: options.smsSender && { sendText: async () => {}, ...options.smsSender },
    emailSender: options.emailSender,
    fetch: options.outgoing ? options.outgoing(toApp) : toApp,
  });

  function request(
    path: string,
    { peer = '203.0.113.10', cookies, json, headers, ...init }: RequestOptions = {},
  ) {
    const allHeaders = new Headers(headers);
    if (cookies) allHeaders.set('cookie', cookies);
    if (json !== undefined) {
      allHeaders.set('content-type', 'application/json');
      if (!allHeaders.has(CLIENT_TYPE_HEADER)) allHeaders.set(CLIENT_TYPE_HEADER, 'web');
    }
    const body = json === undefined ? init.body : JSON.stringify(json);
    const node = { incoming: { socket: { remoteAddress: peer } } as IncomingMessage };
    return app.request(
      path,
      { method: json === undefined ? 'GET' : 'POST', ...init, body, headers: allHeaders },
      node,
    );
  }

  async function sendOtp(mobile: string, requestOptions: RequestOptions = {}) {
    const response = await request('/api/public/ecom/v1/otp/send', { json: { mobile }, ...requestOptions });
    if (response.status !== 200)
      throw new Error(`OTP send failed: ${response.status} ${await response.text()}`);
    return otpSendAnswerSchema.parse(await response.json()).data;
  }

  async function latestOtp(mobile: string) {
    const response = await request(`/api/dev/otp-outbox?mobile=${mobile}`);
    return otpOutboxAnswerSchema.parse(await response.json()).data;
  }

  /** The newest email the development email sender "delivered" to an address. */
  async function latestEmail(email: string) {
    const response = await request(`/api/dev/email-outbox?email=${encodeURIComponent(email)}`);
    return emailOutboxAnswerSchema.parse(await response.json()).data;
  }

  function verifyOtp(
    body: { mobile: string; otp: string; requestId: string },
    requestOptions: RequestOptions = {},
  ) {
    return request('/api/public/ecom/v1/otp/verify', { json: body, ...requestOptions });
  }

  /** Signs in by OTP and answers the Cookie header a browser would send afterwards. */
  async function signIn(mobile: string): Promise<string> {
    const { requestId } = await sendOtp(mobile);
    const { otp } = await latestOtp(mobile);
    const response = await verifyOtp({ mobile, otp, requestId });
    if (response.status !== 200)
      throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
    return cookieHeader(response);
  }

  return { app, db, clock, config, request, sendOtp, latestOtp, latestEmail, verifyOtp, signIn };
}

export type TestApi = Awaited<ReturnType<typeof testApi>>;

/** The `Set-Cookie` headers of an answer, by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The Cookie header a browser sends back after this answer (cookies being cleared are left out). */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function sessionToken(cookies: string): string | undefined {
  return cookies
    .split('; ')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
}

/** A test app served over HTTP on a free port, for races that go through real connections. */
export async function listening(app: TestApi['app']): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: 0 }, () => resolve(started));
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
