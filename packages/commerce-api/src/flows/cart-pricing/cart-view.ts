import { CURRENCY } from '@nirmal/domain/contract';
import type { Cart, CartLine, CartProblem } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { categoriesAbove } from '../../modules/catalogue/categories.ts';
import { deliveryTo } from '../../modules/catalogue/pincodes.ts';
import { orderableProducts } from '../../modules/catalogue/stock.ts';
import type { OrderableProduct } from '../../modules/catalogue/stock.ts';
import { priceCartCoupons } from '../../modules/coupons/coupons.ts';
import type { PricedCoupon } from '../../modules/coupons/rules.ts';
import { cartLines } from '../../modules/cart/carts.ts';
import type { CartRow, ProductLineRow } from '../../modules/cart/carts.ts';

export interface ViewOptions {
  /** The pincode to check against; the cart's own (the last one checked) when absent. */
  pincode?: string;
  /** With the stock, delivery and price problems of each line (the header count needs none). */
  detailed: boolean;
  /** The time coupons are checked at (their validity window). */
  now: Date;
  /** Unpaid orders that placing this cart's order gives up: the units they hold count as for sale. */
  releasing?: readonly string[];
}

/** Why a line cannot be bought as it is, most pressing first; null when it can. */
function lineProblem(
  line: ProductLineRow,
  product: OrderableProduct,
  pincode: string | null,
  deliverable: boolean,
): CartProblem | null {
  const lineId = line.id;
  if (pincode !== null && !deliverable) return { code: 'not_deliverable', lineId, pincode };
  if (product.units <= 0) return { code: 'out_of_stock', lineId };
  if (product.units < line.quantity) return { code: 'insufficient_stock', lineId, available: product.units };
  if (product.pricePaise !== line.seenUnitPricePaise) {
    return {
      code: 'price_changed',
      lineId,
      previousUnitPricePaise: line.seenUnitPricePaise,
      unitPricePaise: product.pricePaise,
    };
  }
  return null;
}

/** A cart's lines priced by the catalogue now, before its coupons: the first half of the cart view. */
export interface PricedLines {
  cart: CartRow;
  pincode: string | null;
  lines: CartLine[];
  problems: CartProblem[];
  totals: { mrpPaise: number; pricePaise: number; exchangeValuePaise: number };
  deliveryChargePaise: number | null;
}

/** The product lines of priced lines, as the coupon rules take them. */
export const productLines = ({ lines }: PricedLines) =>
  lines.flatMap((line) => (line.kind === 'product' ? [line] : []));

/** Reads a cart's lines and prices them from the catalogue: every price, stock state and problem. */
export async function priceLines(db: Queryable, cart: CartRow, options: ViewOptions): Promise<PricedLines> {
  const pincode = options.pincode ?? cart.pincode;
  const rows = await cartLines(db, cart.id);
  const productRows = rows.filter((row) => row.kind === 'product');
  const products = new Map(
    (
      await orderableProducts(
        db,
        productRows.map((row) => row.productId),
        pincode ?? undefined,
        options.releasing,
      )
    ).map((product) => [product.productId, product]),
  );
  const delivery = pincode === null ? null : await deliveryTo(db, pincode);

  const lines: CartLine[] = [];
  const problems: CartProblem[] = [];
  const totals = { mrpPaise: 0, pricePaise: 0, exchangeValuePaise: 0 };
  for (const row of productRows) {
    // Lines reference products by foreign key, so every one is found.
    const product = products.get(row.productId) as OrderableProduct;
    const linePricePaise = product.pricePaise * row.quantity;
    totals.mrpPaise += product.mrpPaise * row.quantity;
    totals.pricePaise += linePricePaise;
    lines.push({
      kind: 'product',
      id: row.id,
      productId: product.productId,
      materialId: product.materialId,
      slug: product.slug,
      name: product.name,
      imageUrl: product.imageUrl,
      quantity: row.quantity,
      unitMrpPaise: product.mrpPaise,
      unitPricePaise: product.pricePaise,
      linePricePaise,
      inventory: { stockStatus: product.stockStatus, maxQuantity: Math.min(product.limit, product.units) },
      appliedCoupon: null,
    });
    const problem = options.detailed ? lineProblem(row, product, pincode, delivery !== null) : null;
    if (problem) problems.push(problem);

    const exchange = rows.find((other) => other.kind === 'exchange' && other.parentId === row.id);
    if (exchange?.kind === 'exchange') {
      // Never worth more than the line it is exchanged against, whatever the price did since.
      const valuePaise = Math.min(exchange.valuePaise, linePricePaise);
      totals.exchangeValuePaise += valuePaise;
      lines.push({ ...exchange, valuePaise });
    }
  }
  const deliveryChargePaise = delivery && productRows.length > 0 ? delivery.chargePaise : null;
  return { cart, pincode, lines, problems, totals, deliveryChargePaise };
}

/**
 * The cart as the contract answers it: its priced lines with its coupons, priced against them
 * (the coupons' savings shown on their lines and taken off the payable total).
 */
export function withCoupons(priced: PricedLines, coupons: readonly PricedCoupon[]): Cart {
  const { cart, pincode, problems, totals, deliveryChargePaise } = priced;
  const lines = priced.lines.map((line) => ({ ...line }));
  const couponDiscountPaise = coupons.reduce((sum, coupon) => sum + coupon.savingPaise, 0);
  for (const coupon of coupons) {
    const line = lines.find((other) => other.kind === 'product' && other.materialId === coupon.materialId);
    if (coupon.applies && line?.kind === 'product') {
      line.appliedCoupon = { code: coupon.coupon.code, savingPaise: coupon.savingPaise };
    }
  }
  return {
    id: cart.id,
    currency: CURRENCY,
    pincode,
    lines,
    totals: {
      mrpPaise: totals.mrpPaise,
      productDiscountPaise: totals.mrpPaise - totals.pricePaise,
      couponDiscountPaise,
      exchangeValuePaise: totals.exchangeValuePaise,
      deliveryChargePaise,
      payablePaise:
        totals.pricePaise - totals.exchangeValuePaise - couponDiscountPaise + (deliveryChargePaise ?? 0),
    },
    problems,
    coupons: coupons.map(({ coupon, materialId, applies, savingPaise, refusal }) => ({
      code: coupon.code,
      title: coupon.title,
      materialId,
      applies,
      savingPaise,
      reason: refusal?.message ?? null,
    })),
  };
}

/** The cart as the contract answers it: every price and total from the catalogue, now. */
export async function viewCart(db: Queryable, cart: CartRow, options: ViewOptions): Promise<Cart> {
  const priced = await priceLines(db, cart, options);
  const coupons = await priceCartCoupons(
    db,
    cart,
    productLines(priced),
    priced.totals.exchangeValuePaise,
    options.now,
    categoriesAbove,
  );
  return withCoupons(priced, coupons);
}
