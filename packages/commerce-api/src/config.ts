import * as z from 'zod/mini';
import './validation-messages.ts';
import { OTP_MAX_LENGTH, OTP_MIN_LENGTH, SESSION_MAX_AGE_SECONDS } from '@nirmal/domain/contract';
import type { TileLayer } from '@nirmal/domain/contract';

export interface SmtpConfig {
  /** The SMTP server, credentials included: `smtps://user:password@smtp.example.com:465`. */
  url: string;
  /** Who the emails come from: `Nirmal <no-reply@nirmal.example>`. */
  from: string;
}

export interface Config {
  production: boolean;
  /** Browser tracing stays off unless OTEL_SDK_DISABLED is exactly `false` (§7). */
  otelSdkDisabled: boolean;
  /** Server tracing, on by the same setting: where its spans go and the service they name. */
  tracing: { collector: URL; serviceName: string } | undefined;
  /** The engagement tracker's script (WEBENGAGE_SCRIPT_URL); undefined for the storefront's stand-in. */
  engagementScriptUrl: string | undefined;
  otpLength: number;
  otpTtlSeconds: number;
  otpResendAfterSeconds: number;
  /** Wrong tries one code takes before it is blocked (a new code is then needed). */
  otpMaxWrongAttempts: number;
  /**
   * Wrong codes one number may be sent over `otpWrongCodeWindowSeconds`, from anywhere, before each
   * of its new codes takes a single try and comes `otpTtlSeconds` after the last: guessers spread
   * over many addresses are slowed to a crawl, while the owner, who has the code, still signs in.
   */
  otpMaxWrongCodesPerNumber: number;
  /**
   * Wrong codes one requester (client address, IPv6 by /64) may enter over the window, for any
   * numbers; at the cap it checks no more codes until the oldest is a window old.
   */
  otpMaxWrongCodesPerAddress: number;
  /** Wrong codes a requester enters freely; after each further one it waits 2, 4, 8… seconds. */
  otpWrongCodesBeforeDelay: number;
  /** The longest of those growing waits. */
  otpWrongCodeMaxDelaySeconds: number;
  otpWrongCodeWindowSeconds: number;
  /** HMAC key for stored OTPs; when absent one is generated on first start and kept in the database. */
  otpSecret: string | undefined;
  /** Sliding window over which OTP sends are counted for the rate limits. */
  otpRateWindowSeconds: number;
  otpMaxSendsPerNumber: number;
  otpMaxSendsPerAddress: number;
  sessionTtlSeconds: number;
  /**
   * A staff session ends `ttlSeconds` after sign-in (STAFF_SESSION_TTL_SECONDS, 8 hours) or once
   * unused for `idleSeconds` (STAFF_SESSION_IDLE_SECONDS, 30 minutes), whichever comes first.
   */
  staffSession: { ttlSeconds: number; idleSeconds: number };
  /** Trust `x-forwarded-for` from any peer, not only from loopback (when behind a proxy on another host). */
  trustProxy: boolean;
  /**
   * Origins besides the API's own host that may send state-changing requests
   * (ALLOWED_ORIGINS, comma-separated; default the storefront at http://localhost:$STOREFRONT_PORT).
   */
  allowedOrigins: string[];
  /** Cookie Domain attribute (e.g. the parent domain, §9); host-only when absent. */
  cookieDomain: string | undefined;
  /**
   * Cookies carry `Secure` in production and whenever a public origin of the storefront
   * (STOREFRONT_URL, ALLOWED_ORIGINS) is https; a request that arrives over https gets them too.
   */
  secureCookies: boolean;
  payments: PaymentsConfig;
  /** The SMTP server email codes go through (SMTP_URL, EMAIL_FROM); absent, see `requireEmailConfirmation`. */
  smtp: SmtpConfig | undefined;
  /**
   * In production, refuse to start without an email sender (REQUIRE_EMAIL_CONFIRMATION); otherwise
   * such a deployment runs with email addresses that cannot be added or changed.
   */
  requireEmailConfirmation: boolean;
  /** How customers reach customer care, as every page shows it (the app config, the contact page). */
  support: SupportConfig;
  /**
   * The field-service simulator (FIELD_SERVICE_SIMULATOR, on by default outside production) moves
   * booked visits on as a field-service system would; its clock runs `speed` times faster than real
   * time (FIELD_SERVICE_SPEED).
   */
  fieldService: { simulator: boolean; speed: number };
  /**
   * A standard tile layer the map locator draws beneath the gazetteer's localities (MAP_TILE_URL,
   * MAP_TILE_ATTRIBUTION); without one the map is the localities alone, which needs no network.
   */
  mapTiles: TileLayer | undefined;
  /**
   * Where `/api/public/location` places a visitor the edge sent no `x-user-city` for (DEFAULT_CITY,
   * a city of the gazetteer); unset, such a visitor's location is unknown.
   */
  defaultCity: string | undefined;
  /** How commerce-api calls other services (providers, SMS, email): see http/outbound.ts. */
  outbound: OutboundConfig;
  /**
   * Requests served at once (API_MAX_REQUESTS_IN_FLIGHT, default 50); one more waits for a place at
   * most `maxWaitMs` (API_QUEUE_TIMEOUT_MS, 2 000), then is answered 503 with Retry-After. Health
   * checks and payment providers' calls never wait (see http/admission.ts).
   */
  admission: { maxInFlight: number; maxWaitMs: number };
}

/** Retries, backoff and circuit breaking shared by every outgoing call; timeouts are per service. */
export interface OutboundConfig {
  /** Further tries of an idempotent call (OUTBOUND_RETRIES, default 2). */
  retries: number;
  /** The wait before the first retry, doubling after (OUTBOUND_BACKOFF_MS, default 200). */
  backoffMs: number;
  /** Failures in a row that open a service's circuit (OUTBOUND_BREAKER_FAILURES, default 5). */
  failuresBeforeOpening: number;
  /** How long an open circuit fails calls at once (OUTBOUND_BREAKER_OPEN_MS, default 10 000). */
  openForMs: number;
  /** How long one SMS or email may take to hand over (MESSAGING_TIMEOUT_MS, default 4 000). */
  messagingTimeoutMs: number;
  /**
   * How long one outgoing call may take in all, retries included (OUTBOUND_DEADLINE_MS, default
   * 4 500): under the storefront's API_TIMEOUT_MS (5 s), so the customer reads commerce-api's message.
   */
  deadlineMs: number;
}

export interface SupportConfig {
  /** The helpline, as customers dial and read it (HELPLINE_NUMBER), e.g. `1800 123 4567`. */
  helpline: string;
  /** Customer care's address (SUPPORT_EMAIL). */
  email: string;
}

/** What a demo answers with until HELPLINE_NUMBER and SUPPORT_EMAIL are set. */
export const DEMO_SUPPORT: SupportConfig = { helpline: '1800 123 4567', email: 'care@nirmal.in' };

/** A number as it is read out: 8 to 13 digits, in groups, an optional leading +. */
const HELPLINE = /^\+?\d[\d ]{6,16}\d$/;
const helplineRule = 'a phone number of 8 to 13 digits, with spaces between groups, e.g. 1800 123 4567';

/** A Razorpay account: the key id is public (the checkout form carries it), the secrets never leave the server. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The REST API, e.g. https://api.razorpay.com/v1 (orders, payments). */
  apiUrl: string;
  /** Where the browser is sent with a form POST: Razorpay's hosted checkout. */
  checkoutUrl: string;
}

/** A PayU merchant: the key is public (the payment form carries it), the salt never leaves the server. */
export interface PayuConfig {
  key: string;
  salt: string;
  /** Where the browser is sent with a form POST (`_payment`), e.g. https://secure.payu.in/_payment. */
  paymentUrl: string;
  /** The general APIs (verify_payment), e.g. https://info.payu.in/merchant/postservice.php?form=2. */
  apiUrl: string;
}

export interface PaymentsConfig {
  /** The storefront's public origin: the browser comes back to it from the provider (it forwards /api). */
  storefrontUrl: string;
  /** The sandbox providers served by this API under /sandbox; their public origin, as the browser reaches it. */
  sandbox:
    | {
        url: string;
        /** Where the sandbox sends its signed webhooks; `/razorpay` or `/payu` is added. */
        webhookUrl: string;
        /** How long after the customer's choice the webhook is sent (the tester may choose before, twice, never). */
        webhookDelayMs: number;
        /** How long a refund stays pending at the sandbox before it is processed (or fails). */
        refundDelayMs: number;
      }
    | undefined;
  /** Unconfigured providers are not offered. */
  razorpay: RazorpayConfig | undefined;
  payu: PayuConfig | undefined;
  /** A payment pending longer than this is settled by asking its provider (reconciliation). */
  reconcileAfterSeconds: number;
  /** How long a call to a provider may take before the customer is told it is not answering. */
  providerTimeoutMs: number;
  /**
   * How often refunds due are sent to their provider and pending ones asked after
   * (PAYMENT_REFUND_SWEEP_SECONDS, default 30; 0 for never, as in tests, which sweep themselves).
   */
  refundSweepSeconds: number;
  /** How long a payment link staff send stays payable (PAYMENT_LINK_TTL_SECONDS, default a day). */
  paymentLinkTtlSeconds: number;
}

const count = (fallback: number, min = 1) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(min))), fallback);
const flag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);

const mapTileRule =
  'an https tile URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const otpLengthRule = `an OTP has ${OTP_MIN_LENGTH} to ${OTP_MAX_LENGTH} digits (fewer are too easy to guess)`;

const environmentSchema = z.object({
  NODE_ENV: z.optional(z.string()),
  OTEL_SDK_DISABLED: z.optional(z.string()),
  OTEL_EXPORTER_OTLP_ENDPOINT: z._default(
    z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }),
    'http://localhost:4318',
  ),
  OTEL_SERVICE_NAME: z._default(z.string().check(z.minLength(1)), 'nirmal-commerce-api'),
  WEBENGAGE_SCRIPT_URL: z.optional(
    z.url({
      protocol: /^https$/,
      error:
        'an https address of the WebEngage script, e.g. https://widgets.in.webengage.com/js/webengage-min-v-6.0.js',
    }),
  ),
  OTP_LENGTH: z._default(
    z.pipe(
      z.coerce.number(otpLengthRule),
      z.int(otpLengthRule).check(z.gte(OTP_MIN_LENGTH, otpLengthRule), z.lte(OTP_MAX_LENGTH, otpLengthRule)),
    ),
    6,
  ),
  OTP_SECRET: z.optional(z.string().check(z.minLength(16))),
  OTP_RATE_WINDOW_SECONDS: count(900),
  OTP_MAX_SENDS_PER_NUMBER: count(5),
  OTP_MAX_SENDS_PER_ADDRESS: count(30),
  OTP_MAX_WRONG_CODES_PER_NUMBER: count(20),
  OTP_MAX_WRONG_CODES_PER_ADDRESS: count(20),
  OTP_WRONG_CODES_BEFORE_DELAY: count(5),
  STAFF_SESSION_TTL_SECONDS: count(28_800, 60),
  STAFF_SESSION_IDLE_SECONDS: count(1_800, 60),
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
  API_PORT: count(4000),
  STOREFRONT_URL: z.optional(z.url()),
  PAYMENT_SANDBOX: z.optional(flag),
  PAYMENT_SANDBOX_URL: z.optional(z.url()),
  PAYMENT_SANDBOX_WEBHOOK_URL: z.optional(z.url()),
  PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: count(300, 0),
  PAYMENT_SANDBOX_REFUND_DELAY_MS: count(5000, 0),
  PAYMENT_REFUND_SWEEP_SECONDS: count(30, 0),
  OUTBOUND_RETRIES: count(2, 0),
  OUTBOUND_BACKOFF_MS: count(200),
  OUTBOUND_BREAKER_FAILURES: count(5),
  OUTBOUND_BREAKER_OPEN_MS: count(10_000),
  MESSAGING_TIMEOUT_MS: count(4_000),
  OUTBOUND_DEADLINE_MS: count(4_500),
  API_MAX_REQUESTS_IN_FLIGHT: count(50),
  API_QUEUE_TIMEOUT_MS: count(2_000, 0),
  PAYMENT_RECONCILE_AFTER_SECONDS: count(60),
  PAYMENT_PROVIDER_TIMEOUT_MS: count(4000),
  PAYMENT_LINK_TTL_SECONDS: count(86_400, 60),
  RAZORPAY_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  RAZORPAY_KEY_SECRET: z.optional(z.string().check(z.minLength(1))),
  RAZORPAY_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  RAZORPAY_API_URL: z.optional(z.url()),
  RAZORPAY_CHECKOUT_URL: z.optional(z.url()),
  PAYU_KEY: z.optional(z.string().check(z.minLength(1))),
  PAYU_SALT: z.optional(z.string().check(z.minLength(1))),
  PAYU_PAYMENT_URL: z.optional(z.url()),
  PAYU_API_URL: z.optional(z.url()),
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// address' })),
  EMAIL_FROM: z.optional(z.string().check(z.minLength(3))),
  REQUIRE_EMAIL_CONFIRMATION: z._default(flag, false),
  HELPLINE_NUMBER: z._default(
    z.string().check(
      z.regex(HELPLINE, helplineRule),
      z.refine((value) => {
        const digits = value.replace(/\D/g, '').length;
        return digits >= 8 && digits <= 13;
      }, helplineRule),
    ),
    DEMO_SUPPORT.helpline,
  ),
  SUPPORT_EMAIL: z._default(z.email('an email address, e.g. care@example.com'), DEMO_SUPPORT.email),
  MAP_TILE_URL: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            /^https:\/\/[^\s]+$/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
          mapTileRule,
        ),
      ),
  ),
  MAP_TILE_ATTRIBUTION: z.optional(z.string().check(z.maxLength(300))),
  DEFAULT_CITY: z.optional(
    z.string().check(z.trim(), z.minLength(1, 'a city name, e.g. Bengaluru'), z.maxLength(100)),
  ),
  FIELD_SERVICE_SIMULATOR: z.optional(flag),
  FIELD_SERVICE_SPEED: z._default(
    z.pipe(z.coerce.number(), z.number().check(z.gte(1, 'a number from 1 (real time) up, e.g. 3600'))),
    1,
  ),
});

type Environment = z.output<typeof environmentSchema>;

/** Keys of the sandbox accounts: the sandbox signs with them as the real services sign with yours. */
export const SANDBOX_KEYS = {
  razorpay: {
    keyId: 'rzp_test_sandbox',
    keySecret: 'sandbox_razorpay_key_secret',
    webhookSecret: 'sandbox_razorpay_webhook_secret',
  },
  payu: { key: 'sandboxKey', salt: 'sandboxSalt' },
} as const;

/**
 * Each provider is real when its keys are set, the sandbox's when the sandbox is on (by default
 * only outside production and with no real keys set), and absent otherwise. Partly set keys stop
 * the start: a half-configured provider would only fail at the first payment.
 */
function paymentsConfig(env: Environment, production: boolean): PaymentsConfig {
  const apiUrl = `http://localhost:${env.API_PORT}`;
  const sandboxUrl = env.PAYMENT_SANDBOX_URL ?? `${apiUrl}/sandbox`;
  const storefrontUrl = env.STOREFRONT_URL ?? `http://localhost:${env.STOREFRONT_PORT}`;
  const complete = (names: Record<string, string | undefined>): boolean => {
    const missing = Object.entries(names).filter(([, value]) => value === undefined);
    if (missing.length === Object.keys(names).length) return false;
    if (missing.length > 0) {
      throw new Error(
        `Invalid commerce-api configuration:\n  ${missing.map(([name]) => `${name}: also needed`).join('\n  ')}`,
      );
    }
    return true;
  };
  const razorpayKeys = {
    RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: env.RAZORPAY_WEBHOOK_SECRET,
  };
  const payuKeys = { PAYU_KEY: env.PAYU_KEY, PAYU_SALT: env.PAYU_SALT };
  const realRazorpay = complete(razorpayKeys);
  const realPayu = complete(payuKeys);
  // A deployment with a real provider takes real money: a sandbox beside it runs only when asked for.
  const sandboxOn = env.PAYMENT_SANDBOX ?? (!production && !realRazorpay && !realPayu);
  const razorpay: RazorpayConfig | undefined = realRazorpay
    ? {
        keyId: env.RAZORPAY_KEY_ID ?? '',
        keySecret: env.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
        apiUrl: env.RAZORPAY_API_URL ?? 'https://api.razorpay.com/v1',
        checkoutUrl: env.RAZORPAY_CHECKOUT_URL ?? 'https://api.razorpay.com/v1/checkout/embedded',
      }
    : sandboxOn
      ? {
          ...SANDBOX_KEYS.razorpay,
          apiUrl: `${sandboxUrl}/razorpay/v1`,
          checkoutUrl: `${sandboxUrl}/razorpay/v1/checkout/embedded`,
        }
      : undefined;
  const payu: PayuConfig | undefined = realPayu
    ? {
        key: env.PAYU_KEY ?? '',
        salt: env.PAYU_SALT ?? '',
        paymentUrl: env.PAYU_PAYMENT_URL ?? 'https://secure.payu.in/_payment',
        apiUrl: env.PAYU_API_URL ?? 'https://info.payu.in/merchant/postservice.php?form=2',
      }
    : sandboxOn
      ? {
          ...SANDBOX_KEYS.payu,
          paymentUrl: `${sandboxUrl}/payu/_payment`,
          apiUrl: `${sandboxUrl}/payu/merchant/postservice.php?form=2`,
        }
      : undefined;
  return {
    storefrontUrl,
    sandbox: sandboxOn
      ? {
          url: sandboxUrl,
          // Webhooks go to the API itself (a provider is configured with the API's public address).
          webhookUrl: env.PAYMENT_SANDBOX_WEBHOOK_URL ?? `${apiUrl}/api/payment/webhook`,
          webhookDelayMs: env.PAYMENT_SANDBOX_WEBHOOK_DELAY_MS,
          refundDelayMs: env.PAYMENT_SANDBOX_REFUND_DELAY_MS,
        }
      : undefined,
    razorpay,
    payu,
    reconcileAfterSeconds: env.PAYMENT_RECONCILE_AFTER_SECONDS,
    providerTimeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
    refundSweepSeconds: env.PAYMENT_REFUND_SWEEP_SECONDS,
    paymentLinkTtlSeconds: env.PAYMENT_LINK_TTL_SECONDS,
  };
}

/** The SMTP server when one is named; its address without a sender (or the reverse) stops the start. */
function smtpConfig(env: Environment): SmtpConfig | undefined {
  if (env.SMTP_URL === undefined && env.EMAIL_FROM === undefined) return undefined;
  if (env.SMTP_URL === undefined || env.EMAIL_FROM === undefined) {
    const missing = env.SMTP_URL === undefined ? 'SMTP_URL' : 'EMAIL_FROM';
    throw new Error(`Invalid commerce-api configuration:\n  ${missing}: also needed`);
  }
  return { url: env.SMTP_URL, from: env.EMAIL_FROM };
}

/** A tile layer needs its credit: OpenStreetMap's and every provider's terms require it on the map. */
function mapTilesConfig(env: Environment): TileLayer | undefined {
  if (env.MAP_TILE_URL === undefined) return undefined;
  if (env.MAP_TILE_ATTRIBUTION === undefined) {
    throw new Error(
      'Invalid commerce-api configuration:\n  MAP_TILE_ATTRIBUTION: also needed with MAP_TILE_URL (the credit the tile provider requires)',
    );
  }
  return { urlTemplate: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION };
}

const isHttps = (origin: string) => /^https:\/\//i.test(origin);

/** Reads the configuration from environment variables; a wrong value stops the start with its name. */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  const defined = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid commerce-api configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const allowedOrigins = env.ALLOWED_ORIGINS ?? [`http://localhost:${env.STOREFRONT_PORT}`];
  const payments = paymentsConfig(env, production);
  return {
    production,
    otelSdkDisabled: env.OTEL_SDK_DISABLED !== 'false',
    tracing:
      env.OTEL_SDK_DISABLED === 'false'
        ? { collector: new URL(env.OTEL_EXPORTER_OTLP_ENDPOINT), serviceName: env.OTEL_SERVICE_NAME }
        : undefined,
    engagementScriptUrl: env.WEBENGAGE_SCRIPT_URL,
    otpLength: env.OTP_LENGTH,
    otpTtlSeconds: 300,
    otpResendAfterSeconds: 30,
    otpMaxWrongAttempts: 5,
    otpMaxWrongCodesPerNumber: env.OTP_MAX_WRONG_CODES_PER_NUMBER,
    otpMaxWrongCodesPerAddress: env.OTP_MAX_WRONG_CODES_PER_ADDRESS,
    otpWrongCodesBeforeDelay: env.OTP_WRONG_CODES_BEFORE_DELAY,
    otpWrongCodeMaxDelaySeconds: 900,
    otpWrongCodeWindowSeconds: 86_400,
    otpSecret: env.OTP_SECRET,
    otpRateWindowSeconds: env.OTP_RATE_WINDOW_SECONDS,
    otpMaxSendsPerNumber: env.OTP_MAX_SENDS_PER_NUMBER,
    otpMaxSendsPerAddress: env.OTP_MAX_SENDS_PER_ADDRESS,
    sessionTtlSeconds: SESSION_MAX_AGE_SECONDS,
    staffSession: { ttlSeconds: env.STAFF_SESSION_TTL_SECONDS, idleSeconds: env.STAFF_SESSION_IDLE_SECONDS },
    trustProxy: env.TRUST_PROXY,
    allowedOrigins,
    cookieDomain: env.COOKIE_DOMAIN,
    secureCookies: production || [payments.storefrontUrl, ...allowedOrigins].some(isHttps),
    payments,
    smtp: smtpConfig(env),
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
    support: { helpline: env.HELPLINE_NUMBER.trim(), email: env.SUPPORT_EMAIL },
    mapTiles: mapTilesConfig(env),
    defaultCity: env.DEFAULT_CITY,
    fieldService: { simulator: env.FIELD_SERVICE_SIMULATOR ?? !production, speed: env.FIELD_SERVICE_SPEED },
    outbound: {
      retries: env.OUTBOUND_RETRIES,
      backoffMs: env.OUTBOUND_BACKOFF_MS,
      failuresBeforeOpening: env.OUTBOUND_BREAKER_FAILURES,
      openForMs: env.OUTBOUND_BREAKER_OPEN_MS,
      messagingTimeoutMs: env.MESSAGING_TIMEOUT_MS,
      deadlineMs: env.OUTBOUND_DEADLINE_MS,
    },
    admission: { maxInFlight: env.API_MAX_REQUESTS_IN_FLIGHT, maxWaitMs: env.API_QUEUE_TIMEOUT_MS },
  };
}
