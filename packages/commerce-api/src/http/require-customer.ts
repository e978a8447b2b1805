import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOGIN_COOKIE, SESSION_COOKIE } from '@nirmal/domain/contract';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { AppEnv, SignedInCustomer } from './app-env.ts';
import { clearSignInCookies } from './cookies.ts';
import { unauthenticated } from './errors.ts';

/** The live session a session token names, or null; the account module answers it (ModuleDeps.findSession). */
export type FindSession = (token: string, now: Date) => Promise<SignedInCustomer | null>;

export interface SessionGuardDeps {
  findSession: FindSession;
  clock: Clock;
  config: Config;
}

/** The customer the session cookie names, or null for a guest (or a session that ended). */
export async function signedInCustomer(
  { findSession, clock }: Pick<SessionGuardDeps, 'findSession' | 'clock'>,
  c: Context<AppEnv>,
): Promise<SignedInCustomer | null> {
  const token = getCookie(c, SESSION_COOKIE);
  return token ? findSession(token, clock()) : null;
}

/**
 * Resolves the signed-in customer from the session cookie, or answers 401. Stale cookies are
 * cleared on the way, so a browser whose session ended stops presenting itself as signed in.
 */
export function requireCustomer(deps: SessionGuardDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await signedInCustomer(deps, c);
    if (!session) {
      if (getCookie(c, SESSION_COOKIE) !== undefined || getCookie(c, LOGIN_COOKIE) !== undefined)
        clearSignInCookies(c, deps.config);
      throw unauthenticated();
    }
    c.set('customer', session);
    await next();
  };
}
