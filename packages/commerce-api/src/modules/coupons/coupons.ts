import { MAX_APPLIED_COUPONS } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { isOpenTo, priceAppliedCoupons } from './rules.ts';
import type { AppliedCouponRow, CouponCart, CouponDefinition, PricedCoupon, UsageCount } from './rules.ts';

// The coupon tables, read for the rules. Every statement names the cart or customer it is about.

const COUPON_COLUMNS = `
  c.id, c.code, c.title, c.description, c.terms, c.kind, c.percent, c.amount_paise AS "amountPaise",
  c.cap_paise AS "capPaise", c.min_cart_paise AS "minCartPaise", c.valid_from AS "validFrom",
  c.valid_to AS "validTo", c.scope, c.per_customer_limit AS "perCustomerLimit",
  c.total_limit AS "totalLimit", c.stackable, c.needs_otp AS "needsOtp", c.listed,
  c.customer_id AS "customerId",
  coalesce((SELECT array_agg(cp.material_id ORDER BY cp.material_id) FROM coupon_products cp
             WHERE cp.coupon_id = c.id), '{}') AS "materialIds",
  coalesce((SELECT array_agg(cc.category_id ORDER BY cc.category_id) FROM coupon_categories cc
             WHERE cc.coupon_id = c.id), '{}') AS "categoryIds"`;

/**
 * Each product's category and every category above it, by material id (what a category coupon
 * matches). The catalogue owns the categories: the cart-pricing flow passes its `categoriesAbove`.
 */
export type CategoriesAbove = (
  db: Queryable,
  materialIds: readonly string[],
) => Promise<Map<string, string[]>>;

/** A coupon by its code, in any case; null when there is none. */
export async function findCouponByCode(db: Queryable, code: string): Promise<CouponDefinition | null> {
  const [row] = await db.query<CouponDefinition>(
    `SELECT ${COUPON_COLUMNS} FROM coupons c WHERE upper(c.code) = upper($1)`,
    [code],
  );
  return row ?? null;
}

/** The coupons on the list for this visitor now: listed, in their window, public or theirs. */
export async function listedCoupons(
  db: Queryable,
  customerId: string | null,
  now: Date,
): Promise<CouponDefinition[]> {
  const rows = await db.query<CouponDefinition>(
    `SELECT ${COUPON_COLUMNS} FROM coupons c
      WHERE c.listed AND c.valid_from <= $2 AND c.valid_to > $2
        AND (c.customer_id IS NULL OR c.customer_id = $1)
      ORDER BY c.min_cart_paise, c.code`,
    [customerId, now],
  );
  return rows.filter((coupon) => isOpenTo(coupon, customerId, now));
}

/** The coupons on a cart, in the order they were applied. */
export async function appliedCoupons(
  db: Queryable,
  cartId: string,
): Promise<(AppliedCouponRow & { coupon: CouponDefinition })[]> {
  const rows = await db.query<CouponDefinition & { appliedMaterialId: string | null }>(
    `SELECT ${COUPON_COLUMNS}, cc2.material_id AS "appliedMaterialId"
       FROM cart_coupons cc2 JOIN coupons c ON c.id = cc2.coupon_id
      WHERE cc2.cart_id = $1 ORDER BY cc2.position`,
    [cartId],
  );
  return rows.map(({ appliedMaterialId, ...coupon }) => ({ coupon, materialId: appliedMaterialId }));
}

/**
 * Usages that count against the coupons' limits now: committed ones, and holds that have not
 * expired. `except` leaves out the holds of one cart (its own pending order, when the cart is read)
 * or the usages of one order (when that order holds its coupons again).
 */
export async function countUsages(
  db: Queryable,
  couponIds: readonly string[],
  customerId: string | null,
  now: Date,
  except: { cartId?: string; orderId?: string } = {},
): Promise<Map<string, UsageCount>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db.query<{ couponId: string; total: number; byCustomer: number }>(
    `SELECT coupon_id AS "couponId", count(*)::int AS total,
            (count(*) FILTER (WHERE customer_id = $2))::int AS "byCustomer"
       FROM coupon_usages
      WHERE coupon_id = ANY ($1::text[])
        AND (state = 'committed' OR (state = 'held' AND expires_at > $3))
        AND NOT (state = 'held' AND cart_id IS NOT DISTINCT FROM $4)
        AND order_id IS DISTINCT FROM $5
      GROUP BY coupon_id`,
    [couponIds, customerId, now, except.cartId ?? null, except.orderId ?? null],
  );
  return new Map(rows.map(({ couponId, ...count }) => [couponId, count]));
}

/** The lines of a cart as the coupon rules see them: with every category above each product. */
export async function couponCart(
  db: Queryable,
  lines: readonly { materialId: string; name: string; linePricePaise: number }[],
  exchangeValuePaise: number,
  categoriesAbove: CategoriesAbove,
): Promise<CouponCart> {
  const categories = await categoriesAbove(
    db,
    lines.map((line) => line.materialId),
  );
  return {
    lines: lines.map((line) => ({ ...line, categoryIds: categories.get(line.materialId) ?? [] })),
    subtotalPaise: lines.reduce((sum, line) => sum + line.linePricePaise, 0),
    exchangeValuePaise,
  };
}

/**
 * The coupons of a cart priced against its lines as they are now (the cart view calls this on
 * every read): a coupon that stopped applying saves nothing. The cart's own pending order does not
 * count against the limits here; holding its coupons counts everything else (usage.ts).
 */
export async function priceCartCoupons(
  db: Queryable,
  cart: { id: string; customerId: string | null },
  lines: readonly { materialId: string; name: string; linePricePaise: number }[],
  exchangeValuePaise: number,
  now: Date,
  categoriesAbove: CategoriesAbove,
): Promise<PricedCoupon[]> {
  const applied = await appliedCoupons(db, cart.id);
  if (applied.length === 0) return [];
  const usage = await countUsages(
    db,
    applied.map((row) => row.coupon.id),
    cart.customerId,
    now,
    { cartId: cart.id },
  );
  const context = {
    cart: await couponCart(db, lines, exchangeValuePaise, categoriesAbove),
    customerId: cart.customerId,
    now,
    usage,
  };
  return priceAppliedCoupons(applied, context);
}

/**
 * On sign-in, when a guest cart merges into the customer's: its coupons join theirs, in the order
 * applied, up to the 3 a cart holds, each product keeping one. Whether they apply is decided on the
 * next read, like any coupon after a change of the cart.
 */
export async function moveCartCoupons(tx: Queryable, fromCartId: string, toCartId: string): Promise<void> {
  await tx.query(
    `INSERT INTO cart_coupons (cart_id, coupon_id, material_id, applied_at)
     SELECT $2, coupon_id, material_id, applied_at FROM cart_coupons WHERE cart_id = $1
      ORDER BY position
      LIMIT greatest(0, $3 - (SELECT count(*) FROM cart_coupons WHERE cart_id = $2))
     ON CONFLICT DO NOTHING`,
    [fromCartId, toCartId, MAX_APPLIED_COUPONS],
  );
}

/** Puts a coupon on a cart, on the product it was judged for (null for a cart coupon). */
export async function putCartCoupon(
  tx: Queryable,
  cartId: string,
  applied: { couponId: string; materialId: string | null; now: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO cart_coupons (cart_id, coupon_id, material_id, applied_at) VALUES ($1, $2, $3, $4)',
    [cartId, applied.couponId, applied.materialId, applied.now],
  );
}

/**
 * Takes coupons off a cart: those of the given codes (all when none are given), except any on the
 * product `exceptMaterialId`.
 */
export async function removeCartCoupons(
  tx: Queryable,
  cartId: string,
  which: { codes?: readonly string[]; exceptMaterialId?: string },
): Promise<void> {
  await tx.query(
    `DELETE FROM cart_coupons cc USING coupons c
      WHERE cc.cart_id = $1 AND c.id = cc.coupon_id
        AND ($2::text[] IS NULL OR upper(c.code) = ANY ($2::text[]))
        AND ($3::text IS NULL OR cc.material_id IS DISTINCT FROM $3)`,
    [cartId, which.codes ?? null, which.exceptMaterialId ?? null],
  );
}
