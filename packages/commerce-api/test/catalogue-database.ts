import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openPglite } from '../src/db/pglite.ts';
import { catalogueModule } from '../src/modules/catalogue/index.ts';

/**
 * An embedded database holding only the catalogue, migrated and seeded: the catalogue relies on no
 * other module's tables, so its tests and benchmark need nothing else.
 */
export async function openCatalogueDatabase(now: Date) {
  const db = await openPglite({});
  const folder = catalogueModule.migrations ?? '';
  const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) await db.exec(await readFile(join(folder, file), 'utf8'));
  await db.transaction((tx) => catalogueModule.seed?.(tx, now) ?? Promise.resolve());
  return db;
}
