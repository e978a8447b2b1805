// `pnpm bench:payment-links`: the time from an agent's "Create link" to the customer's SMS. The
// seeded call-centre agent (9000000201) signs in, then creates BENCH_LINKS payment links (default
// 200), one after another, for a Gold plan of the demo customer's renewable Aqua UV through the
// in-process API; each is timed from sending POST /api/public/call-centre/create-payment-link to
// the link's SMS row being in the outbox (`sms_outbox`, what GET /api/dev/otp-outbox reads), and
// the median and p95 are printed. Each link places its plan order, which gives up the one before.
//
// On the embedded database, then on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (the
// bench's links, their orders and audit entries stay there, as the agent's own would).
import type { IncomingMessage } from 'node:http';
import {
  CLIENT_TYPE_HEADER,
  amcCalls,
  createPaymentLinkResultSchema,
  otpOutboxAnswerSchema,
  otpSendAnswerSchema,
  paymentLinkCalls,
  planPriceSchema,
} from '@nirmal/domain/contract';
import { createApp, loadConfig, openDatabase } from '../packages/commerce-api/src/index.ts';
import type { Database } from '../packages/commerce-api/src/index.ts';

const LINKS = Number(process.env.BENCH_LINKS ?? 200);
const AGENT = '9000000201';
const CUSTOMER = '9000000001';
const DEVICE = 'AST-100102';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

async function bench(where: string, db: Database) {
  try {
    const app = await createApp({
      db,
      config: loadConfig({}),
      logger: { info: () => {}, error: console.error },
    });
    const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } as IncomingMessage };
    const headers = { [CLIENT_TYPE_HEADER]: 'web', 'content-type': 'application/json' };
    const send = (path: string, init: RequestInit = {}) =>
      Promise.resolve(app.request(path, { ...init, headers: { ...headers, ...init.headers } }, env));
    const post = (path: string, body: unknown, cookie = '') =>
      send(path, { method: 'POST', body: JSON.stringify(body), headers: { cookie } });

    // The customer's price, with the version an agent would see for the same device and tier.
    const customer = await post('/api/session/create', {
      mobile_number: CUSTOMER,
      time_in_millis: Date.now(),
      user_agent: 'bench',
    });
    const priced = await send(`${amcCalls.price.path}?assetId=${DEVICE}&tier=GOLD`, {
      headers: { cookie: cookiesOf(customer) },
    });
    const { priceVersion } = planPriceSchema.parse(((await priced.json()) as { data: unknown }).data);

    const sent = await post('/api/staff/otp/send', { mobile: AGENT });
    const { requestId } = otpSendAnswerSchema.parse(await sent.json()).data;
    const outbox = await send(`/api/dev/otp-outbox?mobile=${AGENT}`);
    const { otp } = otpOutboxAnswerSchema.parse(await outbox.json()).data;
    const verified = await post('/api/staff/otp/verify', { mobile: AGENT, requestId, code: otp });
    if (verified.status !== 200) throw new Error(`Staff sign-in answered ${verified.status}`);
    const agent = cookiesOf(verified);

    const times: number[] = [];
    for (let attempt = 0; attempt < LINKS; attempt += 1) {
      const started = performance.now();
      const answer = await post(
        paymentLinkCalls.create.path,
        {
          purpose: 'plan',
          assetId: DEVICE,
          tier: 'GOLD',
          years: 1 + (attempt % 5),
          priceVersion,
          idempotencyKey: `bench-link-${Date.now()}-${attempt}`.padEnd(24, 'x'),
        },
        agent,
      );
      if (answer.status !== 200)
        throw new Error(`create-payment-link answered ${answer.status}: ${await answer.text()}`);
      const result = createPaymentLinkResultSchema.parse(((await answer.json()) as { data: unknown }).data);
      if (result.outcome !== 'created') throw new Error('The price changed during the bench');
      const [sms] = await db.query('SELECT id FROM sms_outbox WHERE mobile = $1 AND text LIKE $2', [
        CUSTOMER,
        `%${result.link.shortUrl}`,
      ]);
      if (!sms) throw new Error(`No SMS for ${result.link.linkId}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`\n${where}`);
    console.log(
      `  "Create link" to the customer's SMS in the outbox (${LINKS} links): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  } finally {
    await db.close();
  }
}

await bench('Embedded PostgreSQL (PGlite)', await openDatabase({}, new Date()));
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (databaseUrl) await bench('PostgreSQL', await openDatabase({ databaseUrl }, new Date()));
else console.log('\nPostgreSQL: set TEST_DATABASE_URL or DATABASE_URL to measure it too.');
