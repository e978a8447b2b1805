// Backups of commerce-api's database: the embedded database's folder as PGlite's own dump (a
// gzipped tarball of the folder), a PostgreSQL database by pg_dump's custom format.
import { spawn } from 'node:child_process';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openPglite } from './pglite.ts';

/** Which database: a PostgreSQL server, or the folder of the embedded one. */
export type BackupSource = { databaseUrl: string } | { dataDir: string };

/** What `restoreDatabase` did with the folder it replaced (embedded databases only). */
export interface Restored {
  /** Where the embedded database that was there before now is: nothing is ever deleted. */
  replacedFolder?: string;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * An open embedded database keeps `postmaster.pid` in its folder until it is closed: two
 * processes on one folder would corrupt it, so backup and restore wait for commerce-api to stop.
 */
async function refuseWhileOpen(dataDir: string): Promise<void> {
  if (await exists(`${dataDir}/postmaster.pid`)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use: stop commerce-api first (one process at a time may ` +
        'open it). If commerce-api is not running, it was stopped without closing the database: start it ' +
        'once and stop it with Ctrl-C or SIGTERM, then try again.',
    );
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client).`,
            )
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** Writes a backup of the database to `file` (its folder is made if missing). */
export async function backupDatabase(source: BackupSource, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  if ('databaseUrl' in source) {
    // A consistent snapshot while the shop keeps running, without owners or grants so it restores anywhere.
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      source.databaseUrl,
    ]);
    return;
  }
  await refuseWhileOpen(source.dataDir);
  if (!(await exists(`${source.dataDir}/PG_VERSION`))) {
    throw new Error(`There is no embedded database in ${source.dataDir} to back up.`);
  }
  const db = await openPglite({ dataDir: source.dataDir });
  try {
    const dump = await db.pglite.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

const isEmptyFolder = async (path: string) => !(await exists(path)) || (await readdir(path)).length === 0;

/**
 * Puts the database back as the backup in `file` has it. PostgreSQL: the backup's tables are
 * dropped and restored in one transaction. Embedded: the backup is loaded into a new folder at
 * `dataDir`, and the folder that was there is kept beside it; if the backup cannot be loaded,
 * everything is left as it was.
 */
export async function restoreDatabase(source: BackupSource, file: string): Promise<Restored> {
  if (!(await exists(file))) throw new Error(`There is no backup at ${file}.`);
  if ('databaseUrl' in source) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${source.databaseUrl}`,
      file,
    ]);
    return {};
  }
  const { dataDir } = source;
  await refuseWhileOpen(dataDir);
  const replacedFolder = (await isEmptyFolder(dataDir))
    ? undefined
    : `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  if (replacedFolder) await rename(dataDir, replacedFolder);
  try {
    const db = await openPglite({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
    try {
      await db.query('SELECT count(*) FROM schema_migrations');
    } finally {
      await db.close();
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    if (replacedFolder) await rename(replacedFolder, dataDir);
    throw new Error(
      `${file} is not a backup of commerce-api's embedded database (${(error as Error).message}); ${dataDir} is as it was.`,
      { cause: error },
    );
  }
  return replacedFolder ? { replacedFolder } : {};
}
