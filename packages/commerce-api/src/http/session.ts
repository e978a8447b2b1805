import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOGIN_COOKIE, SESSION_COOKIE } from '@nirmal/domain/contract';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { findOrCreateCustomer } from '../store/customers.ts';
import type { CustomerIds } from '../store/customers.ts';
import { createSession, findSession } from '../store/sessions.ts';
import type { NewSession } from '../store/sessions.ts';
import type { AppEnv } from './app-env.ts';
import { clearSignInCookies } from './cookies.ts';
import { unauthenticated } from './errors.ts';

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

/** Opens a session for the number (creating its customer on first sign-in) inside the caller's transaction. */
export async function startSession(
  tx: Queryable,
  mobile: string,
  options: { now: Date; ttlSeconds: number; userAgent: string | undefined },
): Promise<{ customer: CustomerIds; session: NewSession }> {
  const customer = await findOrCreateCustomer(tx, mobile, options.now);
  const session = await createSession(tx, customer.customerId, options);
  return { customer, session };
}
