import type { Context } from 'hono';
import { DEMO_MESSAGES, demoCalls, otpCalls } from '@nirmal/domain/contract';
import { ApiError } from '../../http/errors.ts';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import { startLeadVerification, verifiedLeadMobile } from '../../modules/demos/leads.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { bookDemo, demoOf, demoSlots } from './book-demo.ts';
import { leadToken, setLeadCookie } from './lead-cookie.ts';

/**
 * Home demos for visitors. Confirming the number spans two areas in one transaction: the lead's
 * code is consumed (otp) and the number confirmed for a while (demos), so a code is never used up
 * without its confirmation.
 */
export function bookDemoRoutes(routes: CallRoutes, { db, config, clock, otp }: ModuleDeps): void {
  routes.handle(otpCalls.verifyLead, async ({ body }, c) => {
    // Only a code sent for a lead confirms one; and a lead's code never signs anyone in (sign-in
    // checks for its own purpose), so reading a demo's code aloud gives no one an account.
    const requester = { purpose: 'lead' as const, clientAddress: rateLimitAddress(c, config.trustProxy) };
    const lead = await otp.verify(body, requester, (tx) => startLeadVerification(tx, body.mobile, clock()));
    setLeadCookie(c, config, lead.token);
    return { data: { mobile: body.mobile, verifiedUntil: lead.expiresAt.toISOString() } };
  });

  routes.handle(demoCalls.slots, async ({ query }) => ({
    data: await demoSlots(db, query.pincode, clock()),
  }));

  /** The number the lead cookie confirms now; 403 without one (not 401: no session is involved). */
  async function confirmedMobile(c: Context): Promise<string> {
    const token = leadToken(c);
    const mobile = token ? await verifiedLeadMobile(db, token, clock()) : null;
    if (!mobile) throw new ApiError(403, 'FORBIDDEN', DEMO_MESSAGES.unverified);
    return mobile;
  }

  routes.handle(demoCalls.book, async ({ body }, c) => ({
    data: await bookDemo(db, await confirmedMobile(c), body, clock()),
  }));

  routes.handle(demoCalls.get, async ({ params }, c) => ({
    data: await demoOf(db, await confirmedMobile(c), params.demoId),
  }));
}
