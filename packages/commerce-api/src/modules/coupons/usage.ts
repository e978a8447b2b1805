import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { findCart } from '../cart/carts.ts';
import { CART_NOT_FOUND } from '../cart/ownership.ts';
import { countUsages, findCouponByCode } from './coupons.ts';
import { priceAppliedCoupons, refusalError, usageRefusal } from './rules.ts';
import { couponRules } from './cart-rules.ts';

// Coupon usage for checkout: held when an order is created, committed when it is paid, released
// when it never is. Each runs inside the caller's transaction (the one that writes the order), so
// an order and its coupon usage are written together or not at all.

export interface HeldCoupon {
  code: string;
  /** The product it is on; null for a cart coupon. */
  materialId: string | null;
  discountPaise: number;
}

export interface CouponHold {
  coupons: HeldCoupon[];
  /** What the coupons take off the order: the cart's couponDiscountPaise at the moment of holding. */
  couponDiscountPaise: number;
}

/**
 * Holds the coupons on a customer's cart for an order awaiting payment, until `expiresAt`. Every
 * rule is checked again inside the transaction with the coupons' rows locked (SELECT ... FOR
 * UPDATE), so two tabs or two customers holding the same coupon at once queue, and the second sees
 * the first's hold: no limit is passed. Counted against the limits: committed usages and unexpired
 * holds of other orders. A coupon that no longer applies throws its typed refusal (ApiError, 409
 * with a sentence for the customer). Holding again for the same order replaces its earlier hold.
 */
export async function holdCouponsForOrder(
  tx: Queryable,
  input: { cartId: string; customerId: string; orderId: string; expiresAt: Date; now: Date },
): Promise<CouponHold> {
  const { cartId, customerId, orderId, expiresAt, now } = input;
  const cart = await findCart(tx, cartId, true);
  if (!cart || cart.customerId !== customerId) throw new ApiError(404, 'NOT_FOUND', CART_NOT_FOUND);
  const { applied, context } = await couponRules(tx, cart, customerId, now);
  await tx.query("DELETE FROM coupon_usages WHERE order_id = $1 AND state = 'held'", [orderId]);
  if (applied.length === 0) return { coupons: [], couponDiscountPaise: 0 };

  const ids = applied.map((row) => row.coupon.id).sort();
  await tx.query('SELECT id FROM coupons WHERE id = ANY ($1::text[]) ORDER BY id FOR UPDATE', [ids]);
  // Counted after the lock: a concurrent hold of the same coupon has committed (or rolled back) by now.
  context.usage = await countUsages(tx, ids, customerId, now, { orderId });
  const priced = priceAppliedCoupons(applied, context);
  const refused = priced.find((row) => row.refusal !== null);
  if (refused?.refusal) throw refusalError(refused.refusal);

  for (const row of priced) {
    await tx.query(
      `INSERT INTO coupon_usages (coupon_id, customer_id, cart_id, order_id, material_id, discount_paise,
                                  state, held_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'held', $7, $8)`,
      [row.coupon.id, customerId, cartId, orderId, row.materialId, row.savingPaise, now, expiresAt],
    );
  }
  const coupons = priced.map((row) => ({
    code: row.coupon.code,
    materialId: row.materialId,
    discountPaise: row.savingPaise,
  }));
  return { coupons, couponDiscountPaise: coupons.reduce((sum, row) => sum + row.discountPaise, 0) };
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
  const ids = lapsed.map((row) => row.couponId);
  await tx.query('SELECT id FROM coupons WHERE id = ANY ($1::text[]) ORDER BY id FOR UPDATE', [ids]);
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
