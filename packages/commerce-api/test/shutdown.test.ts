import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, expect, test, vi } from 'vitest';
import { otpOutboxAnswerSchema, otpSendAnswerSchema, paymentStartSchema } from '@nirmal/domain/contract';
import { collectMigrations } from '../src/db/migrate.ts';
import { openDatabase } from '../src/index.ts';
import { ASHA, cookieHeader, seededDatabase } from './support.ts';
import { AMOUNT, formOf, pathOf } from './payment-support.ts';
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

const web = { 'content-type': 'application/json', 'x-client-type': 'web' };

/** A request whose headers and first bytes go out now and the rest when `finish` is called. */
function halfSent(url: string, headers: Record<string, string>, body: string) {
  const sending = request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': Buffer.byteLength(body) },
  });
  const answered = once(sending, 'response') as Promise<[IncomingMessage]>;
  sending.write(body.slice(0, 5));
  return {
    finish: () => sending.end(body.slice(5)),
    answer: answered.then(async ([response]) => ({
      status: response.statusCode,
      location: response.headers.location,
      body: await text(response),
    })),
  };
}

/** A GET on a connection of the agent's, or a new one of its own (fetch's would be its pool's): its status. */
function onConnection(url: string, agent: Agent | false = false): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { 'x-client-type': 'web' } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).once('error', reject);
  });
}

async function signIn(url: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${url}${path}`, { method: 'POST', headers: web, body: JSON.stringify(body) });
  const { requestId } = otpSendAnswerSchema.parse(
    await (await post('/api/public/ecom/v1/otp/send', { mobile: ASHA })).json(),
  ).data;
  const outbox = await fetch(`${url}/api/dev/otp-outbox?mobile=${ASHA}`);
  const { otp } = otpOutboxAnswerSchema.parse(await outbox.json()).data;
  return cookieHeader(await post('/api/public/ecom/v1/otp/verify', { mobile: ASHA, otp, requestId }));
}

const postForm = (url: string, action: string, fields: Record<string, string>) =>
  fetch(`${url}${pathOf(action)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then((response) => response.text());

/**
 * Pays the order in the sandbox with the webhook held back, as far as the provider's return: the
 * form the browser would post to the shop, which alone can pay the order.
 */
async function paidInSandbox(url: string, cookies: string, orderId: string) {
  const initiated = await fetch(`${url}/api/payment/initiate`, {
    method: 'POST',
    headers: { ...web, cookie: cookies },
    body: JSON.stringify({ orderId, provider: 'RAZORPAY' }),
  });
  const { handoff } = paymentStartSchema.parse(((await initiated.json()) as { data: unknown }).data);
  const page = formOf(await postForm(url, handoff.action, handoff.fields));
  return formOf(
    await postForm(url, page.action, {
      ...page.fields,
      method: 'card',
      outcome: 'success',
      webhook: 'never',
    }),
  );
}

// A start over a data folder on disk, a crowd of requests and a clean stop: 15 s, up to 45 s on a busy machine.
test(
  'on SIGTERM under load commerce-api refuses new connections, finishes every request in flight, a payment callback among them, and the order is paid once',
  { timeout: 90_000 },
  async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'commerce-api-shutdown-'));
    // Filled from the seeded dump: a brand-new embedded database's initdb would take far longer.
    const seeded = await openDatabase({ dataDir, loadDataDir: await seededDatabase() }, new Date());
    const orderId = `ODSHUTDOWN${Date.now()}`;
    await seeded.query(
      `INSERT INTO orders (id, customer_id, kind, status, refund_state, mrp_paise, price_paise, coupon_discount_paise,
         exchange_value_paise, promotion_discount_paise, delivery_charge_paise, amount_paise, discounts,
         price_version, placed_at, updated_at)
       SELECT $1, id, 'product', 'awaiting_payment', 'none', $2, $2, 0, 0, 0, 0, $2, '[]', 'v1', now(), now()
         FROM customers WHERE mobile = $3`,
      [orderId, AMOUNT, ASHA],
    );
    await seeded.close();
    const api = await startApiProcess(dataDir);
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(200);
    // Longer than any client keeps an idle connection, so a client never sends on one the server closed.
    expect(ready.headers.get('keep-alive')).toBe('timeout=65');

    const cookies = await signIn(api.url);
    const providerReturn = await paidInSandbox(api.url, cookies, orderId);

    // In flight at SIGTERM: the provider's return half sent, a sign-in code being asked for, and a
    // crowd of catalogue searches, which the embedded database answers one after another.
    const callback = halfSent(
      `${api.url}${pathOf(providerReturn.action)}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams(providerReturn.fields).toString(),
    );
    const otpSend = halfSent(`${api.url}/api/public/ecom/v1/otp/send`, web, JSON.stringify({ mobile: ASHA }));
    // On keep-alive connections the server has already taken (as the storefront's are), so each
    // search is in flight the moment it is sent, read or not.
    const searching = new Agent({ keepAlive: true });
    const search = () => onConnection(`${api.url}/api/public/v1/search?q=purifier`, searching);
    await Promise.all(Array.from({ length: 20 }, search));
    const searches = Array.from({ length: 20 }, search);
    await pause(300);

    const signalled = performance.now();
    api.child.kill('SIGTERM');
    // The process takes the signal between two of the searches.
    await vi.waitFor(() => expect(api.output()).toContain('commerce-api stopping'), { timeout: 10_000 });
    // No new connections while the server drains.
    await expect(onConnection(`${api.url}/healthz`)).rejects.toThrow('ECONNREFUSED');

    callback.finish();
    otpSend.finish();
    expect(await callback.answer).toMatchObject({
      status: 303,
      location: expect.stringContaining('/payment/success/'),
    });
    const sent = await otpSend.answer;
    expect(sent.status).toBe(200);
    const { requestId } = otpSendAnswerSchema.parse(JSON.parse(sent.body)).data;
    expect(await Promise.all(searches)).toEqual(Array(20).fill(200));
    searching.destroy();

    const [code, signal] = await api.exited;
    const stopMs = performance.now() - signalled;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(api.output()).toMatch(/commerce-api stopped cleanly in \d+ ms/);
    // Most of the time was the 300 ms pauses above; the database closes in well under the deadline.
    expect(stopMs).toBeLessThan(10_000);

    // The database reopens with nothing to recover or migrate, and holds what the last requests wrote.
    const db = await openDatabase({ dataDir }, new Date());
    try {
      const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(recorded.map(({ name }) => name).sort()).toEqual(
        (await collectMigrations(modules)).map(({ name }) => name).sort(),
      );
      expect(await db.query('SELECT id FROM otp_requests WHERE id = $1', [requestId])).toHaveLength(1);
      expect(await db.query('SELECT status FROM orders WHERE id = $1', [orderId])).toEqual([
        { status: 'paid' },
      ]);
      expect(
        await db.query(
          `SELECT (SELECT count(*)::int FROM order_events WHERE order_id = $1 AND status = 'paid') AS paid,
                  (SELECT count(*)::int FROM payment_attempts WHERE order_id = $1 AND state = 'captured') AS captured`,
          [orderId],
        ),
      ).toEqual([{ paid: 1, captured: 1 }]);
    } finally {
      await db.close();
    }
  },
);
