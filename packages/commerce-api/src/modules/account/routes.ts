import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE, profileCalls, sessionCalls } from '@nirmal/domain/contract';
import { unauthenticated } from '../../http/errors.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { clearSignOutCookies, setSignInCookies } from '../../http/cookies.ts';
import { findProfile } from './customers.ts';
import { profileRoutes } from './profile-routes.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import { deleteSession, startSession } from './sessions.ts';

export function accountRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, config, clock, developmentCalls } = deps;
  routes.handle(
    profileCalls.get,
    async (_, c) => {
      const profile = await findProfile(db, c.var.customer.customerId);
      if (!profile) throw unauthenticated();
      return { data: { data: profile } };
    },
    { before: [requireCustomer(deps)] },
  );
  profileRoutes(routes, deps);

  routes.handle(sessionCalls.signout, async (_, c) => {
    // Signing out is idempotent: whatever the cookie names ends, and the three cookies go.
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(db, token);
    clearSignOutCookies(c, config);
    return { data: { signedOut: true as const } };
  });

  // Signing in without an OTP, for the demo and the journeys: only beside the development SMS sender.
  if (!developmentCalls) return;
  routes.handle(sessionCalls.create, async ({ body }, c) => {
    const signedIn = await db.transaction((tx) =>
      startSession(tx, body.mobile_number, {
        now: clock(),
        ttlSeconds: config.sessionTtlSeconds,
        userAgent: body.user_agent,
      }),
    );
    setSignInCookies(c, config, signedIn.session.token, signedIn.customer.accountId);
    return { data: { session_id: signedIn.session.sessionId } };
  });
}
