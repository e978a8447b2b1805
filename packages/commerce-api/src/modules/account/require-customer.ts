import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOGIN_COOKIE, SESSION_COOKIE } from '@nirmal/domain/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { unauthenticated } from '../../http/errors.ts';
import { clearSignInCookies } from './cookies.ts';
import { findSession } from './sessions.ts';

/**
 * Resolves the signed-in customer from the session cookie, or answers 401. Stale cookies are
 * cleared on the way, so a browser whose session ended stops presenting itself as signed in.
 */
export function requireCustomer(db: Database, clock: Clock, config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const session = token ? await findSession(db, token, clock()) : null;
    if (!session) {
      if (token !== undefined || getCookie(c, LOGIN_COOKIE) !== undefined) clearSignInCookies(c, config);
      throw unauthenticated();
    }
    c.set('customer', session);
    await next();
  };
}
