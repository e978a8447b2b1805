import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { seed } from '../src/db/seed.ts';
import { modules } from '../src/modules/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabaseDump: string;
  }
}

export default async function setup({ provide }: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'commerce-api-test-'));
  const db = await openPglite({});
  await migrate(db, modules);
  await db.transaction((tx) => seed(tx, new Date(), modules));
  const dump = await db.pglite.dumpDataDir('none');
  await db.close();
  const file = join(folder, 'seeded.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  provide('seededDatabaseDump', file);
  return () => rm(folder, { recursive: true, force: true });
}
