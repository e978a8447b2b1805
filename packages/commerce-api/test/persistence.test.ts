import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { otpOutboxAnswerSchema, otpSendAnswerSchema, profileAnswerSchema } from '@nirmal/domain/contract';
import { addDays, addYears } from '@nirmal/domain/contract';
import { collectMigrations, migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { openDatabase, startCommerceApi } from '../src/index.ts';
import { modules } from '../src/modules/index.ts';
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
      const names = (await collectMigrations(modules)).map((migration) => migration.name).sort();
      expect(recorded.map((row) => row.name)).toEqual(names);
      expect(await migrate(db, modules)).toEqual([]);
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

    expect(await migrate(db, modules)).toEqual(['assets/006_nirmal_device_names.sql']);
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((row) => row.name)).toEqual(
      (await collectMigrations(modules)).map((migration) => migration.name).sort(),
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

test('a database from before AMC plans migrates and keeps its devices and plan orders', async () => {
  const db = await openDatabase({ loadDataDir: await seededDatabase() }, new Date());
  try {
    // As such a database was: no plans, devices without their agreement, start day or address,
    // plan order lines without their term, and only the product cancel reasons. (Service visits,
    // 017, are extended by later migrations, so they stay.)
    await db.exec(
      `DROP TABLE plan_tiers, plan_durations, plan_benefits, no_plan_charges;
       ALTER TABLE assets DROP COLUMN account_id, DROP COLUMN agreement_id, DROP COLUMN warranty_end_date,
         DROP COLUMN plan_start_date, DROP COLUMN house_number, DROP COLUMN address_name, DROP COLUMN city,
         DROP COLUMN state, DROP COLUMN postal_code, DROP COLUMN latitude, DROP COLUMN longitude;
       ALTER TABLE order_lines DROP COLUMN plan_device_name, DROP COLUMN plan_start_date,
         DROP COLUMN plan_end_date, DROP COLUMN plan_previous;
       UPDATE order_lines SET hsn_code = '998729' WHERE plan_tier IS NOT NULL;
       ALTER TABLE orders DROP CONSTRAINT orders_cancel_reason_check;
       ALTER TABLE orders ADD CONSTRAINT orders_cancel_reason_check CHECK (cancel_reason IN (
         'ordered_by_mistake', 'delivery_too_late', 'found_better_price', 'wrong_address', 'changed_mind', 'other'));
       DELETE FROM schema_migrations WHERE substring(name from '/(\\d+)_')::int IN (15, 16, 18);`,
    );
    const before = await db.query<{ id: string; end: string }>(
      "SELECT id, to_char(plan_end_date, 'YYYY-MM-DD') AS end FROM assets ORDER BY id",
    );

    expect(await migrate(db, modules)).toEqual([
      'assets/015_device_plans_and_addresses.sql',
      'plans/016_plans.sql',
      'orders/018_plan_order_lines.sql',
    ]);
    const after = await db.query<{
      id: string;
      end: string;
      start: string | null;
      account: string;
      agreement: string | null;
    }>(
      `SELECT id, to_char(plan_end_date, 'YYYY-MM-DD') AS end, to_char(plan_start_date, 'YYYY-MM-DD') AS start,
              account_id AS account, agreement_id AS agreement
         FROM assets ORDER BY id`,
    );
    expect(after.map(({ id, end }) => ({ id, end }))).toEqual(before);
    const gold = after.find((row) => row.id === 'AST-100101');
    expect(gold).toMatchObject({ account: 'ACC1000001', agreement: 'AGR-100101' });
    expect(gold?.start).toBe(addDays(addYears(gold?.end ?? '', -1), 1));
    expect(after.find((row) => row.id === 'AST-100107')).toMatchObject({ start: null, agreement: null });
    const lines = await db.query<{ hsn: string; device: string; start: string | null }>(
      `SELECT hsn_code AS hsn, plan_device_name AS device, to_char(plan_start_date, 'YYYY-MM-DD') AS start
         FROM order_lines WHERE plan_tier IS NOT NULL ORDER BY order_id`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ hsn: '998719', device: 'Nirmal Aqua RO+UV' });
    expect(lines.every((line) => line.start !== null)).toBe(true);

    // The seed then adds what is missing (plans, installed addresses) and changes no plan.
    await db.transaction((tx) => seed(tx, new Date(), modules));
    const [pune] = await db.query<{ city: string }>("SELECT city FROM assets WHERE id = 'AST-100101'");
    expect(pune?.city).toBe('Pune');
    expect(await db.query('SELECT tier FROM plan_tiers')).toHaveLength(10);
    expect(
      await db.query(
        "SELECT to_char(plan_end_date, 'YYYY-MM-DD') AS end FROM assets WHERE id = 'AST-100101'",
      ),
    ).toEqual([{ end: gold?.end }]);
  } finally {
    await db.close();
  }
});

test('a database whose addresses table came from the orders migration moves it to the addresses module', async () => {
  const db = await openDatabase({ loadDataDir: await seededDatabase() }, new Date());
  try {
    // As such a database was: the table there (orders' 010 made it then), addresses' 120 not run.
    await db.query("DELETE FROM schema_migrations WHERE name = 'addresses/120_addresses.sql'");
    const before = await db.query('SELECT * FROM addresses ORDER BY id');
    expect(before.length).toBeGreaterThan(0);

    expect(await migrate(db, modules)).toEqual(['addresses/120_addresses.sql']);
    expect(await db.query('SELECT * FROM addresses ORDER BY id')).toEqual(before);
  } finally {
    await db.close();
  }
});
