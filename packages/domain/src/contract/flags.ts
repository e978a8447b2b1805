import * as z from 'zod/mini';
import { dataAnswer } from './http.ts';

export const featureFlagsSchema = z.object({
  globalSaleAssist: z.boolean(),
  isAQIEnabled: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export const featureFlagsAnswerSchema = dataAnswer(featureFlagsSchema);
export type FeatureFlagsAnswer = z.infer<typeof featureFlagsAnswerSchema>;
