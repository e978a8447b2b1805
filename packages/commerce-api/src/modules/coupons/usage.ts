import type { Queryable } from '../../db/database.ts';
import { countUsages, findCouponByCode } from './coupons.ts';
import { usageRefusal } from './rules.ts';
import type { PricedCoupon } from './rules.ts';

// Coupon usage for checkout: held when an order is created (the cart-pricing flow's coupon-holds.ts,
// which prices the cart), committed when it is paid, released when it never is. Each runs inside the
// caller's transaction (the one that writes the order), so an order and its coupon usage are written
// together or not at all.

/**
 * Locks the coupons' rows (SELECT ... FOR UPDATE, in id order so holders queue rather than
 * deadlock): a concurrent hold of one of them commits or rolls back before usages are counted.
 */
export async function lockCoupons(tx: Queryable, couponIds: readonly string[]): Promise<void> {
  await tx.query('SELECT id FROM coupons WHERE id = ANY ($1::text[]) ORDER BY id FOR UPDATE', [
    [...couponIds].sort(),
  ]);
}

/** Drops an order's held usages, before they are held again. */
export async function dropHeldUsages(tx: Queryable, orderId: string): Promise<void> {
  await tx.query("DELETE FROM coupon_usages WHERE order_id = $1 AND state = 'held'", [orderId]);
}

/** Holds the priced coupons' usage for an order awaiting payment, until `expiresAt`. */
export async function holdUsages(
  tx: Queryable,
  hold: { customerId: string; cartId: string; orderId: string; now: Date; expiresAt: Date },
  priced: readonly PricedCoupon[],
): Promise<void> {
  for (const row of priced) {
    await tx.query(
      `INSERT INTO coupon_usages (coupon_id, customer_id, cart_id, order_id, material_id, discount_paise,
                                  state, held_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'held', $7, $8)`,
      [
        row.coupon.id,
        hold.customerId,
        hold.cartId,
        hold.orderId,
        row.materialId,
        row.savingPaise,
        hold.now,
        hold.expiresAt,
      ],
    );
  }
}

/**
 * A payment arrived for an order whose coupon usages no longer count (released when the order
 * expired or was replaced, or held past their expiry): another order may have taken the coupon
 * since. Each is checked against the limits again with the coupons' rows locked, as a hold is;
 * answers the code of the first one used up meanwhile, or null when all may be committed.
 */
export async function couponUsedUpSinceHold(
  tx: Queryable,
  orderId: string,
  now: Date,
): Promise<string | null> {
  const lapsed = await tx.query<{ couponId: string; code: string; customerId: string }>(
    `SELECT u.coupon_id AS "couponId", c.code, u.customer_id AS "customerId"
       FROM coupon_usages u JOIN coupons c ON c.id = u.coupon_id
      WHERE u.order_id = $1 AND (u.state = 'released' OR (u.state = 'held' AND u.expires_at <= $2))
      ORDER BY u.coupon_id`,
    [orderId, now],
  );
  if (lapsed.length === 0) return null;
  await lockCoupons(
    tx,
    lapsed.map((row) => row.couponId),
  );
  for (const { code, customerId } of lapsed) {
    const coupon = await findCouponByCode(tx, code);
    if (!coupon) return code;
    const usage = await countUsages(tx, [coupon.id], customerId, now, { orderId });
    if (usageRefusal(coupon, { customerId, usage })) return code;
  }
  return null;
}

/**
 * The order was paid: its held coupon usages become committed (for good against the limits) and
 * leave the cart they came from. Idempotent. A hold that expired or was released meanwhile is
 * committed too, since the customer paid with that discount: the caller first makes sure the
 * coupon is not used up since (couponUsedUpSinceHold). Answers how many it committed.
 */
export async function commitCouponsForOrder(tx: Queryable, orderId: string, now: Date): Promise<number> {
  const committed = await tx.query<{ couponId: string; cartId: string }>(
    `UPDATE coupon_usages SET state = 'committed', committed_at = $2, released_at = NULL
      WHERE order_id = $1 AND state IN ('held', 'released')
      RETURNING coupon_id AS "couponId", cart_id AS "cartId"`,
    [orderId, now],
  );
  for (const { couponId, cartId } of committed) {
    await tx.query('DELETE FROM cart_coupons WHERE cart_id = $1 AND coupon_id = $2', [cartId, couponId]);
  }
  return committed.length;
}

/**
 * The order will not be paid (payment failed, cancelled, or it expired): its held usages are
 * released and count no more; the coupons stay on the cart for another try. Idempotent; committed
 * usages are left alone. Answers how many it released.
 */
export async function releaseCouponsForOrder(tx: Queryable, orderId: string, now: Date): Promise<number> {
  const released = await tx.query(
    `UPDATE coupon_usages SET state = 'released', released_at = $2
      WHERE order_id = $1 AND state = 'held' RETURNING id`,
    [orderId, now],
  );
  return released.length;
}
