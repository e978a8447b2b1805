import { randomUUID } from 'node:crypto';
import type { DemoProduct } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

/** A demo as stored; what the visitor sees adds the slot's label and the hub's name. */
export interface DemoRecord {
  demoId: string;
  mobile: string;
  name: string;
  pincode: string;
  productType: DemoProduct;
  hubCode: string;
  date: string;
  slot: string;
}

export interface NewDemo {
  demo: DemoRecord;
  idempotencyKey: string;
  now: Date;
}

const COLUMNS = `id AS "demoId", mobile, name, pincode, product_type AS "productType", hub_code AS "hubCode",
  to_char(day, 'YYYY-MM-DD') AS date, slot`;

/** The demo a number booked with this key before (its retry answers it again), else null. */
export async function findDemoByKey(
  db: Queryable,
  mobile: string,
  idempotencyKey: string,
): Promise<DemoRecord | null> {
  const [demo] = await db.query<DemoRecord>(
    `SELECT ${COLUMNS} FROM demo_bookings WHERE mobile = $1 AND idempotency_key = $2`,
    [mobile, idempotencyKey],
  );
  return demo ?? null;
}

/** A demo the number booked, by its id; null for another number's or none. */
export async function findDemo(db: Queryable, mobile: string, demoId: string): Promise<DemoRecord | null> {
  const [demo] = await db.query<DemoRecord>(
    `SELECT ${COLUMNS} FROM demo_bookings WHERE mobile = $1 AND id = $2`,
    [mobile, demoId],
  );
  return demo ?? null;
}

/** A new demo's id, given before it is written so its slot's place can name it. */
export const newDemoId = () => `DM-${randomUUID().slice(0, 8).toUpperCase()}`;

/** Writes a demo in the caller's transaction (the one that takes its slot's place). */
export async function insertDemo(tx: Queryable, { demo, idempotencyKey, now }: NewDemo): Promise<void> {
  await tx.query(
    `INSERT INTO demo_bookings (id, mobile, name, pincode, product_type, hub_code, day, slot, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      demo.demoId,
      demo.mobile,
      demo.name,
      demo.pincode,
      demo.productType,
      demo.hubCode,
      demo.date,
      demo.slot,
      idempotencyKey,
      now,
    ],
  );
}
