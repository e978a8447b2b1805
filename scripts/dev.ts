// `pnpm dev`: the same three services in watch mode — commerce-api restarts on change, the
// storefront and Storybook run their Vite dev servers with hot reload.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { repoRoot } from './process.ts';

const apiPort = process.env.API_PORT ?? '4000';
const env = { ...process.env, API_BASE_URL: process.env.API_BASE_URL ?? `http://localhost:${apiPort}` };

const services: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'packages/commerce-api/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  }),
  spawn('pnpm', ['--filter', '@nirmal/storefront', 'dev'], { cwd: repoRoot, env, stdio: 'inherit' }),
  spawn('pnpm', ['storybook', '--no-open'], { cwd: repoRoot, env, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of services) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
