import * as z from 'zod/mini';
import { paymentProviders, promotionCodes } from '@nirmal/format';
import { addressSchema } from './addresses.ts';
import { defineCall } from './call.ts';
import { calendarDaySchema, checkedBy, opaqueIdSchema } from './checked.ts';
import { tierSchema } from './enums.ts';
import { dataAnswer } from './http.ts';
import { CURRENCY, paiseSchema } from './money.ts';
import { PLAN_CANCEL_DAYS } from './plan-dates.ts';

// Orders (§7 Orders and checkout): a customer's product orders (ecom) and AMC plan orders, one by
// id, its details with a GST tax invoice, the confirmation a success page shows, and cancelling.
// A customer only ever reads and changes their own: another customer's order answers 404 exactly
// as a missing one does.

/** Payment providers (§3), named in @nirmal/format. */
export const PAYMENT_PROVIDERS = paymentProviders;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** The promotions checkout offers (§3): buy now pay later, bank cashback and no-cost EMI (@nirmal/format). */
export const PROMOTIONS = promotionCodes;
export const promotionIdSchema = z.enum(PROMOTIONS, { error: 'Choose one of the offers shown.' });
export type PromotionId = z.infer<typeof promotionIdSchema>;

/**
 * Product orders (ecom), AMC plan orders (/subscription/order/history) and service visits paid in
 * advance (a visit's order is cancelled with its visit, `/api/schedule/cancelBooking`).
 */
export const ORDER_KINDS = ['product', 'plan', 'service'] as const;
export const orderKindSchema = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof orderKindSchema>;

/**
 * Where an order is; it only moves forward:
 * awaiting_payment → paid → packed → shipped → delivered;
 * awaiting_payment → payment_failed (still payable: the customer may retry) → paid;
 * awaiting_payment or payment_failed → expired (unpaid past its hold: stock and coupons released);
 * any status before shipped → cancelled.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'expired',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Statuses in which the order can still be paid. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'payment_failed'];
/** Statuses from which a customer may cancel (before it ships). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'packed',
];

/** How a cancelled paid order's money comes back; `none` when nothing was paid. */
/**
 * A cancelled paid order's refund: initiated with the provider, refunded once the provider says
 * the money went back, failed when it refused (it is tried again, and moves back to initiated).
 */
export const REFUND_STATES = ['none', 'initiated', 'refunded', 'failed'] as const;
export const refundStateSchema = z.enum(REFUND_STATES);
export type RefundState = z.infer<typeof refundStateSchema>;

/** Why a customer cancels a product order, as the cancel form offers it. */
export const CANCEL_REASONS = {
  ordered_by_mistake: 'I ordered it by mistake',
  delivery_too_late: 'The delivery date is too late',
  found_better_price: 'I found a better price elsewhere',
  wrong_address: 'I chose the wrong address',
  changed_mind: 'I changed my mind',
  other: 'Another reason',
} as const;
export type ProductCancelReason = keyof typeof CANCEL_REASONS;

/** Why a customer cancels an AMC plan order, as its cancel form offers it. */
export const PLAN_CANCEL_REASONS = {
  changed_mind: 'I changed my mind',
  wrong_plan: 'I chose the wrong plan or duration',
  wrong_device: 'I bought it for the wrong device',
  device_not_in_use: 'I no longer use this device',
  found_better_price: 'I found a better price elsewhere',
  other: 'Another reason',
} as const;
export type PlanCancelReason = keyof typeof PLAN_CANCEL_REASONS;

/** Every reason of either kind with its words (a cancelled order's reason is one of them). */
export const ORDER_CANCEL_REASONS = { ...CANCEL_REASONS, ...PLAN_CANCEL_REASONS } as const;
export type CancelReason = keyof typeof ORDER_CANCEL_REASONS;

/** The reasons a cancel form offers for an order of this kind; the server accepts only these. */
export function cancelReasonsFor(kind: OrderKind): Readonly<Partial<Record<CancelReason, string>>> {
  if (kind === 'service') return {};
  return kind === 'plan' ? PLAN_CANCEL_REASONS : CANCEL_REASONS;
}

export const CANCEL_REASON_MESSAGE = 'Choose why you are cancelling from the list.';
export const cancelReasonSchema = z.enum(
  Object.keys(ORDER_CANCEL_REASONS) as [CancelReason, ...CancelReason[]],
  { error: CANCEL_REASON_MESSAGE },
);

/**
 * Why Nirmal cancelled an order its customer did not cancel (staff withdrew the payment link that
 * would pay it): never offered on a cancel form, never put in the customer's words.
 */
export const NIRMAL_CANCEL_REASONS = {
  payment_link_withdrawn: 'the payment link was withdrawn',
} as const;
export type NirmalCancelReason = keyof typeof NIRMAL_CANCEL_REASONS;

/** Why a cancelled order was cancelled: its customer's reason or Nirmal's. */
export type CancelledReason = CancelReason | NirmalCancelReason;
export const cancelledReasonSchema = z.enum([
  ...cancelReasonSchema.options,
  ...(Object.keys(NIRMAL_CANCEL_REASONS) as NirmalCancelReason[]),
]);

export const isNirmalCancelReason = (reason: CancelledReason): reason is NirmalCancelReason =>
  Object.hasOwn(NIRMAL_CANCEL_REASONS, reason);

/** How an order's timeline tells its cancelling: who cancelled it, and why. */
export const cancellingNote = (reason: CancelledReason): string =>
  isNirmalCancelReason(reason)
    ? `Cancelled by Nirmal: ${NIRMAL_CANCEL_REASONS[reason]}`
    : `Cancelled: ${ORDER_CANCEL_REASONS[reason]}`;

export const ORDER_MESSAGES = {
  unknown: 'We could not find this order. Open it from your orders.',
  notCancellable:
    'This order has already shipped, so it can no longer be cancelled. You can return it after delivery.',
  alreadyCancelled: 'This order is already cancelled.',
  badDate: 'Enter the date as YYYY-MM-DD, like 2026-04-01.',
  badRange: 'The start date must be on or before the end date.',
  badStatus: 'Choose the statuses from the list.',
  page: 'Ask for a page number from 1.',
  pageSize: 'Ask for between 1 and 50 orders a page.',
  /** A paid AMC plan is cancelled by its own terms (PLAN_CANCEL_DAYS in plan-dates.ts). */
  planCancelWindow: `A plan can be cancelled within ${PLAN_CANCEL_DAYS} days of paying for it, and that time has passed.`,
  planVisited: 'A service visit has been made under this plan, so it can no longer be cancelled.',
  planSuperseded:
    'A later plan has been bought for this device, so this one can no longer be cancelled. Cancel the later one first.',
} as const;

export const orderIdSchema = opaqueIdSchema(ORDER_MESSAGES.unknown);

/** A plan order's line: which AMC plan for which device, and the days it covers. */
export const planDetailsSchema = z.object({
  tier: tierSchema,
  assetId: z.string(),
  deviceName: z.string(),
  months: z.int().check(z.positive()),
  /**
   * The term as priced when the order was placed until it is paid; once paid, the term applied to
   * the device (worked out again on the day it was paid).
   */
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});

export const orderLineSchema = z.object({
  id: z.string(),
  /** Null for a plan line. */
  productId: z.nullable(z.string()),
  materialId: z.string(),
  name: z.string(),
  imageUrl: z.nullable(z.string()),
  /** HSN code of the goods (SAC of a service), as the tax invoice prints it. */
  hsnCode: z.string(),
  quantity: z.int().check(z.positive()),
  /** GST included, as the catalogue priced it when the order was placed. */
  unitPricePaise: paiseSchema,
  linePricePaise: paiseSchema,
  couponSavingPaise: paiseSchema,
  plan: z.nullable(planDetailsSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One line of a discount list (§3 discounts): what it is and how much it takes off. */
export const discountSchema = z.object({
  kind: z.enum(['product', 'coupon', 'exchange', 'promotion']),
  label: z.string(),
  amountPaise: paiseSchema,
});
export type Discount = z.infer<typeof discountSchema>;

/**
 * What the customer pays, worked out by the server (§3 paymentSummary). `actualPricePaise` is the
 * MRP of everything; `discountPaise` every discount but coupons (product, exchange, promotion);
 * `finalPricePaise` what is charged, delivery included.
 */
export const paymentSummarySchema = z.object({
  currency: z.literal(CURRENCY),
  actualPricePaise: paiseSchema,
  discountPaise: paiseSchema,
  couponDiscountPaise: paiseSchema,
  deliveryChargePaise: paiseSchema,
  finalPricePaise: paiseSchema,
  discounts: z.array(discountSchema),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** The delivery address as it was when the order was placed (later edits do not change it). */
export const orderAddressSchema = z.omit(addressSchema, { id: true, isDefault: true });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** An order in a list. */
export const orderSummarySchema = z.object({
  orderId: orderIdSchema,
  kind: orderKindSchema,
  status: orderStatusSchema,
  refundState: refundStateSchema,
  /** The newer order that replaced it while it was unpaid (its status is then `expired`). */
  replacedBy: z.nullable(orderIdSchema),
  placedAt: z.iso.datetime(),
  amountPaise: paiseSchema,
  itemCount: z.int().check(z.nonnegative()),
  /** The first few lines, for the card. */
  lines: z.array(z.object({ name: z.string(), imageUrl: z.nullable(z.string()), quantity: z.int() })),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The payment of an order as the payment page needs it. */
export const orderPaymentSchema = z.object({
  /** The provider it was paid with; null before (the customer chooses one on the payment page). */
  provider: z.nullable(paymentProviderSchema),
  amountPaise: paiseSchema,
  /** True while the order awaits payment or a retry after a failure. */
  payable: z.boolean(),
  /** Until when stock is held for an unpaid order; null once paid or closed. */
  holdExpiresAt: z.nullable(z.iso.datetime()),
  providerPaymentId: z.nullable(z.string()),
  paidAt: z.nullable(z.iso.datetime()),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** One order (`/api/v1/order/:orderId`): what it holds, where it goes and how it is paid. */
export const orderSchema = z.extend(orderSummarySchema, {
  lines: z.array(orderLineSchema),
  address: z.nullable(orderAddressSchema),
  paymentSummary: paymentSummarySchema,
  payment: orderPaymentSchema,
  promotion: z.nullable(promotionIdSchema),
  assistantCode: z.nullable(z.string()),
  cancellable: z.boolean(),
  cancelReason: z.nullable(cancelledReasonSchema),
  /** When the refund reached the customer's way of paying; null until it has. */
  refundedAt: z.nullable(z.iso.datetime()),
});
export type Order = z.infer<typeof orderSchema>;

/** A change of status, or a refund (initiated when a paid order is cancelled; the status stays). */
export const TIMELINE_EVENT_KINDS = ['status', 'refund'] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

export const timelineEventSchema = z.object({
  status: orderStatusSchema,
  kind: z.enum(TIMELINE_EVENT_KINDS),
  at: z.iso.datetime(),
  note: z.nullable(z.string()),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** GST on the catalogue's goods (their prices include it). */
export const GST_RATE_PERCENT = 18;

export const invoicePartySchema = z.object({
  name: z.string(),
  address: z.string(),
  state: z.string(),
  /** GST state code, two digits. */
  stateCode: z.string(),
});

/** What an invoice line supplies: goods, classified by HSN code, or services, by SAC. */
export const INVOICE_SUPPLIES = ['goods', 'services'] as const;
export type InvoiceSupply = (typeof INVOICE_SUPPLIES)[number];

export const invoiceLineSchema = z.object({
  description: z.string(),
  /** The HSN code of goods, the SAC of services. */
  hsnCode: z.string(),
  supply: z.enum(INVOICE_SUPPLIES),
  quantity: z.int().check(z.positive()),
  /** The value of the line after its coupon saving, GST included. */
  valuePaise: paiseSchema,
  taxableValuePaise: paiseSchema,
  gstRatePercent: z.number(),
  cgstPaise: paiseSchema,
  sgstPaise: paiseSchema,
  igstPaise: paiseSchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceTotalsSchema = z.object({
  taxableValuePaise: paiseSchema,
  cgstPaise: paiseSchema,
  sgstPaise: paiseSchema,
  igstPaise: paiseSchema,
  /** Taxable value plus tax: the invoice value. */
  totalPaise: paiseSchema,
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/**
 * A tax invoice with what CGST Rule 46 asks for: the supplier's name, address and GSTIN, a serial
 * number unique in the financial year, the date, the customer and delivery address, the place of
 * supply, HSN code (SAC for services), quantity, taxable value and tax rate and amount per line, and totals. Within
 * the supplier's state the tax is CGST + SGST, to another state IGST.
 */
export const taxInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  invoiceDate: z.iso.date(),
  supplier: z.extend(invoicePartySchema, { gstin: z.string() }),
  recipient: z.extend(invoicePartySchema, { phone: z.string() }),
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  supplyType: z.enum(['intra_state', 'inter_state']),
  reverseCharge: z.boolean(),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
  /** Taken off what was charged after the invoice value (the old product taken in exchange). */
  exchangeValuePaise: paiseSchema,
  amountChargedPaise: paiseSchema,
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

/** `/api/order/getOrderDetails`: the order with its timeline and, once paid, its tax invoice. */
export const orderDetailsSchema = z.extend(orderSchema, {
  timeline: z.array(timelineEventSchema),
  invoice: z.nullable(taxInvoiceSchema),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** What a payment success page shows. */
export const orderConfirmationSchema = z.object({
  orderId: orderIdSchema,
  kind: orderKindSchema,
  status: orderStatusSchema,
  paid: z.boolean(),
  amountPaise: paiseSchema,
  placedAt: z.iso.datetime(),
  lines: z.array(z.object({ name: z.string(), imageUrl: z.nullable(z.string()), quantity: z.int() })),
  address: z.nullable(orderAddressSchema),
  /** The provider it was paid with; null before. */
  provider: z.nullable(paymentProviderSchema),
  providerPaymentId: z.nullable(z.string()),
  /**
   * A plan order's term as its device has it (once paid, the day after the current plan for a
   * renewal); null for other orders.
   */
  planTerm: z.nullable(z.object({ startDate: z.iso.date(), endDate: z.iso.date() })),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

const dateSchema = calendarDaySchema(ORDER_MESSAGES.badDate);

/** Statuses in a query, comma-separated (`paid,packed`) or as an array. */
const statusListSchema = checkedBy<OrderStatus | OrderStatus[] | string, OrderStatus[]>((input) => {
  const list = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : null;
  const statuses = list?.map((value) => (typeof value === 'string' ? value.trim() : value)).filter(Boolean);
  if (!statuses?.length || !statuses.every((value) => ORDER_STATUSES.includes(value as OrderStatus))) {
    return { ok: false, message: ORDER_MESSAGES.badStatus };
  }
  return { ok: true, value: [...new Set(statuses as OrderStatus[])] };
}, 'INVALID_REQUEST');

const positiveInt = (message: string, max: number) =>
  z.pipe(
    z.union([z.number({ error: message }), z.string({ error: message })]),
    z.pipe(z.transform(Number), z.int({ error: message }).check(z.gte(1, message), z.lte(max, message))),
  );

export const ORDERS_PAGE_SIZE = 10;

export const orderListQuerySchema = z
  .object({
    kind: z._default(orderKindSchema, 'product'),
    status: z.optional(statusListSchema),
    /** Placed on or after this day (India time). */
    from: z.optional(dateSchema),
    /** Placed on or before this day (India time). */
    to: z.optional(dateSchema),
    page: z._default(positiveInt(ORDER_MESSAGES.page, 10_000), 1),
    pageSize: z._default(positiveInt(ORDER_MESSAGES.pageSize, 50), ORDERS_PAGE_SIZE),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: ORDER_MESSAGES.badRange,
      path: ['from'],
    }),
  );
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.int(),
  pageSize: z.int(),
  /** Orders matching the filters, over all pages. */
  total: z.int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const cancelOrderSchema = z.object({
  orderId: orderIdSchema,
  reason: cancelReasonSchema,
  /** Optional words of the customer's own. */
  comment: z.optional(z.string().check(z.maxLength(300, 'Keep the comment to 300 characters or fewer.'))),
});
export type CancelOrder = z.input<typeof cancelOrderSchema>;

const orderQuery = z.object({ orderId: orderIdSchema });

export const orderCalls = {
  /** The customer's orders, newest first, of one kind, filtered by status and placing day. */
  list: defineCall({
    method: 'GET',
    path: '/api/v1/order/list',
    query: orderListQuerySchema,
    answer: dataAnswer(orderListSchema),
  }),
  /** The success page's order. Registered before `get` so `confirmation` is never read as an id. */
  confirmation: defineCall({
    method: 'GET',
    path: '/api/v1/order/confirmation/',
    query: orderQuery,
    answer: dataAnswer(orderConfirmationSchema),
  }),
  /** Cancels one of the customer's orders that has not shipped; answers its details (refund state included). */
  cancel: defineCall({
    method: 'POST',
    path: '/api/v1/order/cancel',
    body: cancelOrderSchema,
    answer: dataAnswer(orderDetailsSchema),
  }),
  /** One order (the payment page reads this). */
  get: defineCall({
    method: 'GET',
    path: '/api/v1/order/:orderId',
    params: orderQuery,
    answer: dataAnswer(orderSchema),
  }),
  /** One order with its timeline and tax invoice. */
  details: defineCall({
    method: 'GET',
    path: '/api/order/getOrderDetails',
    query: orderQuery,
    answer: dataAnswer(orderDetailsSchema),
  }),
};
