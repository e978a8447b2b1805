// A PostgreSQL server of a fault run's own: a new cluster in a folder of the run, on a free port,
// that the run may stop and start as it likes (a shared server, such as TEST_DATABASE_URL's, must
// never be restarted under others' tests). PostgreSQL refuses to run as root, so as root its
// programs run as the `postgres` user.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  /** `postgres://…` for commerce-api's DATABASE_URL. */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended at once, transactions in flight rolled back. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The folder of PostgreSQL's server programs: PG_BIN, else Debian's (`/usr/lib/postgresql/<version>/bin`,
 * the newest, which Debian's `postgresql` package keeps off the PATH), else the PATH's.
 */
function serverPrograms(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(join(debian, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] && join(debian, versions[0], 'bin');
}

const programs = serverPrograms();
const program = (name: string) => (programs ? join(programs, name) : name);

export async function startPostgres(folder: string): Promise<PostgresServer> {
  const asRoot = userInfo().uid === 0;
  const cluster = join(folder, 'postgres');
  await mkdir(cluster, { recursive: true });
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout), Number(group));
    await chown(cluster, Number(stdout), Number(group));
  }
  const pg = async (name: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', program(name), ...args]]
      : [program(name), args];
    await run(command, argv);
  };
  const data = join(cluster, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${cluster} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pg('pg_ctl', ['-D', data, '-o', options, '-l', join(cluster, 'server.log'), '-w', 'start']),
    stop: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
  await server.start();
  return server;
}
