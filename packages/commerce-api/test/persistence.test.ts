import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { otpOutboxAnswerSchema, otpSendAnswerSchema, profileAnswerSchema } from '@nirmal/domain/contract';
import { collectMigrations, migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { startCommerceApi } from '../src/index.ts';
import { ASHA, cookieHeader, quietLogger, seededDatabase } from './support.ts';

let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const web = { 'content-type': 'application/json', 'x-client-type': 'web' };

async function signIn(url: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${url}${path}`, { method: 'POST', headers: web, body: JSON.stringify(body) });
  const sent = await post('/api/public/ecom/v1/otp/send', { mobile: ASHA });
  const { requestId } = otpSendAnswerSchema.parse(await sent.json()).data;
  const outbox = await fetch(`${url}/api/dev/otp-outbox?mobile=${ASHA}`);
  const { otp } = otpOutboxAnswerSchema.parse(await outbox.json()).data;
  const verified = await post('/api/public/ecom/v1/otp/verify', { mobile: ASHA, otp, requestId });
  expect(verified.status).toBe(200);
  return cookieHeader(verified);
}

// Two starts on a data folder on disk: seconds on a busy machine.
test(
  'a restart with the same data folder keeps the schema, the data and the sessions',
  { timeout: 20_000 },
  async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'commerce-api-data-'));
    // Filling the folder from the seeded dump skips the slow initdb of a brand-new embedded database.
    await (await openDatabase({ dataDir, loadDataDir: await seededDatabase() }, new Date())).close();

    const first = await startCommerceApi({ port: 0, dataDir, logger: quietLogger });
    const cookies = await signIn(first.url).finally(() => first.close());

    const second = await startCommerceApi({ port: 0, dataDir, logger: quietLogger });
    try {
      const profile = await fetch(`${second.url}/api/customer/account/profileV2`, {
        headers: { cookie: cookies },
      });
      expect(profileAnswerSchema.parse(await profile.json()).data.data.lastName).toBe('Verma');
    } finally {
      await second.close();
    }

    const db = await openDatabase({ dataDir }, new Date());
    try {
      const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      const names = (await collectMigrations()).map((migration) => migration.name).sort();
      expect(recorded.map((row) => row.name)).toEqual(names);
      expect(await migrate(db)).toEqual([]);
      expect(await db.query('SELECT id FROM sessions')).toHaveLength(1);
      expect(await db.query("SELECT id FROM customers WHERE mobile = '9000000001'")).toHaveLength(1);
    } finally {
      await db.close();
    }
  },
);

test('a database made before the schema was split by area keeps its tables and data', async () => {
  const db = await openDatabase({ loadDataDir: await seededDatabase() }, new Date());
  try {
    // The single first migration of that time in place of the split ones (001-006), and the demo
    // devices as they were named then. Migrations added since stay recorded: their tables exist here.
    await db.exec(
      `DELETE FROM schema_migrations WHERE substring(name from '/(\\d+)_')::int <= 6;
       INSERT INTO schema_migrations (name) VALUES ('001_initial.sql')`,
    );
    await db.query(`UPDATE assets SET name = 'Old brand ' || id, component_id = 'OLD'`);

    expect(await migrate(db)).toEqual(['assets/006_nirmal_device_names.sql']);
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((row) => row.name)).toEqual(
      (await collectMigrations()).map((migration) => migration.name).sort(),
    );
    const names = await db.query<{ name: string }>(
      `SELECT name FROM assets WHERE customer_id = 'CUS1000002'`,
    );
    expect(names).toEqual([{ name: 'Nirmal Pure UV' }]);
    expect(await db.query(`SELECT id FROM assets WHERE component_id = 'OLD'`)).toEqual([]);
  } finally {
    await db.close();
  }
});
