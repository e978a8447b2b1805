import type { Coupon, CouponFit } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { categoryNames } from '../../modules/catalogue/categories.ts';
import type { CartRow } from '../../modules/cart/carts.ts';
import { countUsages, findCouponByCode } from '../../modules/coupons/coupons.ts';
import {
  NOT_VALID,
  checkNewCoupon,
  isOpenTo,
  priceAppliedCoupons,
  refusalError,
} from '../../modules/coupons/rules.ts';
import type { CouponDefinition, Fit } from '../../modules/coupons/rules.ts';
import { priceLines } from './cart-view.ts';
import type { PricedLines } from './cart-view.ts';
import { couponRules } from './coupon-rules.ts';

// Judging a coupon against a visitor's cart, and the coupon as the contract answers it.

/** `couponRules` with the usages of the given coupons counted (the cart's own pending order aside). */
export async function judge(
  tx: Queryable,
  priced: PricedLines,
  customerId: string | null,
  now: Date,
  coupons: CouponDefinition[],
) {
  const rules = await couponRules(tx, priced, customerId, now);
  const ids = [...coupons, ...rules.applied.map((row) => row.coupon)].map((coupon) => coupon.id);
  rules.context.usage = await countUsages(tx, ids, customerId, now, { cartId: priced.cart.id });
  return rules;
}

/** The cart's lines priced for judging coupons against them (no stock or delivery problems needed). */
export const linesOf = (db: Queryable, cart: CartRow, now: Date) =>
  priceLines(db, cart, { detailed: false, now });

/** The coupon the code names, when the visitor may know of it now; the same refusal otherwise. */
export async function openCoupon(db: Queryable, code: string, customerId: string | null, now: Date) {
  const coupon = await findCouponByCode(db, code);
  if (!coupon || !isOpenTo(coupon, customerId, now)) throw refusalError(NOT_VALID);
  return coupon;
}

const fitAnswer = (fit: Fit): CouponFit =>
  fit.ok
    ? { applies: true, savingPaise: fit.savingPaise, materialId: fit.materialId }
    : { applies: false, code: fit.refusal.code, reason: fit.refusal.message };

export interface CouponOnCart {
  coupon: CouponDefinition;
  /** Whether it is on the visitor's cart already. */
  applied: boolean;
  /** How it fits the cart; null without a cart. */
  fit: CouponFit | null;
}

/** How each coupon fits the visitor's cart, whether it is on it already or not. */
export async function fitsOf(
  db: Queryable,
  cart: CartRow | null,
  customerId: string | null,
  now: Date,
  coupons: CouponDefinition[],
): Promise<CouponOnCart[]> {
  if (!cart) return coupons.map((coupon) => ({ coupon, applied: false, fit: null }));
  const { applied, context } = await judge(db, await linesOf(db, cart, now), customerId, now, coupons);
  const priced = priceAppliedCoupons(applied, context);
  return coupons.map((coupon) => {
    const on = priced.find((row) => row.coupon.id === coupon.id);
    if (!on) return { coupon, applied: false, fit: fitAnswer(checkNewCoupon(coupon, applied, context)) };
    return {
      coupon,
      applied: true,
      fit: on.refusal
        ? { applies: false, code: on.refusal.code, reason: on.refusal.message }
        : { applies: true, savingPaise: on.savingPaise, materialId: on.materialId },
    };
  });
}

/** The coupons as the contract answers them, a category coupon's categories named by the catalogue. */
export async function couponAnswers(db: Queryable, fits: readonly CouponOnCart[]): Promise<Coupon[]> {
  const categories = await categoryNames(db, [...new Set(fits.flatMap(({ coupon }) => coupon.categoryIds))]);
  return fits.map(({ coupon, applied, fit }) => ({
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    terms: coupon.terms,
    discount:
      coupon.kind === 'flat'
        ? { kind: 'flat', amountPaise: coupon.amountPaise ?? 0 }
        : { kind: 'percent', percent: coupon.percent ?? 0, capPaise: coupon.capPaise },
    minCartPaise: coupon.minCartPaise,
    validFrom: coupon.validFrom.toISOString(),
    validTo: coupon.validTo.toISOString(),
    needsOtp: coupon.needsOtp,
    stackable: coupon.stackable,
    appliesTo:
      coupon.scope === 'cart'
        ? { kind: 'cart' }
        : coupon.scope === 'products'
          ? { kind: 'products', materialIds: coupon.materialIds }
          : {
              kind: 'categories',
              categories: categories.filter(({ id }) => coupon.categoryIds.includes(id)),
            },
    applied,
    fit,
  }));
}
