import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { tracedDatabase } from './db/traced.ts';
import { collectMigrations } from './db/migrate.ts';
import type { AppEnv } from './http/app-env.ts';
import { admission } from './http/admission.ts';
import { csrfProtection } from './http/csrf.ts';
import { ApiError, errorResponse, handleError } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { requestLog } from './http/request-log.ts';
import { requestSpan } from './http/request-span.ts';
import { jsonLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { callRoutes } from './http/route.ts';
import { orderSteps } from './flows/order-payment/index.ts';
import { findCustomerContact } from './modules/account/customers.ts';
import { findSession } from './modules/account/sessions.ts';
import { modules } from './modules/index.ts';
import { findStaffSession } from './modules/staff/sessions.ts';
import { otpSecret } from './modules/otp/codes.ts';
import { guardedEmailSender, outboxEmailSender } from './modules/otp/email.ts';
import type { EmailSender } from './modules/otp/email.ts';
import { otpService } from './modules/otp/otp-service.ts';
import { smtpEmailSender } from './modules/otp/smtp.ts';
import { outboxSmsSender } from './modules/otp/sms.ts';
import { guardedSmsSender } from './sms.ts';
import type { SmsSender } from './sms.ts';
import { noScheduler } from './scheduler.ts';
import type { Scheduler } from './scheduler.ts';
import { faultRoutes, faultSwitches, injectFaults } from './http/faults.ts';
import { outboundPolicies } from './http/outbound.ts';
import type { OutboundPolicies } from './http/outbound.ts';

export interface AppOptions {
  db: Database;
  config: Config;
  clock?: Clock;
  /**
   * Required in production; elsewhere the development sender (log + outbox) is the default, and
   * only with it are the development-only calls served.
   */
  smsSender?: SmsSender;
  /**
   * Where email codes go; without it, the SMTP server of `config.smtp`, else (outside production)
   * the development sender (log + outbox).
   */
  emailSender?: EmailSender;
  logger?: Logger;
  /** Outgoing HTTP calls (payment providers, the sandbox's webhooks); `fetch` unless given. */
  fetch?: typeof fetch;
  /** Runs background work such as the refund sweep; none unless given (startCommerceApi gives one). */
  scheduler?: Scheduler;
}

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Posted by payment providers and their pages (browser forms, webhooks), which cannot send our
 * client-type header: their signatures authenticate them instead.
 */
const PROVIDER_PATHS = [
  '/api/payment/callback/',
  '/api/payment/cancel/',
  '/api/payment/webhook/',
  '/sandbox/',
];

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Served however busy the server is (admission control never holds them back). Health checks: a busy
 * server is alive and ready, and refused probes would have a balancer pull it (its crowd landing on
 * the others) or a supervisor restart it. The providers' calls: a customer back from paying, whose
 * browser will not post the signed result again; a webhook telling us of money taken; and the
 * sandbox, which stands in for a provider outside the shop and which commerce-api itself calls
 * while it serves a payment (refused, that payment would fail as if the provider were down).
 */
const neverHeldBack = (path: string) =>
  HEALTH_PATHS.has(path) || PROVIDER_PATHS.some((prefix) => path.startsWith(prefix));

/** The SMS sender, and whether it is the development one (whose outbox anyone may read). */
function chooseSmsSender(
  { db, config, smsSender }: AppOptions,
  logger: Logger,
  outbound: OutboundPolicies,
): { sms: SmsSender; development: boolean } {
  if (smsSender) {
    const policy = outbound.of('SMS gateway', config.outbound.messagingTimeoutMs);
    return { sms: guardedSmsSender(smsSender, policy), development: false };
  }
  if (config.production) {
    throw new Error(
      'commerce-api will not start in production without an SMS sender: the development sender would ' +
        'keep one-time passwords in a readable outbox. Pass `smsSender` (an SmsSender for your SMS gateway) ' +
        'to startCommerceApi/createApp, or run with NODE_ENV other than production.',
    );
  }
  logger.info(
    'Development SMS sender: OTPs are kept in the outbox (GET /api/dev/otp-outbox), never logged, and ' +
      'POST /api/session/create signs anyone in. Never expose this to the internet.',
  );
  return {
    sms: outboxSmsSender(db, logger, new URL(config.payments.storefrontUrl).hostname),
    development: true,
  };
}

/**
 * The email sender, or null where none is configured in production: emails then cannot be
 * confirmed, which a deployment may accept unless it sets `requireEmailConfirmation`.
 */
function chooseEmailSender(
  { db, config, emailSender }: AppOptions,
  logger: Logger,
  outbound: OutboundPolicies,
): EmailSender | null {
  const guarded = (sender: EmailSender) =>
    guardedEmailSender(sender, outbound.of('Email server', config.outbound.messagingTimeoutMs));
  if (emailSender) return guarded(emailSender);
  if (config.smtp) return guarded(smtpEmailSender(config.smtp));
  if (!config.production) return outboxEmailSender(db, logger);
  if (config.requireEmailConfirmation) {
    throw new Error(
      'commerce-api will not start in production without an email sender while REQUIRE_EMAIL_CONFIRMATION ' +
        'is true: set SMTP_URL and EMAIL_FROM, pass `emailSender` to startCommerceApi/createApp, or set ' +
        'REQUIRE_EMAIL_CONFIRMATION=false (customers then cannot add an email address).',
    );
  }
  logger.info('No email sender (SMTP_URL): customers cannot add or change an email address.');
  return null;
}

/** The HTTP application over an open database; serve it with @hono/node-server or call `app.request`. */
export async function createApp(options: AppOptions): Promise<Hono<AppEnv>> {
  const { config, clock = systemClock, logger = jsonLogger(), fetch = globalThis.fetch } = options;
  const db = tracedDatabase(options.db);
  const outbound = outboundPolicies(config.outbound, logger);
  const { sms, development } = chooseSmsSender(options, logger, outbound);
  const email = chooseEmailSender(options, logger, outbound);
  const secret = await otpSecret(db, config.otpSecret);
  const otp = otpService({ db, config, clock, sms, email, logger, secret });
  const faults = development ? faultSwitches() : null;
  const deps = {
    db,
    config,
    clock,
    otp,
    sms,
    developmentCalls: development,
    otpSecret: secret,
    logger,
    fetch,
    outbound,
    scheduler: options.scheduler ?? noScheduler,
    faults,
    // Orders and payments reach an order's cross-area steps through this port (see OrderSteps).
    orderSteps,
    findSession: (token: string, now: Date) => findSession(db, token, now),
    findStaffSession: (token: string, now: Date) =>
      findStaffSession(db, token, now, config.staffSession.idleSeconds),
    findCustomerContact,
  };

  const app = new Hono<AppEnv>()
    .use(requestLog(logger))
    .use(requestSpan())
    .use(secureHeaders())
    .use(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => errorResponse(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.')),
      }),
    )
    .use(csrfProtection(config.allowedOrigins, config.trustProxy, PROVIDER_PATHS))
    .use('/api/*', async (c, next) => {
      await next();
      // Answers under /api are about one visitor (or one moment): no shared cache may keep them.
      c.header('Cache-Control', 'no-store');
    })
    .use(admission({ ...config.admission, exempt: neverHeldBack }));
  if (faults) {
    app.use(injectFaults(faults));
    faultRoutes(app, faults);
  }
  // Health checks for supervisors and load balancers, outside the contract.
  healthRoutes(app, db, async () => (await collectMigrations(modules)).map(({ name }) => name));
  const routes = callRoutes(app, { checkAnswers: !config.production, logger });
  for (const module of modules) module.routes?.(routes, deps);

  app.notFound((c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', 'There is nothing at this address.')));
  app.onError(handleError(logger));
  return app;
}
