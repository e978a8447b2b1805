// `pnpm start`: builds the system, then runs commerce-api, the storefront (production server
// rendering) and the static Storybook together until Ctrl-C. `--no-build` reuses the last build.
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.ts';
import { repoRoot, startService, waitForHttp } from './process.ts';
import { serveStatic } from './serve-static.ts';
import { supervise } from './supervisor.ts';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports = {
  storefront: port('STOREFRONT_PORT', 3000),
  api: port('API_PORT', 4000),
  storybook: port('STORYBOOK_PORT', 6006),
};
const apiBase = `http://localhost:${ports.api}`;
const started = performance.now();

if (!process.argv.includes('--no-build')) {
  console.log('Building Nirmal (a first start on a fresh clone takes about a minute)…');
  await buildAll();
}
for (const built of ['packages/storefront/build/server/index.js', 'storybook-static/index.html']) {
  if (!existsSync(join(repoRoot, built))) {
    console.error(`Missing ${built}: run \`pnpm start\` without --no-build first.`);
    process.exit(1);
  }
}

const staticServers: Server[] = [];
let stopping = false;

// A service that dies is started again (after 0.5 s, doubling to 30 s while it keeps failing) and
// the others keep serving; only Ctrl-C or SIGTERM stops them all.
const supervisor = supervise(
  [
    {
      name: 'commerce-api',
      start: () =>
        startService('api', ['packages/commerce-api/src/main.ts'], {
          ...process.env,
          API_PORT: String(ports.api),
        }),
    },
    {
      name: 'storefront',
      start: () =>
        startService('storefront', ['packages/storefront/server/main.ts'], {
          ...process.env,
          NODE_ENV: 'production',
          STOREFRONT_PORT: String(ports.storefront),
          API_BASE_URL: process.env.API_BASE_URL ?? apiBase,
          CMS_BASE_URL: process.env.CMS_BASE_URL ?? process.env.API_BASE_URL ?? apiBase,
        }),
    },
  ],
  { log: (line) => console.error(`[start] ${line}`) },
);

function stop(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const server of staticServers) server.close();
  // The supervisor sends SIGTERM and kills a service that ignores it for 10 s.
  void supervisor.stop().then(() => process.exit(exitCode));
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

await serveStatic(join(repoRoot, 'storybook-static'), ports.storybook).then(
  (server) => staticServers.push(server),
  (error: Error) => {
    console.error(`Storybook could not listen on port ${ports.storybook}: ${error.message}`);
    stop(1);
  },
);

try {
  // The API first: the storefront's pages call it, and would only log its absence.
  await waitForHttp(`${apiBase}/api/features`);
  await waitForHttp(`http://localhost:${ports.storefront}/`);
} catch (error) {
  console.error((error as Error).message);
  stop(1);
}

if (!stopping) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`
Nirmal is ready (${seconds} s):
  Storefront   http://localhost:${ports.storefront}
  API          ${apiBase}
  Storybook    http://localhost:${ports.storybook}
Press Ctrl-C to stop all three.`);
}
