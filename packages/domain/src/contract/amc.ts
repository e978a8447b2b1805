import * as z from 'zod/mini';
import { assetIdSchema, planStatusSchema } from './assets.ts';
import { defineCall } from './call.ts';
import { opaqueIdSchema, pricedByServer } from './checked.ts';
import { technologySchema, tierSchema } from './enums.ts';
import { dataAnswer } from './http.ts';
import { paiseSchema } from './money.ts';
import { orderIdSchema, orderStatusSchema, PAYMENT_PROVIDERS, paymentProviderSchema } from './orders.ts';
import { MAX_PLAN_YEARS, MIN_PLAN_YEARS } from './plan-dates.ts';

// AMC plans (§3 tiers, §7 AMC calls): the plans offered for one of the customer's devices, what
// each tier includes, the device's agreement, the price of each duration, and buying one. Every
// price is decided by commerce-api; buying sends the tier, the years and the version of the price
// the customer saw, never an amount.

export const AMC_MESSAGES = {
  deviceUnknown: 'We could not find this device among yours.',
  years: `Choose a plan of ${MIN_PLAN_YEARS} to ${MAX_PLAN_YEARS} years.`,
  tier: 'Choose one of the plans offered for this device.',
  rental:
    'This device is rented, and its rent includes its maintenance plan, so there is no plan to buy for it.',
  priceVersion: 'Open the plan again to see its price, then pay.',
  idempotencyKey: 'Reload the page and try again.',
  provider: 'Choose how you would like to pay.',
  amount:
    'Nirmal prices a plan from the device, the plan and the years chosen. Send the choice, not an amount.',
} as const;

const yearsSchema = z.pipe(
  z.union([z.number({ error: AMC_MESSAGES.years }), z.string({ error: AMC_MESSAGES.years })]),
  z.pipe(
    z.transform(Number),
    z
      .int({ error: AMC_MESSAGES.years })
      .check(z.gte(MIN_PLAN_YEARS, AMC_MESSAGES.years), z.lte(MAX_PLAN_YEARS, AMC_MESSAGES.years)),
  ),
);

const offeredTierSchema = z.enum(tierSchema.options, { error: AMC_MESSAGES.tier });

const deviceQuery = z.object({ assetId: assetIdSchema });
const deviceTierQuery = z.object({ assetId: assetIdSchema, tier: offeredTierSchema });

/** One tier offered for a device, priced for one year. */
export const planOptionSchema = z.object({
  tier: tierSchema,
  /** One year of this plan, GST included. */
  pricePerYearPaise: paiseSchema,
  /** The three to five benefits a card shows, most important first. */
  highlights: z.array(z.string()),
  recommended: z.boolean(),
});
export type PlanOption = z.infer<typeof planOptionSchema>;

/** `/api/amc/amcData`: what the customer may buy for this device, and when the plan would start. */
export const amcDataSchema = z.object({
  assetId: z.string(),
  deviceName: z.string(),
  technology: technologySchema,
  /** Whether a plan can be bought now, and if not why and from when. */
  planStatus: planStatusSchema,
  /** The current plan ends and the new one follows it (renew), or there is none running (buy). */
  purpose: z.enum(['buy', 'renew']),
  /** The day a plan bought today starts. */
  startDate: z.iso.date(),
  /** Every tier offered for the device's technology, in tier order; empty for a rented device. */
  plans: z.array(planOptionSchema),
});
export type AmcData = z.infer<typeof amcDataSchema>;

/** One row of the comparison: a benefit and what each tier gives (true included, false not, or words). */
export const benefitRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  values: z.record(tierSchema, z.union([z.boolean(), z.string()])),
});
export type BenefitRow = z.infer<typeof benefitRowSchema>;

/** `/api/benefits`: what each tier includes for a technology, row by row. */
export const benefitsSchema = z.object({
  technology: technologySchema,
  tiers: z.array(tierSchema),
  rows: z.array(benefitRowSchema),
});
export type Benefits = z.infer<typeof benefitsSchema>;

/** `/api/product/agreementData`: the device's maintenance agreement (the selected device's keys of §3). */
export const agreementSchema = z.object({
  assetId: z.string(),
  accountId: z.string(),
  /** Null when the device has never had a plan. */
  agreementId: z.nullable(z.string()),
  tier: z.nullable(tierSchema),
  startDate: z.nullable(z.iso.date()),
  endDate: z.nullable(z.iso.date()),
  planStatus: planStatusSchema,
});
export type Agreement = z.infer<typeof agreementSchema>;

/** One duration of a plan, priced. */
export const planDurationSchema = z.object({
  years: z.int().check(z.gte(MIN_PLAN_YEARS), z.lte(MAX_PLAN_YEARS)),
  /** What is charged for the whole term, GST included. */
  pricePaise: paiseSchema,
  /** The same years bought one at a time. */
  yearByYearPaise: paiseSchema,
  perYearPaise: paiseSchema,
  savingPaise: paiseSchema,
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});
export type PlanDuration = z.infer<typeof planDurationSchema>;

/** `/api/service-product/price`: a tier for the device, priced for each duration. */
export const planPriceSchema = z.object({
  assetId: z.string(),
  deviceName: z.string(),
  tier: tierSchema,
  purpose: z.enum(['buy', 'renew']),
  durations: z.array(planDurationSchema),
  /** Names exactly the prices shown; buying sends it back. */
  priceVersion: z.string(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

const PRICE_VERSION = /^[A-Za-z0-9_-]{1,200}$/;

/** What buying a plan sends: the choices and the version of the price seen, never an amount. */
export const planCheckoutSchema = z.object({
  assetId: assetIdSchema,
  tier: offeredTierSchema,
  years: yearsSchema,
  provider: z.enum(PAYMENT_PROVIDERS, { error: AMC_MESSAGES.provider }),
  priceVersion: z
    .string({ error: AMC_MESSAGES.priceVersion })
    .check(z.regex(PRICE_VERSION, AMC_MESSAGES.priceVersion)),
  /** Made once per attempt and kept for its retries: the same key answers the same order. */
  idempotencyKey: opaqueIdSchema(AMC_MESSAGES.idempotencyKey).check(
    z.minLength(16, AMC_MESSAGES.idempotencyKey),
  ),
});
export type PlanCheckout = z.input<typeof planCheckoutSchema>;

/**
 * The plan's price is no longer the one the customer (or agent) saw: nothing was placed or
 * created; show `price` and try again.
 */
export const planPriceChangedSchema = z.object({
  outcome: z.literal('changed'),
  previousPricePaise: z.nullable(paiseSchema),
  price: planPriceSchema,
});

export const planCheckoutResultSchema = z.discriminatedUnion('outcome', [
  /** The plan order, awaiting payment on `/ecom/payment/<orderId>`. */
  z.object({
    outcome: z.literal('placed'),
    order: z.object({
      orderId: orderIdSchema,
      status: orderStatusSchema,
      amountPaise: paiseSchema,
      provider: z.nullable(paymentProviderSchema),
    }),
  }),
  planPriceChangedSchema,
]);
export type PlanCheckoutResult = z.infer<typeof planCheckoutResultSchema>;

export const amcCalls = {
  /** The plans offered for one of the customer's devices. */
  offer: defineCall({
    method: 'GET',
    path: '/api/amc/amcData',
    query: deviceQuery,
    answer: dataAnswer(amcDataSchema),
  }),
  /** What each tier includes for a technology (public: the plans page of any device). */
  benefits: defineCall({
    method: 'GET',
    path: '/api/benefits',
    query: z.object({ technology: technologySchema }),
    answer: dataAnswer(benefitsSchema),
  }),
  /** The maintenance agreement of one of the customer's devices. */
  agreement: defineCall({
    method: 'GET',
    path: '/api/product/agreementData',
    query: deviceQuery,
    answer: dataAnswer(agreementSchema),
  }),
  /** A tier for one of the customer's devices, priced for one to five years. */
  price: defineCall({
    method: 'GET',
    path: '/api/service-product/price',
    query: deviceTierQuery,
    answer: dataAnswer(planPriceSchema),
  }),
  /** Places the plan order, awaiting payment; idempotent by the idempotency key. */
  checkout: defineCall({
    method: 'POST',
    path: '/api/cart/service-product-checkout',
    body: pricedByServer(planCheckoutSchema, AMC_MESSAGES.amount),
    answer: dataAnswer(planCheckoutResultSchema),
  }),
};
