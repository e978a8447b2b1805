import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterEach, describe, expect, test } from 'vitest';
import { backupDatabase, restoreDatabase, type BackupSource } from '../src/db/backup.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/index.ts';
import { openPglite } from '../src/db/pglite.ts';
import { seededDatabase } from './support.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function scratchFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'commerce-api-backup-'));
  folders.push(folder);
  return folder;
}

/** Every table's rows, as one fingerprint per table: equal fingerprints, equal data. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ print: string | null }>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS print FROM "${name}" t`,
    );
    prints[name] = row?.print ?? '';
  }
  return prints;
}

/** What a bad day does: orders lost, a device gone, the plans' benefits wiped. */
async function damage(db: Database): Promise<void> {
  await db.exec(`
    TRUNCATE orders CASCADE;
    DELETE FROM assets WHERE id = (SELECT min(id) FROM assets);
    DELETE FROM plan_benefits;
  `);
}

async function expectOrdersDevicesAndPlans(db: Database): Promise<void> {
  for (const table of ['orders', 'assets', 'plan_benefits']) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    expect(row?.count, table).toBeGreaterThan(0);
  }
}

// Each test opens an embedded database three or four times and writes a gzipped copy of it.
/**
 * A new database beside TEST_DATABASE_URL's, so that restoring (which drops and makes tables) never
 * meets the other PostgreSQL tests at work on that one.
 */
async function databaseOfItsOwn(url: string): Promise<string> {
  const own = new URL(url);
  own.pathname = `${own.pathname.slice(1)}_backups`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${own.pathname.slice(1)}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${own.pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
  return own.href;
}

describe('db:backup and db:restore', { timeout: 120_000 }, () => {
  test('the embedded database: backed up, changed, restored, every table as it was', async () => {
    const folder = await scratchFolder();
    const dataDir = join(folder, 'data');
    const source: BackupSource = { dataDir };
    const file = join(folder, 'backups', 'nirmal.tar.gz');

    const original = await openPglite({ dataDir, loadDataDir: await seededDatabase() });
    await expectOrdersDevicesAndPlans(original);
    const before = await fingerprint(original);
    // While commerce-api has the folder open, neither backup nor restore touches it.
    await expect(backupDatabase(source, file)).rejects.toThrow(/is in use: stop commerce-api first/);
    await original.close();

    await backupDatabase(source, file);
    const damaged = await openPglite({ dataDir });
    await damage(damaged);
    expect(await fingerprint(damaged)).not.toEqual(before);
    await damaged.close();

    const { replacedFolder } = await restoreDatabase(source, file);
    const restored = await openPglite({ dataDir });
    expect(await fingerprint(restored)).toEqual(before);
    await restored.close();
    // The damaged database is kept beside it, never deleted.
    expect(replacedFolder).toMatch(/data\.replaced-/);
    expect(await readdir(replacedFolder ?? '')).toContain('PG_VERSION');
  });

  test('a file that is no backup leaves the embedded database as it was', async () => {
    const folder = await scratchFolder();
    const dataDir = join(folder, 'data');
    const db = await openPglite({ dataDir, loadDataDir: await seededDatabase() });
    const before = await fingerprint(db);
    await db.close();
    const notABackup = join(folder, 'notes.txt');
    await writeFile(notABackup, 'shopping list');

    await expect(restoreDatabase({ dataDir }, notABackup)).rejects.toThrow(
      `${notABackup} is not a backup of commerce-api's embedded database`,
    );
    await expect(restoreDatabase({ dataDir }, join(folder, 'missing.tar.gz'))).rejects.toThrow(
      'There is no backup at',
    );
    const after = await openPglite({ dataDir });
    expect(await fingerprint(after)).toEqual(before);
    await after.close();
    expect(await readdir(folder)).toEqual(['data', 'notes.txt']);
  });

  const url = process.env.TEST_DATABASE_URL;
  const hasPgTools = spawnSync('pg_dump', ['--version']).status === 0;
  test.skipIf(!url || !hasPgTools)(
    'PostgreSQL by DATABASE_URL: backed up with pg_dump, changed, restored with pg_restore',
    async () => {
      const source: BackupSource = { databaseUrl: await databaseOfItsOwn(url ?? '') };
      const file = join(await scratchFolder(), 'nirmal.dump');
      const db = await openDatabase(source, new Date());
      try {
        await expectOrdersDevicesAndPlans(db);
        const before = await fingerprint(db);
        await backupDatabase(source, file);
        await damage(db);
        expect(await fingerprint(db)).not.toEqual(before);

        await restoreDatabase(source, file);
        expect(await fingerprint(db)).toEqual(before);
      } finally {
        await db.close();
      }
    },
  );
});
