import { expect, test } from 'vitest';
import {
  appConfigAnswerSchema,
  assetListAnswerSchema,
  otpOutboxAnswerSchema,
  otpSendAnswerSchema,
} from '@nirmal/domain/contract';
import { openPostgres } from '../src/db/postgres.ts';
import { openDatabase, startCommerceApi } from '../src/index.ts';
import { raceForTheLastUse } from './coupon-usage.ts';
import { raceForTheLastPlace, raceToBookTheLastPlace } from './service-support.ts';
import { ROHAN, cookieHeader, quietLogger } from './support.ts';
import {
  AQUA_RO,
  newKey,
  overHttp,
  placeOrder,
  raceForStock,
  readyToBuy,
  setStock,
  stockAt,
} from './orders-support.ts';
import type { Shop } from './orders-support.ts';

// The PostgreSQL adapter against a real server, when one is given. Its `public` schema is wiped.
const databaseUrl = process.env.TEST_DATABASE_URL;

/** The test database's URL, its `public` schema dropped and made again. */
async function wipedDatabase(): Promise<string> {
  const url = databaseUrl ?? '';
  const wipe = openPostgres(url);
  await wipe.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await wipe.close();
  return url;
}

/** commerce-api started on the wiped test database, as a Shop over HTTP for `use`, then stopped. */
async function onPostgresOverHttp(use: (shop: Shop) => Promise<void>): Promise<void> {
  const url = await wipedDatabase();
  const api = await startCommerceApi({ port: 0, databaseUrl: url, logger: quietLogger });
  const db = openPostgres(url);
  try {
    await use(overHttp(api.url, db));
  } finally {
    await db.close();
    await api.close();
  }
}

test.skipIf(!databaseUrl)('on PostgreSQL: migrate, seed, sign in, read devices and content', async () => {
  const url = await wipedDatabase();

  const api = await startCommerceApi({ port: 0, databaseUrl: url, logger: quietLogger });
  try {
    const post = (path: string, body: object) =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
        body: JSON.stringify(body),
      });
    const sent = await post('/api/public/ecom/v1/otp/send', { mobile: ROHAN });
    const { requestId } = otpSendAnswerSchema.parse(await sent.json()).data;
    const { otp } = otpOutboxAnswerSchema.parse(
      await (await fetch(`${api.url}/api/dev/otp-outbox?mobile=${ROHAN}`)).json(),
    ).data;
    expect(
      (await post('/api/public/ecom/v1/otp/verify', { mobile: ROHAN, otp: '0', requestId })).status,
    ).toBe(400);
    const verified = await post('/api/public/ecom/v1/otp/verify', { mobile: ROHAN, otp, requestId });
    expect(verified.status).toBe(200);

    const assets = await fetch(`${api.url}/api/v1/assets`, { headers: { cookie: cookieHeader(verified) } });
    expect(assetListAnswerSchema.parse(await assets.json()).data).toHaveLength(1);
    appConfigAnswerSchema.parse(await (await fetch(`${api.url}/cms/app-config`)).json());
  } finally {
    await api.close();
  }
});

test.skipIf(!databaseUrl)('on PostgreSQL: two holds racing for a coupon’s last use, one wins', async () => {
  const url = await wipedDatabase();
  const now = new Date();
  const db = await openDatabase({ databaseUrl: url }, now);
  try {
    // Real concurrent transactions on two connections: the coupon row lock makes the second wait.
    await raceForTheLastUse(db, now);
  } finally {
    await db.close();
  }
});

test.skipIf(!databaseUrl)('on PostgreSQL: checkouts racing for the last units sell each once', async () => {
  await onPostgresOverHttp(async (shop) => {
    const buyers = ['9800000001', '9800000002', '9800000003', '9800000004', '9800000005', '9800000006'];
    const results = await raceForStock(shop, buyers, AQUA_RO, 2);
    expect(results.filter((result) => result.outcome === 'placed')).toHaveLength(2);
    for (const lost of results.filter((result) => result.outcome === 'changed')) {
      expect(lost.outcome === 'changed' && lost.changes.map((change) => change.code)).toEqual([
        'out_of_stock',
      ]);
    }
    expect(await stockAt(shop, 'BLR-05', AQUA_RO)).toEqual({ quantity: 2, held: 2 });

    // A double click on PostgreSQL: the same key, at once, gives one order.
    await setStock(shop, 'BLR-05', AQUA_RO, 10);
    const { cookies, addressId } = await readyToBuy(shop, '9800000007', AQUA_RO);
    const idempotencyKey = newKey();
    const doubled = await Promise.all(
      [1, 2, 3].map(() => placeOrder(shop, cookies, { addressId, idempotencyKey })),
    );
    const ids = new Set(doubled.map((result) => result.outcome === 'placed' && result.order.orderId));
    expect(ids.size).toBe(1);
  });
});

test.skipIf(!databaseUrl)(
  'on PostgreSQL: many racing for the last place of a service slot, one gets it',
  async () => {
    const url = await wipedDatabase();
    const now = new Date();
    const db = await openDatabase({ databaseUrl: url }, now);
    try {
      // Real concurrent transactions on connections of their own, each trying the last place's number.
      await raceForTheLastPlace(db, now);
    } finally {
      await db.close();
    }
  },
);

test.skipIf(!databaseUrl)(
  'on PostgreSQL: customers booking the last place of a slot at once over HTTP, one is booked',
  async () => {
    await onPostgresOverHttp((shop) => raceToBookTheLastPlace(shop, new Date()));
  },
);
