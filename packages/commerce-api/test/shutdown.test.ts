import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, expect, test } from 'vitest';
import { otpSendAnswerSchema } from '@nirmal/domain/contract';
import { collectMigrations } from '../src/db/migrate.ts';
import { openDatabase } from '../src/index.ts';
import { ASHA, seededDatabase } from './support.ts';
import { modules } from '../src/modules/index.ts';

let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `node src/main.ts` on a free port over `dataDir`; resolves with its URL once it listens. */
async function startApiProcess(folder: string) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, API_PORT: '0', DATA_DIR: folder, NODE_ENV: 'test', SHUTDOWN_TIMEOUT_MS: '10000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const url = await new Promise<string>((resolve, reject) => {
    const listening = () => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', listening);
    void exited.then(([code]) =>
      reject(new Error(`commerce-api exited (${code}) before listening:\n${output}`)),
    );
  });
  return { child, url, exited, output: () => output };
}

// A start over a data folder on disk and a clean stop: seconds on a busy machine.
test(
  'on SIGTERM commerce-api refuses new connections, finishes the request in flight, closes the database and exits 0',
  { timeout: 60_000 },
  async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'commerce-api-shutdown-'));
    // Filled from the seeded dump: a brand-new embedded database's initdb would take far longer.
    await (await openDatabase({ dataDir, loadDataDir: await seededDatabase() }, new Date())).close();
    const api = await startApiProcess(dataDir);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);

    // A request in flight: its headers and half its body are sent before SIGTERM, the rest after.
    const body = JSON.stringify({ mobile: ASHA });
    const inFlight = request(`${api.url}/api/public/ecom/v1/otp/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-client-type': 'web',
      },
    });
    const answered = once(inFlight, 'response') as Promise<[IncomingMessage]>;
    inFlight.write(body.slice(0, 5));
    await pause(300);

    const signalled = performance.now();
    api.child.kill('SIGTERM');
    await pause(300);
    // No new connections while the server drains.
    await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();

    inFlight.end(body.slice(5));
    const [response] = await answered;
    expect(response.statusCode).toBe(200);
    const sent = otpSendAnswerSchema.parse(JSON.parse(await text(response))).data;

    const [code, signal] = await api.exited;
    const stopMs = performance.now() - signalled;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(api.output()).toMatch(/commerce-api stopped cleanly in \d+ ms/);
    // Most of the time was the 300 ms pauses above; the database closes in well under the deadline.
    expect(stopMs).toBeLessThan(10_000);

    // The database reopens with nothing to recover or migrate, and holds what the last request wrote.
    const db = await openDatabase({ dataDir }, new Date());
    try {
      const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(recorded.map(({ name }) => name).sort()).toEqual(
        (await collectMigrations(modules)).map(({ name }) => name).sort(),
      );
      expect(await db.query('SELECT id FROM otp_requests WHERE id = $1', [sent.requestId])).toHaveLength(1);
    } finally {
      await db.close();
    }
  },
);
