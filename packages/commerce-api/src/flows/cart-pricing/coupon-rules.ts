import type { Queryable } from '../../db/database.ts';
import { categoriesAbove } from '../../modules/catalogue/categories.ts';
import { appliedCoupons, couponCart } from '../../modules/coupons/coupons.ts';
import type { AppliedCouponRow, CouponDefinition, RuleContext } from '../../modules/coupons/rules.ts';
import { productLines } from './cart-view.ts';
import type { PricedLines } from './cart-view.ts';

/**
 * The applied coupons of a cart and what the rules need to judge another against it, from the
 * cart's lines as priced once (`priceLines`); usages are counted by the caller, for the coupons it
 * judges.
 */
export async function couponRules(
  tx: Queryable,
  priced: PricedLines,
  customerId: string | null,
  now: Date,
): Promise<{ applied: (AppliedCouponRow & { coupon: CouponDefinition })[]; context: RuleContext }> {
  const applied = await appliedCoupons(tx, priced.cart.id);
  const cart = await couponCart(tx, productLines(priced), priced.totals.exchangeValuePaise, categoriesAbove);
  return { applied, context: { cart, customerId, now, usage: new Map() } };
}
