import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { findCart } from '../../modules/cart/carts.ts';
import { CART_NOT_FOUND } from '../../modules/cart/ownership.ts';
import { countUsages } from '../../modules/coupons/coupons.ts';
import { priceAppliedCoupons, refusalError } from '../../modules/coupons/rules.ts';
import { dropHeldUsages, holdUsages, lockCoupons } from '../../modules/coupons/usage.ts';
import { priceLines } from './cart-view.ts';
import { couponRules } from './coupon-rules.ts';

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
  const { applied, context } = await couponRules(
    tx,
    await priceLines(tx, cart, { detailed: false, now }),
    customerId,
    now,
  );
  await dropHeldUsages(tx, orderId);
  if (applied.length === 0) return { coupons: [], couponDiscountPaise: 0 };

  const ids = applied.map((row) => row.coupon.id);
  await lockCoupons(tx, ids);
  // Counted after the lock: a concurrent hold of the same coupon has committed (or rolled back) by now.
  context.usage = await countUsages(tx, ids, customerId, now, { orderId });
  const priced = priceAppliedCoupons(applied, context);
  const refused = priced.find((row) => row.refusal !== null);
  if (refused?.refusal) throw refusalError(refused.refusal);

  await holdUsages(tx, { customerId, cartId, orderId, now, expiresAt }, priced);
  const coupons = priced.map((row) => ({
    code: row.coupon.code,
    materialId: row.materialId,
    discountPaise: row.savingPaise,
  }));
  return { coupons, couponDiscountPaise: coupons.reduce((sum, row) => sum + row.discountPaise, 0) };
}
