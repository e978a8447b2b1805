// `pnpm db:backup [file]` and `pnpm db:restore <file>`: commerce-api's database, the embedded one in
// DATA_DIR or PostgreSQL by DATABASE_URL, as `node src/main.ts` would open it (see docs/operating.md).
import { join, resolve } from 'node:path';
import { backupDatabase, restoreDatabase, type BackupSource } from './db/backup.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
// pnpm runs scripts from the workspace root; a file is named from the folder the command was typed in.
const here = process.env.INIT_CWD ?? process.cwd();
const [command, fileArgument] = process.argv.slice(2);

const source: BackupSource = process.env.DATABASE_URL
  ? { databaseUrl: process.env.DATABASE_URL }
  : { dataDir: resolve(process.env.DATA_DIR || join(repoRoot, '.data/commerce-api')) };
const described =
  'databaseUrl' in source
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${source.dataDir}`;

function defaultBackupFile(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = 'databaseUrl' in source ? 'dump' : 'tar.gz';
  return join(repoRoot, '.data/backups', `commerce-api-${stamp}.${extension}`);
}

try {
  if (command === 'backup') {
    const file = fileArgument ? resolve(here, fileArgument) : defaultBackupFile();
    await backupDatabase(source, file);
    console.log(`Backed up ${described} to ${file}`);
  } else if (command === 'restore' && fileArgument) {
    const file = resolve(here, fileArgument);
    const { replacedFolder } = await restoreDatabase(source, file);
    console.log(`Restored ${described} from ${file}`);
    if (replacedFolder) console.log(`The database that was there is kept in ${replacedFolder}`);
  } else {
    console.error('Usage: pnpm db:backup [file]  |  pnpm db:restore <file>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
