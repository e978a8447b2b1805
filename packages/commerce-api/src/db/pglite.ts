import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';

/**
 * Where an embedded database lives: a folder, or process memory when no folder is given. A dump
 * (PGlite's `dumpDataDir`) fills a new database, which is much faster than creating one.
 */
export interface PgliteSource {
  dataDir?: string;
  loadDataDir?: Blob;
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  };
}

export async function openPglite(source: PgliteSource): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    // The catalogue's search corrects typos with trigrams; its migration creates the extension.
    extensions: { pg_trgm },
    ...(source.dataDir !== undefined && { dataDir: source.dataDir }),
    ...(source.loadDataDir !== undefined && { loadDataDir: source.loadDataDir }),
  });
  return {
    ...queryable(pglite),
    pglite,
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
