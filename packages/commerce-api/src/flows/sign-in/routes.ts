import { getCookie } from 'hono/cookie';
import { CART_ID_COOKIE, cartIdSchema, otpCalls } from '@nirmal/domain/contract';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import { setSignInCookies } from '../../http/cookies.ts';
import { startSession } from '../../modules/account/sessions.ts';
import { pointCartIdCookie } from '../../modules/cart/cookie.ts';
import { mergeGuestCart } from '../cart-pricing/merge.ts';
import type { ModuleDeps } from '../../modules/module.ts';

/**
 * Signing in by OTP spans three areas in one transaction: the code is consumed (otp), the
 * customer's session opened (account) and the guest cart of this browser merged into the
 * customer's (cart), so a code is never used up without a session, nor a cart half merged.
 */
export function signInRoutes(routes: CallRoutes, { config, clock, otp }: ModuleDeps): void {
  routes.handle(otpCalls.verify, async ({ body }, c) => {
    const now = clock();
    const guestCookie = getCookie(c, CART_ID_COOKIE);
    const guestCartId = cartIdSchema.safeParse(guestCookie).data;
    // Only a code sent for signing in signs in: one sent to confirm a secondary user's number is that
    // person's consent to be added, not a way in to their account for whoever they read it out to.
    const requester = { purpose: 'sign_in' as const, clientAddress: rateLimitAddress(c, config.trustProxy) };
    const signedIn = await otp.verify(body, requester, async (tx) => {
      const started = await startSession(tx, body.mobile, {
        now,
        ttlSeconds: config.sessionTtlSeconds,
        userAgent: c.req.header('user-agent'),
      });
      return { ...started, cartId: await mergeGuestCart(tx, guestCartId, started.customer.customerId, now) };
    });
    setSignInCookies(c, config, signedIn.session.token, signedIn.customer.accountId);
    if (signedIn.cartId !== null || guestCookie !== undefined) pointCartIdCookie(c, config, signedIn.cartId);
    return { data: signedIn.customer };
  });
}
