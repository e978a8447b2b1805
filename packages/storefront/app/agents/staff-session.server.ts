import { ProductError } from '@nirmal/domain';
import { STAFF_SESSION_COOKIE } from '@nirmal/domain/contract';
import type { StaffMember } from '@nirmal/domain/contract';
import type { RouterContextProvider } from 'react-router';
import { readCookies } from '../server/cookies.server.ts';
import { requestState } from '../server/request-state.server.ts';

/**
 * The staff member signed in on this request, asked only with the staff cookie; null without one
 * or once it has ended (expired, idle, signed out or revoked). A customer's session counts for
 * nothing here.
 */
export async function signedInStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffMember | null> {
  if (!readCookies(request).has(STAFF_SESSION_COOKIE)) return null;
  try {
    return await requestState(context).clients.staff.me();
  } catch (error) {
    if (error instanceof ProductError && error.status === 401) return null;
    throw error;
  }
}

/** A refusal a staff member can act on (4xx), as opposed to a failure of ours. */
export const isRefusal = (error: unknown): error is ProductError =>
  error instanceof ProductError && error.status >= 400 && error.status < 500;
