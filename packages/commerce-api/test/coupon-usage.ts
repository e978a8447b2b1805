import { expect } from 'vitest';
import { secondsAfter } from '../src/clock.ts';
import type { Database, Queryable } from '../src/db/database.ts';
import { holdCouponsForOrder } from '../src/flows/cart-pricing/coupon-holds.ts';

/** A customer's cart holding the given coupons, written straight to the tables. */
export async function cartWithCoupons(
  db: Database,
  {
    cartId,
    customerId,
    couponIds,
    now,
  }: { cartId: string; customerId: string; couponIds: string[]; now: Date },
) {
  await db.query('INSERT INTO carts (id, customer_id, created_at, updated_at) VALUES ($1, $2, $3, $3)', [
    cartId,
    customerId,
    now,
  ]);
  await db.query(
    `INSERT INTO cart_lines (id, cart_id, product_id, quantity, seen_unit_price_paise)
     SELECT $1 || '_line', $1, product_id, 1, price_paise FROM products WHERE product_id = 'NRM-101-1'`,
    [cartId],
  );
  for (const couponId of couponIds) {
    await db.query('INSERT INTO cart_coupons (cart_id, coupon_id, applied_at) VALUES ($1, $2, $3)', [
      cartId,
      couponId,
      now,
    ]);
  }
}

/**
 * Two customers each hold FIRSTONE (one order in all) for their order at the same moment, each in
 * its own transaction: exactly one wins, the other is refused as used up, and one hold is written.
 */
export async function raceForTheLastUse(db: Database, now: Date) {
  const customers = ['CUS1000001', 'CUS1000002'];
  for (const customerId of customers) {
    await cartWithCoupons(db, {
      cartId: `race_cart_0000000000_${customerId}`,
      customerId,
      couponIds: ['CPN_FIRSTONE'],
      now,
    });
  }
  // Two connections open before the race (on PostgreSQL), so both transactions really run at once.
  await Promise.all(customers.map(() => db.transaction((tx) => tx.query('SELECT pg_sleep(0.05)'))));
  // Each waits before writing its hold until the other has counted too (or 300 ms passed, when the
  // other is blocked on the coupon's row lock): without the lock both would count none and both win.
  let arrived = 0;
  let bothArrived = () => {};
  const barrier = new Promise<void>((resolve) => (bothArrived = resolve));
  const racing = (tx: Queryable): Queryable => ({
    ...tx,
    async query(sql, params) {
      if (sql.trimStart().startsWith('INSERT INTO coupon_usages')) {
        if (++arrived === customers.length) bothArrived();
        await Promise.race([barrier, new Promise((resolve) => setTimeout(resolve, 300))]);
      }
      return tx.query(sql, params);
    },
  });
  const outcomes = await Promise.allSettled(
    customers.map((customerId) =>
      db.transaction((tx) =>
        holdCouponsForOrder(racing(tx), {
          cartId: `race_cart_0000000000_${customerId}`,
          customerId,
          orderId: `race_order_${customerId}`,
          expiresAt: secondsAfter(now, 900),
          now,
        }),
      ),
    ),
  );
  const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
  const lost = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
  );
  expect(won).toHaveLength(1);
  expect(lost).toEqual([expect.objectContaining({ code: 'COUPON_USED_UP', status: 409 })]);
  expect(
    await db.query("SELECT order_id FROM coupon_usages WHERE coupon_id = 'CPN_FIRSTONE' AND state = 'held'"),
  ).toHaveLength(1);
}
