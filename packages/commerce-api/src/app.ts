import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { AppEnv } from './http/app-env.ts';
import { csrfProtection } from './http/csrf.ts';
import { ApiError, errorResponse, handleError } from './http/errors.ts';
import { consoleLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { callRoutes } from './http/route.ts';
import { modules } from './modules/index.ts';
import { otpSecret } from './modules/otp/codes.ts';
import { otpService } from './modules/otp/otp-service.ts';
import { outboxSmsSender } from './modules/otp/sms.ts';
import type { SmsSender } from './modules/otp/sms.ts';

export interface AppOptions {
  db: Database;
  config: Config;
  clock?: Clock;
  /**
   * Required in production; elsewhere the development sender (log + outbox) is the default, and
   * only with it are the development-only calls served.
   */
  smsSender?: SmsSender;
  logger?: Logger;
  /** Outgoing HTTP calls (payment providers, the sandbox's webhooks); `fetch` unless given. */
  fetch?: typeof fetch;
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

/** The SMS sender, and whether it is the development one (whose outbox anyone may read). */
function chooseSmsSender(
  { db, config, smsSender }: AppOptions,
  logger: Logger,
): { sms: SmsSender; development: boolean } {
  if (smsSender) return { sms: smsSender, development: false };
  if (config.production) {
    throw new Error(
      'commerce-api will not start in production without an SMS sender: the development sender would ' +
        'keep one-time passwords in a readable outbox. Pass `smsSender` (an SmsSender for your SMS gateway) ' +
        'to startCommerceApi/createApp, or run with NODE_ENV other than production.',
    );
  }
  logger.info(
    'Development SMS sender: OTPs are logged and kept in the outbox (GET /api/dev/otp-outbox), and ' +
      'POST /api/session/create signs anyone in. Never expose this to the internet.',
  );
  return { sms: outboxSmsSender(db, logger), development: true };
}

/** The HTTP application over an open database; serve it with @hono/node-server or call `app.request`. */
export async function createApp(options: AppOptions): Promise<Hono<AppEnv>> {
  const { db, config, clock = systemClock, logger = consoleLogger, fetch = globalThis.fetch } = options;
  const { sms, development } = chooseSmsSender(options, logger);
  const secret = await otpSecret(db, config.otpSecret);
  const otp = otpService({ db, config, clock, sms, logger, secret });
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
  };

  const app = new Hono<AppEnv>()
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
    });
  const routes = callRoutes(app, { checkAnswers: !config.production, logger });
  for (const module of modules) module.routes?.(routes, deps);

  app.notFound((c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', 'There is nothing at this address.')));
  app.onError(handleError(logger));
  return app;
}
