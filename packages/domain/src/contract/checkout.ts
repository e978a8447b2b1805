import * as z from 'zod/mini';
import { addressIdSchema } from './addresses.ts';
import { defineCall } from './call.ts';
import { ASSISTANT_CODE, CHECKOUT_STORE_MESSAGES } from './checkout-messages.ts';
import { cartProblemSchema, cartSchema } from './cart.ts';
import { opaqueIdSchema, pricedByServer } from './checked.ts';
import { dataAnswer } from './http.ts';
import { paiseSchema } from './money.ts';
import {
  orderIdSchema,
  orderStatusSchema,
  paymentProviderSchema,
  paymentSummarySchema,
  promotionIdSchema,
} from './orders.ts';

// Checkout (§3 checkout state): the cart re-checked at the delivery address's pincode, priced by
// the server alone, with the assistant code and the promotions it allows; and placing the order,
// which creates it awaiting payment with its stock held for a while. The browser never sends a
// price: it sends the `priceVersion` it was shown, and when what it would now pay differs (a
// price, stock, coupons, delivery) the order is not placed and the answer lists what changed.

export const CHECKOUT_MESSAGES = {
  ...CHECKOUT_STORE_MESSAGES,
  idempotencyKey: 'Place the order again from the checkout page.',
  priceVersion: 'Open checkout again to see the latest price before you pay.',
  emptyCart: 'Your cart is empty. Add a product before you check out.',
  address: 'Choose a delivery address, or add one.',
  keyReused: 'This order request was already used for a different cart. Open checkout again.',
  promotion: 'This offer is not available for your order. Choose another, or pay without one.',
  amount:
    'Nirmal prices an order from the cart, its coupons and its delivery. Send the price version checkout showed, not an amount.',
} as const;

/** A store assistant's code (§3 assistantCode): 4 to 12 letters and digits, read in capitals. */
export const assistantCodeSchema = z.pipe(
  z.string({ error: CHECKOUT_MESSAGES.assistantCode }),
  z.pipe(
    z.transform((value: string) => value.trim().toUpperCase()),
    z.string().check(z.regex(ASSISTANT_CODE, CHECKOUT_MESSAGES.assistantCode)),
  ),
);

/**
 * No-cost EMI as the customer should see it: the bank charges interest on the instalments and
 * Nirmal takes that interest off the price up front, so the instalments add up to the price. The
 * customer gives up the bank cashback they could have had instead.
 */
export const noCostEmiTermsSchema = z.object({
  months: z.int().check(z.positive()),
  /** The bank's yearly interest rate, in percent. */
  annualInterestPercent: z.number(),
  monthlyInstalmentPaise: paiseSchema,
  /** The interest over the tenure, taken off the price by Nirmal. */
  interestCoveredPaise: paiseSchema,
  /** The cashback the customer would have had when paying in full instead. */
  cashDiscountForgonePaise: paiseSchema,
});
export type NoCostEmiTerms = z.infer<typeof noCostEmiTermsSchema>;

/** A promotion (§3): its label, whether the server allows it for this cart, and why not. */
export const promotionSchema = z.object({
  label: z.string(),
  isAllowed: z.boolean(),
  /** Why it is not allowed (a sentence for the customer); null when it is. */
  reason: z.nullable(z.string()),
  /** What choosing it takes off the price now (no-cost EMI's covered interest); 0 for the others. */
  discountPaise: paiseSchema,
  /** A bank's cashback after payment; 0 for the others. */
  cashbackPaise: paiseSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsSchema = z.object({
  bnpl: promotionSchema,
  bankCashback: promotionSchema,
  ncemi: z.extend(promotionSchema, { terms: z.nullable(noCostEmiTermsSchema) }),
});
export type Promotions = z.infer<typeof promotionsSchema>;

/** A coupon applied to the cart (§3 couponsApplied). */
export const appliedCheckoutCouponSchema = z.object({
  code: z.string(),
  /** The product line it applies to (per-product applied coupon), null for the whole cart. */
  materialId: z.nullable(z.string()),
  savingPaise: paiseSchema,
});

/** Checkout state (§3) as the server works it out for the customer's cart and a delivery address. */
export const checkoutStateSchema = z.object({
  /** The cart checked at the address's pincode (isCheckout). */
  cart: cartSchema,
  /** The address priced against: the one asked, else the default; null when the customer has none. */
  addressId: z.nullable(addressIdSchema),
  couponsApplied: z.array(appliedCheckoutCouponSchema),
  paymentSummary: paymentSummarySchema,
  promotions: promotionsSchema,
  /** The promotion asked for, when it is allowed. */
  promotion: z.nullable(promotionIdSchema),
  assistantCode: z.nullable(z.string()),
  /** Null when no code was given. */
  isAssistantCodeValid: z.nullable(z.boolean()),
  /** The providers the order can be paid with: chosen on the payment page, named at checkout. */
  providers: z.array(paymentProviderSchema),
  /** True when the order can be placed as shown: an address, lines, nothing out of stock or undeliverable. */
  canPlaceOrder: z.boolean(),
  /** Names exactly what the customer is shown; placing the order sends it back. */
  priceVersion: z.string(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

export const checkoutQuerySchema = z.object({
  /** The delivery address; the customer's default when absent. */
  addressId: z.optional(addressIdSchema),
  assistantCode: z.optional(assistantCodeSchema),
  promotion: z.optional(promotionIdSchema),
});
export type CheckoutQuery = z.input<typeof checkoutQuerySchema>;

const PRICE_VERSION = /^[A-Za-z0-9_-]{1,4000}$/;

/** What placing the order sends: choices and the version seen, never a price or a total. */
export const placeOrderSchema = z.object({
  addressId: addressIdSchema,
  /** Must be true (§3 isTCChecked). */
  isTCChecked: z.literal(true, { error: CHECKOUT_MESSAGES.terms }),
  assistantCode: z.optional(assistantCodeSchema),
  promotion: z.optional(z.nullable(promotionIdSchema)),
  priceVersion: z
    .string({ error: CHECKOUT_MESSAGES.priceVersion })
    .check(z.regex(PRICE_VERSION, CHECKOUT_MESSAGES.priceVersion)),
  /**
   * Made by the client once per attempt and kept for its retries: the same key answers the same
   * order, so a double click or a retried request never makes two.
   */
  idempotencyKey: opaqueIdSchema(CHECKOUT_MESSAGES.idempotencyKey).check(
    z.minLength(16, CHECKOUT_MESSAGES.idempotencyKey),
  ),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

/** What changed since the customer's `priceVersion`: a line's problem, or a total. */
export const checkoutChangeSchema = z.discriminatedUnion('code', [
  cartProblemSchema,
  /** Lines were added, removed or changed in quantity (another tab). */
  z.object({ code: z.literal('cart_changed') }),
  /** Applied coupons or their savings changed. */
  z.object({ code: z.literal('coupons_changed') }),
  z.object({ code: z.literal('delivery_changed'), deliveryChargePaise: paiseSchema }),
  z.object({ code: z.literal('promotion_unavailable'), promotion: promotionIdSchema }),
  /** What the customer would pay now; `previousFinalPricePaise` null when the version was unreadable. */
  z.object({
    code: z.literal('total_changed'),
    previousFinalPricePaise: z.nullable(paiseSchema),
    finalPricePaise: paiseSchema,
  }),
]);
export type CheckoutChange = z.infer<typeof checkoutChangeSchema>;

/** The order placed, awaiting payment (also for a retried request with the same key). */
export const placedOrderSchema = z.object({
  orderId: orderIdSchema,
  status: orderStatusSchema,
  amountPaise: paiseSchema,
  /** Until when its stock is held. */
  holdExpiresAt: z.iso.datetime(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const placeOrderResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('placed'), order: placedOrderSchema }),
  /**
   * Not placed: what the customer would pay is not what they saw, or something cannot be bought.
   * The client shows `changes` and the new `checkout`, and places again with its priceVersion.
   */
  z.object({
    outcome: z.literal('changed'),
    changes: z.array(checkoutChangeSchema),
    checkout: checkoutStateSchema,
  }),
]);
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

export const checkoutCalls = {
  /** The checkout state for the signed-in customer's cart (it writes nothing). */
  state: defineCall({
    method: 'GET',
    path: '/api/cart/checkoutV2',
    query: checkoutQuerySchema,
    answer: dataAnswer(checkoutStateSchema),
  }),
  /** Places the order from the cart, awaiting payment; idempotent by the idempotency key. */
  placeOrder: defineCall({
    method: 'POST',
    path: '/api/v1/checkout',
    body: pricedByServer(placeOrderSchema, CHECKOUT_MESSAGES.amount),
    answer: dataAnswer(placeOrderResultSchema),
  }),
};
