import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Queryable } from './database.ts';

/** What the runner needs of a module: its name and its folder of migrations, if it has one. */
export interface MigratingModule {
  name: string;
  migrations?: string;
}

export interface Migration {
  /** Recorded in schema_migrations: `<module>/<file>`. */
  name: string;
  file: string;
  number: number;
}

/** An arbitrary constant: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 72_310_001;

const MIGRATION_FILE = /^(\d+)_[\w-]+\.sql$/;

/**
 * Before the schema was split by area it was one file. A database that ran it has the tables of
 * these migrations, which are recorded for it instead.
 */
const INITIAL_SCHEMA = '001_initial.sql';
const SPLIT_FROM_INITIAL_SCHEMA = [
  'account/001_customers_and_sessions.sql',
  'otp/002_otp_requests.sql',
  'assets/003_assets.sql',
  'features/004_feature_flags.sql',
  'content/005_content_documents.sql',
];

/** Every module's migrations in the order of their numbers, which must be unique across modules. */
export async function collectMigrations(modules: readonly MigratingModule[]): Promise<Migration[]> {
  const migrations: Migration[] = [];
  for (const module of modules) {
    if (!module.migrations) continue;
    for (const fileName of await readdir(module.migrations)) {
      const match = MIGRATION_FILE.exec(fileName);
      if (!match) throw new Error(`${module.name}/migrations/${fileName} is not named <number>_<what>.sql`);
      migrations.push({
        name: `${module.name}/${fileName}`,
        file: join(module.migrations, fileName),
        number: Number(match[1]),
      });
    }
  }
  migrations.sort((a, b) => a.number - b.number);
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous?.number === migration.number) {
      throw new Error(
        `Migrations ${previous.name} and ${migration.name} share the number ${migration.number}`,
      );
    }
  });
  return migrations;
}

async function recordSplitOfInitialSchema(tx: Queryable, done: Set<string>): Promise<void> {
  if (!done.delete(INITIAL_SCHEMA)) return;
  await tx.query('DELETE FROM schema_migrations WHERE name = $1', [INITIAL_SCHEMA]);
  for (const name of SPLIT_FROM_INITIAL_SCHEMA) {
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    done.add(name);
  }
}

/** Applies, in number order, every module migration not yet recorded in schema_migrations. */
export async function migrate(db: Database, modules: readonly MigratingModule[]): Promise<string[]> {
  const migrations = await collectMigrations(modules);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    await recordSplitOfInitialSchema(tx, done);
    const applied: string[] = [];
    for (const migration of migrations.filter(({ name }) => !done.has(name))) {
      await tx.exec(await readFile(migration.file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
