import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { STAFF_MESSAGES, STAFF_SESSION_COOKIE, staffRoleRequiredMessage } from '@nirmal/domain/contract';
import type { StaffRole } from '@nirmal/domain/contract';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { AppEnv, SignedInStaff } from './app-env.ts';
import { ApiError } from './errors.ts';
import { clearStaffSessionCookie } from './staff-cookie.ts';

/**
 * The staff member a live staff session token names, or null; finding it keeps the session from
 * idling out. The staff module answers it (ModuleDeps.findStaffSession).
 */
export type FindStaffSession = (token: string, now: Date) => Promise<SignedInStaff | null>;

export interface StaffGuardDeps {
  findStaffSession: FindStaffSession;
  clock: Clock;
  config: Config;
}

export const staffSignInRequired = () => new ApiError(401, 'UNAUTHENTICATED', STAFF_MESSAGES.signInRequired);

/**
 * Lets a call through only for a signed-in staff member (`c.var.staff`), and with `roles` only for
 * those roles. It reads the staff cookie alone, so a customer's session never reaches a staff call:
 * 401 without a live staff session (whose stale cookie is cleared), 403 for another role.
 */
export function requireStaff(
  deps: StaffGuardDeps,
  roles?: readonly [StaffRole, ...StaffRole[]],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, STAFF_SESSION_COOKIE);
    const staff = token ? await deps.findStaffSession(token, deps.clock()) : null;
    if (!staff) {
      if (token !== undefined) clearStaffSessionCookie(c, deps.config);
      throw staffSignInRequired();
    }
    if (roles && !roles.includes(staff.role)) {
      throw new ApiError(403, 'FORBIDDEN', staffRoleRequiredMessage(roles[0]));
    }
    c.set('staff', staff);
    await next();
  };
}
