import { STAFF_MESSAGES, staffCalls } from '@nirmal/domain/contract';
import { ApiError } from '../../http/errors.ts';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import { setStaffSessionCookie } from '../../http/staff-cookie.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { startStaffSession } from '../../modules/staff/sessions.ts';
import { staffByMobile } from '../../modules/staff/staff-members.ts';

const notStaff = () => new ApiError(403, 'FORBIDDEN', STAFF_MESSAGES.notStaff);

/**
 * A staff member signs in with a code sent to their registered number: the customers' OTP
 * machinery (its limits, expiry and single use) with a purpose of its own, so a customer's code
 * never signs staff in nor a staff code a customer. Checking the code consumes it (otp) and opens
 * the staff session (staff) in one transaction.
 */
export function staffSignInRoutes(routes: CallRoutes, { db, config, clock, otp }: ModuleDeps): void {
  const purpose = 'staff_sign_in' as const;

  routes.handle(staffCalls.sendOtp, async ({ body }, c) => {
    if (!(await staffByMobile(db, body.mobile))) throw notStaff();
    return { data: await otp.send(body.mobile, rateLimitAddress(c, config.trustProxy), { purpose }) };
  });

  routes.handle(staffCalls.verifyOtp, async ({ body }, c) => {
    const now = clock();
    const { ttlSeconds } = config.staffSession;
    const code = { mobile: body.mobile, otp: body.code, requestId: body.requestId };
    const requester = { purpose, clientAddress: rateLimitAddress(c, config.trustProxy) };
    const signedIn = await otp.verify(code, requester, async (tx) => {
      const staff = await staffByMobile(tx, body.mobile);
      if (!staff) throw notStaff();
      const session = await startStaffSession(tx, staff.staffId, {
        now,
        ttlSeconds,
        userAgent: c.req.header('user-agent'),
      });
      return { staff, session };
    });
    setStaffSessionCookie(c, config, signedIn.session.token, ttlSeconds);
    return {
      data: { staff: { ...signedIn.staff, sessionExpiresAt: signedIn.session.expiresAt.toISOString() } },
    };
  });
}
