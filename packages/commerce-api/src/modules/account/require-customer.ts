import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOGIN_COOKIE, SESSION_COOKIE } from '@nirmal/domain/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AppEnv, SignedInCustomer } from '../../http/app-env.ts';
import { unauthenticated } from '../../http/errors.ts';
import { clearSignInCookies } from './cookies.ts';
import { findSession } from './sessions.ts';

/** The customer the session cookie names, or null for a guest (or a session that ended). */
export async function signedInCustomer(
  db: Database,
  clock: Clock,
  c: Context<AppEnv>,
): Promise<SignedInCustomer | null> {
  const token = getCookie(c, SESSION_COOKIE);
  return token ? findSession(db, token, clock()) : null;
}

/**
 * Resolves the signed-in customer from the session cookie, or answers 401. Stale cookies are
 * cleared on the way, so a browser whose session ended stops presenting itself as signed in.
 */
export function requireCustomer(db: Database, clock: Clock, config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await signedInCustomer(db, clock, c);
    if (!session) {
      if (getCookie(c, SESSION_COOKIE) !== undefined || getCookie(c, LOGIN_COOKIE) !== undefined)
        clearSignInCookies(c, config);
      throw unauthenticated();
    }
    c.set('customer', session);
    await next();
  };
}
