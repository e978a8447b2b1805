import { otpCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { setSignInCookies } from '../../modules/account/cookies.ts';
import { startSession } from '../../modules/account/sessions.ts';
import type { ModuleDeps } from '../../modules/module.ts';

/**
 * Signing in by OTP spans two areas: the code is consumed (otp) and the customer's session opened
 * (account) in one transaction, so a code is never used up without a session, nor the reverse.
 */
export function signInRoutes(routes: CallRoutes, { config, clock, otp }: ModuleDeps): void {
  routes.handle(otpCalls.verify, async ({ body }, c) => {
    const signedIn = await otp.verify(body, (tx) =>
      startSession(tx, body.mobile, {
        now: clock(),
        ttlSeconds: config.sessionTtlSeconds,
        userAgent: c.req.header('user-agent'),
      }),
    );
    setSignInCookies(c, config, signedIn.session.token, signedIn.customer.accountId);
    return { data: signedIn.customer };
  });
}
