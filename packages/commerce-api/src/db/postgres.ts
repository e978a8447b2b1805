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

/** A PostgreSQL server (DATABASE_URL) through postgres.js. */
export function openPostgres(databaseUrl: string): Database {
  const sql = postgres(databaseUrl, { onnotice: () => {} });
  return {
    ...queryable(sql),
    transaction: async (work) =>
      (await sql.begin((tx) => work(queryable(tx)))) as Awaited<ReturnType<typeof work>>,
    close: () => sql.end({ timeout: 5 }),
  };
}
