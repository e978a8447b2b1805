import { formatInrFromPaise } from '@nirmal/format';
import { MAX_APPLIED_COUPONS } from '@nirmal/domain/contract';
import type { ErrorCode } from '@nirmal/domain/contract';
import { ApiError } from '../../http/errors.ts';

// The coupon rules as plain functions of a coupon, a cart and the usages counted: which refusal a
// code gets, what it saves, and which applied coupons still apply. The service reads the rows and
// writes the outcome; nothing here touches the database.

export interface CouponDefinition {
  id: string;
  code: string;
  title: string;
  description: string;
  terms: string[];
  kind: 'percent' | 'flat';
  percent: number | null;
  amountPaise: number | null;
  capPaise: number | null;
  minCartPaise: number;
  validFrom: Date;
  validTo: Date;
  scope: 'cart' | 'products' | 'categories';
  materialIds: string[];
  /** For a category coupon: its categories (any subcategory of one counts). */
  categoryIds: string[];
  perCustomerLimit: number | null;
  totalLimit: number | null;
  stackable: boolean;
  needsOtp: boolean;
  listed: boolean;
  /** A personal coupon's customer; null for everyone. */
  customerId: string | null;
}

export interface CouponLine {
  materialId: string;
  name: string;
  linePricePaise: number;
  /** The product's category and every category above it. */
  categoryIds: string[];
}

/** Usages counted against a coupon's limits: held (unexpired) and committed, in all and by this customer. */
export interface UsageCount {
  total: number;
  byCustomer: number;
}

export interface CouponCart {
  lines: CouponLine[];
  /** What the products cost, before coupons: the minimum cart value is held against it. */
  subtotalPaise: number;
  /** The exchange value taken off: a cart coupon never takes the payable below zero. */
  exchangeValuePaise: number;
}

export interface RuleContext {
  cart: CouponCart;
  /** Null for a guest: per-customer limits wait for the order. */
  customerId: string | null;
  now: Date;
  usage: ReadonlyMap<string, UsageCount>;
}

/** A coupon on a cart: the definition and the product it sits on, if any. */
export interface AppliedCouponRow {
  coupon: CouponDefinition;
  materialId: string | null;
}

/** Why a coupon does not apply, as the contract's code and a sentence for the customer. */
export interface Refusal {
  code: ErrorCode;
  status: 400 | 403 | 404 | 409;
  message: string;
}

export const refusalError = (refusal: Refusal) => new ApiError(refusal.status, refusal.code, refusal.message);

/** Said alike for an unknown, expired, not yet started and someone else's code. */
export const NOT_VALID: Refusal = {
  code: 'COUPON_NOT_VALID',
  status: 404,
  message: 'This code is not valid. Check it and try again, or choose a coupon from the list.',
};

const refuse = (code: ErrorCode, message: string, status: Refusal['status'] = 409): Refusal => ({
  code,
  status,
  message,
});

/** Whether the customer may know of the coupon now: in its window, and theirs if it is personal. */
export function isOpenTo(coupon: CouponDefinition, customerId: string | null, now: Date): boolean {
  if (now < coupon.validFrom || now >= coupon.validTo) return false;
  return coupon.customerId === null || coupon.customerId === customerId;
}

export function isEligibleLine(coupon: CouponDefinition, line: CouponLine): boolean {
  if (coupon.scope === 'products') return coupon.materialIds.includes(line.materialId);
  if (coupon.scope === 'categories') return line.categoryIds.some((id) => coupon.categoryIds.includes(id));
  return false;
}

/** What a coupon takes off an amount: never more than the amount, a percentage floored to the paisa and capped. */
export function discountOn(coupon: CouponDefinition, basePaise: number): number {
  const base = Math.max(0, basePaise);
  const off =
    coupon.kind === 'flat'
      ? (coupon.amountPaise ?? 0)
      : Math.min(
          Math.floor((base * (coupon.percent ?? 0)) / 100),
          coupon.capPaise ?? Number.POSITIVE_INFINITY,
        );
  return Math.min(off, base);
}

/** Whether the usages counted leave room for one more use of the coupon. */
export function usageRefusal(
  coupon: CouponDefinition,
  context: Pick<RuleContext, 'customerId' | 'usage'>,
): Refusal | null {
  const usage = context.usage.get(coupon.id) ?? { total: 0, byCustomer: 0 };
  if (
    context.customerId !== null &&
    coupon.perCustomerLimit !== null &&
    usage.byCustomer >= coupon.perCustomerLimit
  ) {
    return refuse(
      'COUPON_USED_UP',
      coupon.perCustomerLimit === 1
        ? `You have already used ${coupon.code}. Choose another coupon.`
        : `You have already used ${coupon.code} ${coupon.perCustomerLimit} times, the most it allows. Choose another coupon.`,
    );
  }
  if (coupon.totalLimit !== null && usage.total >= coupon.totalLimit) {
    return refuse('COUPON_USED_UP', `${coupon.code} has been fully redeemed. Choose another coupon.`);
  }
  return null;
}

function minimumRefusal(coupon: CouponDefinition, cart: CouponCart): Refusal | null {
  if (cart.lines.length === 0) {
    return refuse('COUPON_NOT_ELIGIBLE', `Add a product to your cart to use ${coupon.code}.`);
  }
  if (cart.subtotalPaise >= coupon.minCartPaise) return null;
  return refuse(
    'COUPON_MIN_CART_VALUE',
    `Add ${formatInrFromPaise(coupon.minCartPaise - cart.subtotalPaise)} more to use ${coupon.code}: it needs a cart of ${formatInrFromPaise(coupon.minCartPaise)} or more.`,
  );
}

function scopeWords(coupon: CouponDefinition): string {
  return coupon.scope === 'categories' ? 'products of certain categories' : 'certain products';
}

/** Stacking: a coupon that combines with none goes alone. */
function stackingRefusal(coupon: CouponDefinition, others: readonly CouponDefinition[]): Refusal | null {
  if (others.length === 0) return null;
  if (!coupon.stackable) {
    return refuse(
      'COUPON_NOT_STACKABLE',
      `${coupon.code} cannot be combined with other coupons. Remove ${others.map((other) => other.code).join(', ')} to use it.`,
    );
  }
  const alone = others.find((other) => !other.stackable);
  if (alone) {
    return refuse(
      'COUPON_NOT_STACKABLE',
      `${alone.code} cannot be combined with other coupons. Remove ${alone.code} to use ${coupon.code}.`,
    );
  }
  return null;
}

export type Fit =
  { ok: true; savingPaise: number; materialId: string | null } | { ok: false; refusal: Refusal };

/**
 * Whether a coupon can be added to a cart that holds `applied` (all of which apply): every rule,
 * most basic first. A product or category coupon goes on `materialId` when given, else on the
 * eligible line it saves most on; each product line takes one coupon.
 */
export function checkNewCoupon(
  coupon: CouponDefinition,
  applied: readonly AppliedCouponRow[],
  context: RuleContext,
  materialId?: string,
): Fit {
  const no = (refusal: Refusal): Fit => ({ ok: false, refusal });
  if (!isOpenTo(coupon, context.customerId, context.now)) return no(NOT_VALID);
  if (applied.some((row) => row.coupon.id === coupon.id)) {
    return no(refuse('COUPON_ALREADY_APPLIED', `${coupon.code} is already applied to your cart.`));
  }
  if (applied.length >= MAX_APPLIED_COUPONS) {
    return no(
      refuse(
        'COUPON_LIMIT_REACHED',
        `You can apply at most ${MAX_APPLIED_COUPONS} coupons. Remove one to use ${coupon.code}.`,
      ),
    );
  }
  const stacking = stackingRefusal(
    coupon,
    applied.map((row) => row.coupon),
  );
  if (stacking) return no(stacking);
  const usage = usageRefusal(coupon, context);
  if (usage) return no(usage);
  const minimum = minimumRefusal(coupon, context.cart);
  if (minimum) return no(minimum);

  if (coupon.scope === 'cart') {
    const saving = discountOn(coupon, cartCouponBase(applied, context));
    if (saving === 0)
      return no(refuse('COUPON_NOT_ELIGIBLE', `${coupon.code} takes nothing more off this cart.`));
    return { ok: true, savingPaise: saving, materialId: null };
  }
  const taken = new Set(applied.flatMap((row) => (row.materialId === null ? [] : [row.materialId])));
  const eligible = context.cart.lines.filter((line) => isEligibleLine(coupon, line));
  if (eligible.length === 0) {
    return no(
      refuse(
        'COUPON_NOT_ELIGIBLE',
        `${coupon.code} applies to ${scopeWords(coupon)} only. Add one to your cart to use it.`,
      ),
    );
  }
  const candidates =
    materialId === undefined ? eligible : eligible.filter((line) => line.materialId === materialId);
  if (candidates.length === 0) {
    return no(refuse('COUPON_NOT_ELIGIBLE', `${coupon.code} cannot be used on that product.`));
  }
  const free = candidates.filter((line) => !taken.has(line.materialId));
  const [best] = free
    .map((line) => ({ line, saving: discountOn(coupon, line.linePricePaise) }))
    .sort((a, b) => b.saving - a.saving);
  if (!best) {
    const holder = applied.find((row) => row.materialId === candidates[0]?.materialId);
    return no(
      refuse(
        'COUPON_NOT_ELIGIBLE',
        `Each product takes one coupon, and ${holder?.coupon.code ?? 'another coupon'} is already on ${candidates[0]?.name ?? 'it'}. Remove it to use ${coupon.code}.`,
      ),
    );
  }
  return { ok: true, savingPaise: best.saving, materialId: best.line.materialId };
}

/** What a cart coupon works on: the products less the exchange and the coupons before it. */
function cartCouponBase(applied: readonly AppliedCouponRow[], context: RuleContext): number {
  const priced = priceAppliedCoupons(applied, context);
  const saved = priced.reduce((sum, row) => sum + row.savingPaise, 0);
  return context.cart.subtotalPaise - context.cart.exchangeValuePaise - saved;
}

export interface PricedCoupon {
  coupon: CouponDefinition;
  materialId: string | null;
  applies: boolean;
  savingPaise: number;
  /** Why it does not apply any more; null when it does. */
  refusal: Refusal | null;
}

/**
 * The coupons on a cart as the cart stands now, in the order applied: each is checked again (a
 * coupon that stopped applying after a change saves nothing and says why). Product coupons come off
 * their line; cart coupons then come off what is left, so the payable never goes below zero.
 */
export function priceAppliedCoupons(
  applied: readonly AppliedCouponRow[],
  context: RuleContext,
): PricedCoupon[] {
  const checks = applied.map((row, index): PricedCoupon => {
    const earlier = applied.slice(0, index).map((other) => other.coupon);
    const refusal =
      (isOpenTo(row.coupon, context.customerId, context.now) ? null : expired(row.coupon)) ??
      stackingRefusal(row.coupon, earlier) ??
      usageRefusal(row.coupon, context) ??
      minimumRefusal(row.coupon, context.cart) ??
      lineRefusal(row, context.cart);
    return { ...row, applies: refusal === null, savingPaise: 0, refusal };
  });
  for (const check of checks) {
    if (!check.applies || check.materialId === null) continue;
    const line = context.cart.lines.find(({ materialId }) => materialId === check.materialId);
    check.savingPaise = discountOn(check.coupon, line?.linePricePaise ?? 0);
  }
  let left =
    context.cart.subtotalPaise -
    context.cart.exchangeValuePaise -
    checks.reduce((sum, check) => sum + check.savingPaise, 0);
  for (const check of checks) {
    if (!check.applies || check.materialId !== null) continue;
    check.savingPaise = discountOn(check.coupon, left);
    left -= check.savingPaise;
  }
  return checks;
}

function expired(coupon: CouponDefinition): Refusal {
  return refuse('COUPON_NOT_VALID', `${coupon.code} is no longer valid. Remove it to continue.`);
}

function lineRefusal(row: AppliedCouponRow, cart: CouponCart): Refusal | null {
  if (row.coupon.scope === 'cart') return null;
  const line = cart.lines.find(({ materialId }) => materialId === row.materialId);
  if (!line) {
    return refuse(
      'COUPON_NOT_ELIGIBLE',
      `The product ${row.coupon.code} was on is no longer in your cart. Remove the coupon, or add the product again.`,
    );
  }
  return isEligibleLine(row.coupon, line)
    ? null
    : refuse('COUPON_NOT_ELIGIBLE', `${row.coupon.code} cannot be used on ${line.name}.`);
}
