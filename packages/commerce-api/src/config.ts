import * as z from 'zod/mini';
import './validation-messages.ts';
import { OTP_MAX_LENGTH, OTP_MIN_LENGTH, SESSION_MAX_AGE_SECONDS } from '@nirmal/domain/contract';

export interface Config {
  production: boolean;
  otpLength: number;
  otpTtlSeconds: number;
  otpResendAfterSeconds: number;
  otpMaxWrongAttempts: number;
  /** HMAC key for stored OTPs; when absent one is generated on first start and kept in the database. */
  otpSecret: string | undefined;
  /** Sliding window over which OTP sends are counted for the rate limits. */
  otpRateWindowSeconds: number;
  otpMaxSendsPerNumber: number;
  otpMaxSendsPerAddress: number;
  sessionTtlSeconds: number;
  /** Trust `x-forwarded-for` from any peer, not only from loopback (when behind a proxy on another host). */
  trustProxy: boolean;
  /**
   * Origins besides the API's own host that may send state-changing requests
   * (ALLOWED_ORIGINS, comma-separated; default the storefront at http://localhost:$STOREFRONT_PORT).
   */
  allowedOrigins: string[];
  /** Cookie Domain attribute (e.g. the parent domain, §9); host-only when absent. */
  cookieDomain: string | undefined;
}

const count = (fallback: number, min = 1) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(min))), fallback);
const flag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);

const environmentSchema = z.object({
  NODE_ENV: z.optional(z.string()),
  OTP_LENGTH: z.pipe(count(6, OTP_MIN_LENGTH), z.number().check(z.lte(OTP_MAX_LENGTH))),
  OTP_SECRET: z.optional(z.string().check(z.minLength(16))),
  OTP_RATE_WINDOW_SECONDS: count(900),
  OTP_MAX_SENDS_PER_NUMBER: count(5),
  OTP_MAX_SENDS_PER_ADDRESS: count(30),
  TRUST_PROXY: z._default(flag, false),
  STOREFRONT_PORT: count(3000),
  ALLOWED_ORIGINS: z.optional(
    z.pipe(
      z.string(),
      z.transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    ),
  ),
  COOKIE_DOMAIN: z.optional(z.string().check(z.minLength(1))),
});

/** Reads the configuration from environment variables; a wrong value stops the start with its name. */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  const defined = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid commerce-api configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    production: env.NODE_ENV === 'production',
    otpLength: env.OTP_LENGTH,
    otpTtlSeconds: 300,
    otpResendAfterSeconds: 30,
    otpMaxWrongAttempts: 5,
    otpSecret: env.OTP_SECRET,
    otpRateWindowSeconds: env.OTP_RATE_WINDOW_SECONDS,
    otpMaxSendsPerNumber: env.OTP_MAX_SENDS_PER_NUMBER,
    otpMaxSendsPerAddress: env.OTP_MAX_SENDS_PER_ADDRESS,
    sessionTtlSeconds: SESSION_MAX_AGE_SECONDS,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: env.ALLOWED_ORIGINS ?? [`http://localhost:${env.STOREFRONT_PORT}`],
    cookieDomain: env.COOKIE_DOMAIN,
  };
}
