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
import { ROHAN, cookieHeader, quietLogger } from './support.ts';

// The PostgreSQL adapter against a real server, when one is given. Its `public` schema is wiped.
const databaseUrl = process.env.TEST_DATABASE_URL;

test.skipIf(!databaseUrl)('on PostgreSQL: migrate, seed, sign in, read devices and content', async () => {
  const url = databaseUrl ?? '';
  const wipe = openPostgres(url);
  await wipe.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await wipe.close();

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
  const url = databaseUrl ?? '';
  const wipe = openPostgres(url);
  await wipe.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await wipe.close();
  const now = new Date();
  const db = await openDatabase({ databaseUrl: url }, now);
  try {
    // Real concurrent transactions on two connections: the coupon row lock makes the second wait.
    await raceForTheLastUse(db, now);
  } finally {
    await db.close();
  }
});
