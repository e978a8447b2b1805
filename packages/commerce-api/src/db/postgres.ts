import postgres from 'postgres';
import type { Database, Queryable } from './database.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

function queryable(sql: Sql): Queryable {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as Row[];
    },
    async exec(script: string) {
      await sql.unsafe(script);
    },
  };
}

/**
 * Seconds a closed connection waits before it connects again, after `attempt` failed tries in a row.
 * postgres.js's own grows to 20 s, and a query given to that connection waits it out: after a
 * database restart requests would hang that long. Short and capped, a request waits at most a second.
 */
export const reconnectDelaySeconds = (attempt: number) => Math.min(0.05 * 2 ** attempt, 1);

/** A PostgreSQL server (DATABASE_URL) through postgres.js. */
export function openPostgres(databaseUrl: string): Database {
  const sql = postgres(databaseUrl, { onnotice: () => {}, backoff: reconnectDelaySeconds });
  return {
    ...queryable(sql),
    transaction: async (work) =>
      (await sql.begin((tx) => work(queryable(tx)))) as Awaited<ReturnType<typeof work>>,
    close: () => sql.end({ timeout: 5 }),
  };
}
