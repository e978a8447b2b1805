import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { jsonLogger } from './logger.ts';
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
/** How often a closing server drops connections that have finished their request. */
const DRAIN_POLL_MS = 50;

/** Closes the server gracefully: resolves once every connection has ended, cut or not. */
function drain(server: ReturnType<typeof serve>, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const httpServer = server as Server;
    // Keep-alive connections go as soon as they are idle; busy ones when their answer is sent.
    const idle = setInterval(() => httpServer.closeIdleConnections(), DRAIN_POLL_MS);
    const deadline = setTimeout(() => httpServer.closeAllConnections(), graceMs);
    httpServer.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
    httpServer.closeIdleConnections();
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
  const stop = (graceMs = 0) => drain(server, graceMs);
  let db: Database | undefined;
  try {
    const config = { ...loadConfig({ ...process.env, API_PORT: String(port) }), ...options.env };
    const clock = options.clock ?? systemClock;
    const opened = await openDatabase(databaseSource(options), clock());
    db = opened;
    app = await createApp({
      db: opened,
      config,
      clock,
      smsSender: options.smsSender,
      emailSender: options.emailSender,
      logger: options.logger ?? jsonLogger(),
    });
    return {
      url: `http://localhost:${port}`,
      port,
      async close({ graceMs = DEFAULT_GRACE_MS } = {}) {
        await stop(graceMs);
        // Closing the embedded database writes its files out cleanly.
        await opened.close();
      },
    };
  } catch (error) {
    await stop();
    await db?.close();
    throw error;
  }
}
