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
import { otpSecret } from './otp/codes.ts';
import { otpService } from './otp/otp-service.ts';
import { outboxSmsSender } from './otp/sms.ts';
import type { SmsSender } from './otp/sms.ts';
import { accountRoutes } from './routes/account.ts';
import { assetRoutes } from './routes/assets.ts';
import { contentRoutes } from './routes/content.ts';
import { developmentRoutes } from './routes/development.ts';
import { featureRoutes } from './routes/features.ts';
import { locationRoutes } from './routes/location.ts';
import { otpRoutes } from './routes/otp.ts';

export interface AppOptions {
  db: Database;
  config: Config;
  clock?: Clock;
  /** Required in production; elsewhere the development sender (log + outbox) is the default. */
  smsSender?: SmsSender;
  logger?: Logger;
}

const MAX_BODY_BYTES = 16 * 1024;

function chooseSmsSender({ db, config, smsSender }: AppOptions, logger: Logger): SmsSender {
  if (smsSender) return smsSender;
  if (config.production) {
    throw new Error(
      'commerce-api will not start in production without an SMS sender: the development sender would ' +
        'keep one-time passwords in a readable outbox. Pass `smsSender` (an SmsSender for your SMS gateway) ' +
        'to startCommerceApi/createApp, or run with NODE_ENV other than production.',
    );
  }
  return outboxSmsSender(db, logger);
}

/** The HTTP application over an open database; serve it with @hono/node-server or call `app.request`. */
export async function createApp(options: AppOptions): Promise<Hono<AppEnv>> {
  const { db, config, clock = systemClock, logger = consoleLogger } = options;
  const sms = chooseSmsSender(options, logger);
  const otp = otpService({ db, config, clock, sms, logger, secret: await otpSecret(db, config.otpSecret) });
  const deps = { db, config, clock };

  const app = new Hono<AppEnv>()
    .use(secureHeaders())
    .use(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => errorResponse(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.')),
      }),
    )
    .use(csrfProtection(config.allowedOrigins, config.trustProxy))
    .use('/api/*', async (c, next) => {
      await next();
      // Answers under /api are about one visitor (or one moment): no shared cache may keep them.
      c.header('Cache-Control', 'no-store');
    })
    .route('/', otpRoutes({ otp, config, clock }))
    .route('/', accountRoutes(deps))
    .route('/', assetRoutes(deps))
    .route('/', contentRoutes(deps))
    .route('/', featureRoutes(deps))
    .route('/', locationRoutes());
  if (!config.production) app.route('/', developmentRoutes(deps));

  app.notFound((c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', 'There is nothing at this address.')));
  app.onError(handleError(logger));
  return app;
}
