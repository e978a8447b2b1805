import * as z from 'zod/mini';
import { postalAddressSchema } from './addresses.ts';
import { technologySchema, tierSchema, warrantyStatusSchema } from './enums.ts';
import { dataAnswer } from './http.ts';
import { defineCall } from './call.ts';
import { opaqueIdSchema } from './checked.ts';
import { paiseSchema } from './money.ts';

export const currentPlanSchema = z.object({
  tier: tierSchema,
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

/**
 * Where the device's plan stands today, as the server's calendar has it:
 * `none` never had one; `active`; `ending_soon` ends within PLAN_ENDING_SOON_DAYS; `expired`;
 * `renewed` runs, and the plan bought to follow it starts the day after it ends;
 * `included` a rented device, whose rent includes its plan.
 */
export const PLAN_STATES = ['none', 'active', 'ending_soon', 'expired', 'renewed', 'included'] as const;
export const planStateSchema = z.enum(PLAN_STATES);
export type PlanState = z.infer<typeof planStateSchema>;

/** A plan covers the device today: it runs (ending soon or not), or the device's rent includes one. */
export const planCovers = (state: PlanState): boolean =>
  state === 'active' || state === 'ending_soon' || state === 'renewed' || state === 'included';

export const planStatusSchema = z.object({
  state: planStateSchema,
  /** Days from today to the plan's last day; negative once it has ended; null without a plan. */
  daysLeft: z.nullable(z.int()),
  /** A plan can be bought or renewed for it now. */
  canBuy: z.boolean(),
  /** When renewal opens, for an active plan too far from its end; null otherwise. */
  renewableFrom: z.nullable(z.iso.date()),
  /** One sentence for the customer: where the plan stands and what they can do. */
  message: z.string(),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** A customer's device (§3). */
export const assetSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  img: z.string(),
  componentId: z.string(),
  hubCode: z.string(),
  segment: z.string(),
  technology: technologySchema,
  isRental: z.boolean(),
  expiryStatus: z.object({ status: warrantyStatusSchema }),
  /** The last day of the maker's warranty (IW, OW); null when not known. */
  warrantyEndDate: z.nullable(z.iso.date()),
  /** The plan running today, or the last one to end; null when it never had one. */
  currentPlan: z.nullable(currentPlanSchema),
  /**
   * A plan bought to follow the current one (a renewal), starting the day after it ends; null
   * otherwise. Until its first day the current plan is what covers the device.
   */
  nextPlan: z.nullable(currentPlanSchema),
  planStatus: planStatusSchema,
  /** The customer's account the device belongs to (§3 session key accountId). */
  accountId: z.string(),
  /** Its maintenance agreement (§3 session key agreementId); null before its first plan. */
  agreementId: z.nullable(z.string()),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetListAnswerSchema = dataAnswer(z.array(assetSchema));
export type AssetListAnswer = z.infer<typeof assetListAnswerSchema>;

export const assetAnswerSchema = dataAnswer(assetSchema);
export type AssetAnswer = z.infer<typeof assetAnswerSchema>;

export const assetIdSchema = opaqueIdSchema(
  'A device id is made of letters, digits, dashes and underscores.',
);
export const assetParamsSchema = z.object({ id: assetIdSchema });

/** Where the device is installed (`/api/assets/location/`) and whether its hub serves that pincode. */
export const assetLocationSchema = z.object({
  assetId: z.string(),
  address: postalAddressSchema,
  hubCode: z.string(),
  /** Service visits are made at that pincode. */
  serviceable: z.boolean(),
});
export type AssetLocation = z.infer<typeof assetLocationSchema>;

/**
 * What a plan would save this customer on this device over a year (`/api/assets/saving-promo`):
 * the visits and parts the tier includes at their charges without a plan, against its price.
 * Null for a device with nothing to save on: a plan covers it already (rented, or its own plan
 * runs), or the plan costs more than what it includes.
 */
export const savingPromoSchema = z.nullable(
  z.object({
    tier: tierSchema,
    title: z.string(),
    message: z.string(),
    withoutPlanPaise: paiseSchema,
    planPricePaise: paiseSchema,
    savingPaise: paiseSchema,
  }),
);
export type SavingPromo = z.infer<typeof savingPromoSchema>;

const assetQuery = z.object({ assetId: assetIdSchema });

export const assetCalls = {
  /** The signed-in customer's devices. */
  list: defineCall({ method: 'GET', path: '/api/v1/assets', answer: assetListAnswerSchema }),
  /** One of the signed-in customer's devices. */
  get: defineCall({
    method: 'GET',
    path: '/api/v1/assets/:id',
    params: assetParamsSchema,
    answer: assetAnswerSchema,
  }),
  location: defineCall({
    method: 'GET',
    path: '/api/assets/location/',
    query: assetQuery,
    answer: dataAnswer(assetLocationSchema),
  }),
  savingPromo: defineCall({
    method: 'GET',
    path: '/api/assets/saving-promo',
    query: assetQuery,
    answer: dataAnswer(savingPromoSchema),
  }),
};
