import * as z from 'zod/mini';
import { dataAnswer } from './http.ts';
import { defineCall } from './call.ts';

export const featureFlagsSchema = z.object({
  globalSaleAssist: z.boolean(),
  isAQIEnabled: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export const featureFlagsAnswerSchema = dataAnswer(featureFlagsSchema);
export type FeatureFlagsAnswer = z.infer<typeof featureFlagsAnswerSchema>;

export const flagCalls = {
  get: defineCall({ method: 'GET', path: '/api/features', answer: featureFlagsAnswerSchema }),
};
