import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import type { PgliteSource } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { seed } from './seed.ts';

export type DatabaseSource = { databaseUrl: string } | PgliteSource;

/** Opens the database, brings its schema up to date and adds any missing demo data. */
export async function openDatabase(source: DatabaseSource, now: Date): Promise<Database> {
  const db = 'databaseUrl' in source ? openPostgres(source.databaseUrl) : await openPglite(source);
  try {
    await migrate(db);
    await db.transaction((tx) => seed(tx, now));
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
