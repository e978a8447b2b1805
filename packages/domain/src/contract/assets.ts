import * as z from 'zod/mini';
import { technologySchema, tierSchema, warrantyStatusSchema } from './enums.ts';
import { dataAnswer } from './http.ts';
import { defineCall } from './call.ts';
import { opaqueIdSchema } from './checked.ts';

export const currentPlanSchema = z.object({
  tier: tierSchema,
  endDate: z.iso.date(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

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
  currentPlan: z.nullable(currentPlanSchema),
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
};
