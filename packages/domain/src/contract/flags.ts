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

/**
 * The deployment's configuration a browser may read (§7 /api/env): nothing secret, only what the
 * page needs to behave as the deployment is set.
 */
export const publicEnvSchema = z.object({
  environment: z.enum(['development', 'production']),
  /** Digits in a one-time code, for the code fields (OTP_LENGTH). */
  otpLength: z.int().check(z.positive()),
  /** Browser tracing is on only when OTEL_SDK_DISABLED is exactly `false` (§7). */
  otelSdkDisabled: z.boolean(),
  /**
   * The engagement tracker's script (WebEngage's SDK, WEBENGAGE_SCRIPT_URL); null loads the
   * storefront's own stand-in, which records the calls instead of sending them.
   */
  engagementScriptUrl: z.nullable(z.url({ protocol: /^https$/ })),
});
export type PublicEnv = z.infer<typeof publicEnvSchema>;

export const envCalls = {
  get: defineCall({ method: 'GET', path: '/api/env', answer: dataAnswer(publicEnvSchema) }),
};
