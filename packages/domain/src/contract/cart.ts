import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import type { Checked } from './checked.ts';
import { checkedBy, idListSchema, opaqueIdSchema, queryFlagSchema } from './checked.ts';
import { pincodeSchema, productIdSchema, stockStatusSchema } from './catalogue.ts';
import { exchangeConditionSchema, exchangeDetailsSchema, productTypeSchema } from './exchange.ts';
import { dataAnswer } from './http.ts';
import { CURRENCY, paiseSchema } from './money.ts';

// The cart (§7). The client says which product and how many, never a price: the server prices
// every line and total. A visitor's cart is a guest cart, known by its id (kept in the cart-id
// cookie); a signed-in customer's cart is found by their session. On sign-in (OTP verify) the
// server merges the guest cart named by the cart-id cookie into the customer's cart (quantities
// add up to each product's limit, exchange lines follow their product) and points the cookie at
// the customer's cart.

export const QUANTITY_MESSAGES = {
  notWhole: 'Enter the quantity as a whole number, like 1 or 2.',
  belowOne: 'The quantity must be at least 1. To take the product out, remove it.',
  aboveLimit: (limit: number) =>
    limit === 1 ? 'You can buy only 1 of this product.' : `You can buy at most ${limit} of this product.`,
} as const;

/**
 * Reads a quantity (a number, or digits from a form): a whole number from 1, and no more than the
 * product's limit when it is known.
 */
export function readQuantity(input: unknown, limit = Number.POSITIVE_INFINITY): Checked<number> {
  const text = typeof input === 'string' ? input.trim() : null;
  const quantity = text !== null && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : input;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) {
    return { ok: false, message: QUANTITY_MESSAGES.notWhole };
  }
  if (quantity < 1) return { ok: false, message: QUANTITY_MESSAGES.belowOne };
  if (quantity > limit) return { ok: false, message: QUANTITY_MESSAGES.aboveLimit(limit) };
  return { ok: true, value: quantity };
}

/**
 * A quantity in a request. Only the server knows the product's limit (which may be below the
 * general one), so it holds the quantity to it and names it: refusing 6 here as "at most 5" would
 * name the wrong limit for a product sold two at a time.
 */
export const quantitySchema = checkedBy<number, number>((input) => readQuantity(input), 'INVALID_QUANTITY');

export const cartIdSchema = opaqueIdSchema('This cart link is not valid. Open your cart again.');
export const cartItemIdSchema = opaqueIdSchema('Choose an item in your cart.');

/** A coupon applied to one product (per-product `appliedCoupon`, §3). */
export const appliedCouponSchema = z.object({ code: z.string(), savingPaise: paiseSchema });
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** A coupon held by a cart, as the cart answer carries it (cart coupons and per-product ones alike). */
export const cartCouponSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** The product it is applied to (per-product `appliedCoupon`, §3); null for a cart coupon. */
  materialId: z.nullable(z.string()),
  /** Counted in the totals only when it applies; one that stopped applying saves nothing. */
  applies: z.boolean(),
  savingPaise: paiseSchema,
  /** Why it stopped applying after a change of the cart, in words the customer can act on. */
  reason: z.nullable(z.string()),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** A product in the cart, priced by the server. */
export const productLineSchema = z.object({
  kind: z.literal('product'),
  id: cartItemIdSchema,
  productId: productIdSchema,
  materialId: z.string().check(z.minLength(1)),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.nullable(z.string()),
  quantity: z.int().check(z.positive()),
  unitMrpPaise: paiseSchema,
  unitPricePaise: paiseSchema,
  /** The unit price times the quantity. */
  linePricePaise: paiseSchema,
  /** Stock for this line (per-product `inventory`, §3): near the cart's pincode when it has one. */
  inventory: z.object({ stockStatus: stockStatusSchema, maxQuantity: z.int().check(z.nonnegative()) }),
  appliedCoupon: z.nullable(appliedCouponSchema),
});
export type ProductLine = z.infer<typeof productLineSchema>;

/** An old product exchanged against a product line (prexo, §3): a child line that takes its value off. */
export const exchangeLineSchema = z.object({
  kind: z.literal('exchange'),
  id: cartItemIdSchema,
  /** The product line it is exchanged against. */
  parentId: cartItemIdSchema,
  productType: productTypeSchema,
  brand: z.string(),
  ageYears: z.int().check(z.nonnegative()),
  condition: exchangeConditionSchema,
  /** What the server values it at: taken off the total. */
  valuePaise: paiseSchema,
});
export type ExchangeLine = z.infer<typeof exchangeLineSchema>;

export const cartLineSchema = z.discriminatedUnion('kind', [productLineSchema, exchangeLineSchema]);
export type CartLine = z.infer<typeof cartLineSchema>;

const lineProblem = <Code extends string, Shape extends z.core.$ZodLooseShape>(code: Code, shape: Shape) =>
  z.object({ code: z.literal(code), lineId: cartItemIdSchema, ...shape });

/**
 * Something that stops a line being bought as it is, named by its line (as Saleor's checkout
 * problems are); the client words each for the customer.
 */
export const cartProblemSchema = z.discriminatedUnion('code', [
  /** Fewer are left than the line asks for. */
  lineProblem('insufficient_stock', { available: z.int().check(z.positive()) }),
  lineProblem('out_of_stock', {}),
  /** We do not deliver this product to the cart's pincode. */
  lineProblem('not_deliverable', { pincode: z.string() }),
  /** The price moved since the product was added; the line already carries the new one. */
  lineProblem('price_changed', { previousUnitPricePaise: paiseSchema, unitPricePaise: paiseSchema }),
]);
export type CartProblem = z.infer<typeof cartProblemSchema>;
export type CartProblemCode = CartProblem['code'];

/** What the customer pays, as the server worked it out. */
export const cartTotalsSchema = z.object({
  mrpPaise: paiseSchema,
  /** MRP less the prices. */
  productDiscountPaise: paiseSchema,
  couponDiscountPaise: paiseSchema,
  exchangeValuePaise: paiseSchema,
  /** Null until the cart has a pincode. */
  deliveryChargePaise: z.nullable(paiseSchema),
  payablePaise: paiseSchema,
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSchema = z.object({
  id: cartIdSchema,
  currency: z.literal(CURRENCY),
  /** The pincode the cart was checked against. */
  pincode: z.nullable(z.string()),
  /** Product lines in the order they were added, each followed by its exchange line if any. */
  lines: z.array(cartLineSchema),
  totals: cartTotalsSchema,
  problems: z.array(cartProblemSchema),
  /** Coupons applied to the cart, in the order they were applied (at most 3); see coupons.ts. */
  coupons: z.array(cartCouponSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartAnswerSchema = dataAnswer(cartSchema);
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

export const cartQuerySchema = z.object({
  /** The guest cart's id; a signed-in customer's cart is found without it. */
  cartId: z.optional(cartIdSchema),
  /** `false` leaves out the stock and delivery checks (`problems` is empty): enough for the header count. */
  isDetailed: queryFlagSchema(true),
  /** `true` on the checkout page: every line is checked against stock and the pincode. */
  isCheckout: queryFlagSchema(false),
  pincode: z.optional(pincodeSchema),
});
export type CartQuery = z.input<typeof cartQuerySchema>;

export const addProductSchema = z.object({
  kind: z.literal('product'),
  /** Absent: the signed-in customer's cart, or a new guest cart (its id is in the answer). */
  cartId: z.optional(cartIdSchema),
  productId: productIdSchema,
  /** Added to the quantity already in the cart, if any; the sum is held to the product's limit. */
  quantity: quantitySchema,
  pincode: z.optional(pincodeSchema),
});

export const addExchangeSchema = z.object({
  kind: z.literal('exchange'),
  cartId: z.optional(cartIdSchema),
  /** The product line it is exchanged against; it replaces that line's exchange, if any. */
  parentId: cartItemIdSchema,
  exchange: exchangeDetailsSchema,
});

export const addToCartSchema = z.discriminatedUnion('kind', [addProductSchema, addExchangeSchema]);
export type AddToCart = z.input<typeof addToCartSchema>;

export const changeQuantityQuerySchema = z.object({ cartId: z.optional(cartIdSchema) });
export const changeQuantitySchema = z.object({ cartItemId: cartItemIdSchema, quantity: quantitySchema });
export type ChangeQuantity = z.input<typeof changeQuantitySchema>;

export const removeItemsParamsSchema = z.object({ cartId: cartIdSchema });
export const removeItemsQuerySchema = z.object({
  cartItemIds: idListSchema({ max: 20, message: 'Choose the items to remove from your cart.' }),
  /** When the items are exchange lines: the product line they belong to. */
  parentId: z.optional(cartItemIdSchema),
});
export type RemoveItemsQuery = z.input<typeof removeItemsQuerySchema>;

export const cartCalls = {
  /**
   * The cart: `data` is null when there is none (no id and not signed in, an unknown id, or one
   * that is another customer's), and the client then forgets its stored id.
   */
  get: defineCall({
    method: 'GET',
    path: '/api/public/v1/cart',
    query: cartQuerySchema,
    answer: dataAnswer(z.nullable(cartSchema)),
  }),
  /** Adds a product (or raises its quantity), or an exchange line under a product line; answers the cart. */
  add: defineCall({
    method: 'POST',
    path: '/api/public/v1/cart/cart-item',
    body: addToCartSchema,
    answer: cartAnswerSchema,
  }),
  /** Sets a product line's quantity; answers the cart. */
  changeQuantity: defineCall({
    method: 'PUT',
    path: '/api/public/v1/cart/cart-item',
    query: changeQuantityQuerySchema,
    body: changeQuantitySchema,
    answer: cartAnswerSchema,
  }),
  /** Removes lines (a product line takes its exchange line with it); answers the cart, empty or not. */
  removeItems: defineCall({
    method: 'DELETE',
    path: '/api/public/v1/cart/:cartId/cart-item',
    params: removeItemsParamsSchema,
    query: removeItemsQuerySchema,
    answer: cartAnswerSchema,
  }),
};
