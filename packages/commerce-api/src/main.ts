// `node src/main.ts`: commerce-api as a process, configured by environment variables (see docs/configuration.md).
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startCommerceApi } from './index.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const port = Number(process.env.API_PORT || 4000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`API_PORT must be a port number, not "${process.env.API_PORT}".`);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || join(repoRoot, '.data/commerce-api'));
if (!databaseUrl) await mkdir(dataDir, { recursive: true });

const started = performance.now();
const api = await startCommerceApi({ port, databaseUrl, dataDir }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const store = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${dataDir}`;
console.log(
  `commerce-api listening on http://localhost:${api.port} (${store}, ready in ${Math.round(performance.now() - started)} ms)`,
);

/** How long requests in flight may take to finish once SIGTERM arrives (SHUTDOWN_TIMEOUT_MS). */
const graceMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  const stopStarted = performance.now();
  console.log(`commerce-api stopping (${signal}): finishing requests in flight (at most ${graceMs} ms)`);
  try {
    // No new connections; requests in flight finish; then the database is closed, which flushes the
    // embedded database's files before the process ends.
    await api.close({ graceMs });
    console.log(`commerce-api stopped cleanly in ${Math.round(performance.now() - stopStarted)} ms`);
    process.exit(0);
  } catch (error) {
    console.error('commerce-api could not stop cleanly', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
