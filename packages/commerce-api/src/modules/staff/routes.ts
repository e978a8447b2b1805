import { getCookie } from 'hono/cookie';
import { STAFF_SESSION_COOKIE, staffCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireStaff } from '../../http/require-staff.ts';
import { clearStaffSessionCookie } from '../../http/staff-cookie.ts';
import type { ModuleDeps } from '../module.ts';
import { revokeOtherStaffSessions, revokeStaffSession } from './sessions.ts';

/** The signed-in staff member, signing out, and ending their other sessions; signing in is a flow. */
export function staffRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, config, clock } = deps;
  const before = [requireStaff(deps)];

  routes.handle(
    staffCalls.me,
    async (_, c) => {
      const { sessionId: _session, ...staff } = c.var.staff;
      return { data: { staff } };
    },
    { before },
  );

  routes.handle(staffCalls.signout, async (_, c) => {
    // Idempotent, as customers' is: whatever session the cookie names ends, and the cookie goes.
    const token = getCookie(c, STAFF_SESSION_COOKIE);
    if (token) await revokeStaffSession(db, token, clock());
    clearStaffSessionCookie(c, config);
    return { data: { signedOut: true as const } };
  });

  routes.handle(
    staffCalls.revokeOtherSessions,
    async (_, c) => ({
      data: {
        revokedSessions: await revokeOtherStaffSessions(
          db,
          c.var.staff.staffId,
          c.var.staff.sessionId,
          clock(),
        ),
      },
    }),
    { before },
  );
}
