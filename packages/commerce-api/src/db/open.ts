import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import type { MigratingModule } from './migrate.ts';
import { openPglite } from './pglite.ts';
import type { PgliteSource } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { seed } from './seed.ts';
import type { SeedingModule } from './seed.ts';

export type DatabaseSource = { databaseUrl: string } | PgliteSource;

/** Opens the database, brings its schema up to date and adds any missing demo data of the modules. */
export async function openDatabaseWith(
  source: DatabaseSource,
  now: Date,
  modules: readonly (MigratingModule & SeedingModule)[],
): Promise<Database> {
  const db = 'databaseUrl' in source ? openPostgres(source.databaseUrl) : await openPglite(source);
  try {
    await migrate(db, modules);
    await db.transaction((tx) => seed(tx, now, modules));
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
