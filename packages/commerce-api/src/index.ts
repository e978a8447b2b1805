import { serve } from '@hono/node-server';
import type { Tracing } from '@nirmal/tracing';
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { jsonLogger } from './logger.ts';
import { timerScheduler } from './scheduler.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabaseWith } from './db/open.ts';
import type { DatabaseSource } from './db/open.ts';
import type { Logger } from './logger.ts';
import { modules } from './modules/index.ts';
import type { EmailSender } from './modules/otp/email.ts';
import type { SmsSender } from './sms.ts';

export { createApp } from './app.ts';
export type { AppOptions } from './app.ts';
export { loadConfig } from './config.ts';
export type { Config } from './config.ts';
export type { Clock } from './clock.ts';
export type { Database, Queryable } from './db/database.ts';
export type { DatabaseSource } from './db/open.ts';
export type { Logger } from './logger.ts';
export type { OtpMessage, SmsSender, TextMessage } from './sms.ts';
export { otpSmsText } from './sms.ts';
export type { EmailSender, OtpEmail } from './modules/otp/email.ts';

/** Opens the database, brings its schema up to date and adds any missing demo data of every module. */
export function openDatabase(source: DatabaseSource, now: Date): Promise<Database> {
  return openDatabaseWith(source, now, modules);
}

export interface StartOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  /** A PostgreSQL server; takes precedence over dataDir. */
  databaseUrl?: string;
  /** Folder of the embedded database, or 'memory' (the default) for a throw-away one. */
  dataDir?: string | 'memory';
  /** Overrides of the configuration read from the environment. */
  env?: Partial<Config>;
  smsSender?: SmsSender;
  /** Where email codes go; by default the SMTP server of SMTP_URL (see createApp). */
  emailSender?: EmailSender;
  logger?: Logger;
  clock?: Clock;
}

export interface RunningApi {
  url: string;
  port: number;
  /**
   * Stops taking connections, lets the requests in flight finish (for at most `graceMs`, default
   * 10 s, after which their connections are cut), then closes the database.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

const DEFAULT_GRACE_MS = 10_000;
/**
 * How long an idle keep-alive connection stays open: longer than a balancer keeps one (typically
 * 60 s), and announced as `Keep-Alive: timeout=65`, which the storefront's fetch takes less a
 * margin, so it is the client that closes an idle connection. Were the server first, a busy client
 * could send its next call on a connection just closed under it, and the call would fail with
 * ECONNRESET.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often a closing server drops connections that have finished their request. */
const DRAIN_POLL_MS = 50;
/**
 * How long a closing server waits before it drops idle connections. A request may have reached an
 * idle keep-alive connection but not been read yet (the process busy with the database); dropping
 * that connection at once would lose the request. Meanwhile it is read and answered.
 */
const DRAIN_SETTLE_MS = 1_000;

/** Closes the server gracefully: resolves once every connection has ended, cut or not. */
function drain(server: ReturnType<typeof serve>, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const httpServer = server as Server;
    // Answers from now on end their keep-alive connection; idle ones go after the settling time.
    httpServer.on('request', (_request, response: ServerResponse) =>
      response.setHeader('connection', 'close'),
    );
    let idle: NodeJS.Timeout | undefined;
    const settled = setTimeout(
      () => {
        httpServer.closeIdleConnections();
        idle = setInterval(() => httpServer.closeIdleConnections(), DRAIN_POLL_MS);
      },
      Math.min(DRAIN_SETTLE_MS, graceMs),
    );
    const deadline = setTimeout(() => httpServer.closeAllConnections(), graceMs);
    // net.Server's close stops listening and waits for the connections to end; http.Server's would
    // also drop the idle ones at once.
    NetServer.prototype.close.call(httpServer, () => {
      clearTimeout(settled);
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
  });
}

function databaseSource({ databaseUrl, dataDir = 'memory' }: StartOptions): DatabaseSource {
  if (databaseUrl) return { databaseUrl };
  return dataDir === 'memory' ? {} : { dataDir };
}

/** Opens (migrates, seeds) the database and serves the API until `close()`. */
export async function startCommerceApi(options: StartOptions = {}): Promise<RunningApi> {
  // Listening comes first: the port (a free one when 0 is asked) is part of the configuration, as
  // the address the payment sandbox and its webhooks are reached at.
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve(
      {
        fetch: (request, env) => app?.fetch(request, env) ?? new Response('Starting', { status: 503 }),
        port: options.port ?? 4000,
      },
      () => resolve(listening),
    );
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  (server as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  (server as Server).headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const stop = (graceMs = 0) => drain(server, graceMs);
  let db: Database | undefined;
  let tracing: Tracing | undefined;
  const logger = options.logger ?? jsonLogger();
  const scheduler = timerScheduler(logger);
  try {
    const config = { ...loadConfig({ ...process.env, API_PORT: String(port) }), ...options.env };
    // The SDK is loaded only when tracing is on: off, the spans of `@opentelemetry/api` are no-ops.
    tracing = config.tracing && (await import('@nirmal/tracing')).startTracing(config.tracing);
    const clock = options.clock ?? systemClock;
    const opened = await openDatabase(databaseSource(options), clock());
    db = opened;
    app = await createApp({
      scheduler,
      db: opened,
      config,
      clock,
      smsSender: options.smsSender,
      emailSender: options.emailSender,
      logger,
    });
    return {
      url: `http://localhost:${port}`,
      port,
      async close({ graceMs = DEFAULT_GRACE_MS } = {}) {
        await stop(graceMs);
        await scheduler.stop();
        // Closing the embedded database writes its files out cleanly.
        await opened.close();
        await tracing?.shutdown();
      },
    };
  } catch (error) {
    await stop();
    await scheduler.stop();
    await db?.close();
    await tracing?.shutdown();
    throw error;
  }
}
