import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { consoleLogger } from './logger.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import type { DatabaseSource } from './db/open.ts';
import type { Logger } from './logger.ts';
import type { SmsSender } from './modules/otp/sms.ts';

export { createApp } from './app.ts';
export type { AppOptions } from './app.ts';
export { loadConfig } from './config.ts';
export type { Config } from './config.ts';
export type { Clock } from './clock.ts';
export type { Database, Queryable } from './db/database.ts';
export { openDatabase } from './db/open.ts';
export type { DatabaseSource } from './db/open.ts';
export type { Logger } from './logger.ts';
export type { OtpMessage, SmsSender } from './modules/otp/sms.ts';

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
  logger?: Logger;
  clock?: Clock;
}

export interface RunningApi {
  url: string;
  port: number;
  close(): Promise<void>;
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
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
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
      logger: options.logger ?? consoleLogger,
    });
    return {
      url: `http://localhost:${port}`,
      port,
      async close() {
        await stop();
        await opened.close();
      },
    };
  } catch (error) {
    await stop();
    await db?.close();
    throw error;
  }
}
