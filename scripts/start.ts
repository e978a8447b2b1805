// `pnpm start`: builds the system, then runs commerce-api, the storefront (production server
// rendering) and the static Storybook together until Ctrl-C. `--no-build` reuses the last build.
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.ts';
import { repoRoot, startService, waitForHttp } from './process.ts';
import { serveStatic } from './serve-static.ts';

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

const services: ChildProcess[] = [];
const staticServers: Server[] = [];
let stopping = false;

function stop(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  const running = services.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const server of staticServers) server.close();
  if (running.length === 0) process.exit(exitCode);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      if (--left === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  // A service that ignores SIGTERM is not allowed to keep the terminal.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

function supervise(name: string, child: ChildProcess): void {
  services.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the others.`);
    stop(1);
  });
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

supervise(
  'commerce-api',
  startService('api', ['packages/commerce-api/src/main.ts'], { ...process.env, API_PORT: String(ports.api) }),
);
supervise(
  'storefront',
  startService('storefront', ['packages/storefront/server/main.ts'], {
    ...process.env,
    NODE_ENV: 'production',
    STOREFRONT_PORT: String(ports.storefront),
    API_BASE_URL: process.env.API_BASE_URL ?? apiBase,
    CMS_BASE_URL: process.env.CMS_BASE_URL ?? process.env.API_BASE_URL ?? apiBase,
  }),
);
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
