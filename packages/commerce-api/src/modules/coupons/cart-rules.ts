import type { Cart } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { CartRow } from '../cart/carts.ts';
import { viewCart } from '../cart/cart-view.ts';
import { appliedCoupons, couponCart } from './coupons.ts';
import type { AppliedCouponRow, RuleContext } from './rules.ts';

/** The applied coupons of a cart and what the rules need to judge another against it. */
export async function couponRules(
  tx: Queryable,
  cart: CartRow,
  customerId: string | null,
  now: Date,
): Promise<{ applied: AppliedCouponRow[]; context: RuleContext; view: Cart }> {
  const view = await viewCart(tx, cart, { detailed: false, now });
  const applied = await appliedCoupons(tx, cart.id);
  const lines = view.lines.flatMap((line) => (line.kind === 'product' ? [line] : []));
  return {
    applied,
    view,
    context: {
      cart: await couponCart(tx, lines, view.totals.exchangeValuePaise),
      customerId,
      now,
      usage: new Map(),
    },
  };
}
