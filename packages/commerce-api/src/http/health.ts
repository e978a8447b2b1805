import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from './app-env.ts';

/** How long /readyz waits for the database before it answers that it is not ready. */
const READY_TIMEOUT_MS = 2_000;

const NO_STORE = { 'cache-control': 'no-store' };

/** Migrations this build knows of that the database has not recorded: empty when it is up to date. */
export async function pendingMigrations(db: Database, known: readonly string[]): Promise<string[]> {
  const recorded = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map(({ name }) => name),
  );
  return known.filter((name) => !recorded.has(name));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /healthz`: the process is alive and serving (a liveness probe restarts it when this fails).
 * `GET /readyz`: the database answers and has every migration of this build (a load balancer sends
 * traffic only while this is 200). Plain routes outside the contract, never cached.
 */
export function healthRoutes(
  app: Hono<AppEnv>,
  db: Database,
  knownMigrations: () => Promise<readonly string[]>,
): void {
  let known: Promise<readonly string[]> | undefined;
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    try {
      known ??= knownMigrations();
      const pending = await withTimeout(
        known.then((names) => pendingMigrations(db, names)),
        READY_TIMEOUT_MS,
      );
      if (pending.length > 0) {
        return c.json({ status: 'not ready', reason: 'migrations pending', pending }, 503, NO_STORE);
      }
      return c.json({ status: 'ready' }, 200, NO_STORE);
    } catch (error) {
      known = undefined;
      const reason = `database unreachable: ${error instanceof Error ? error.message : String(error)}`;
      return c.json({ status: 'not ready', reason }, 503, NO_STORE);
    }
  });
}
