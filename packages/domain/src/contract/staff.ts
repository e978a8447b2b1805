import { staffRoles } from '@nirmal/format';
import type { StaffRole } from '@nirmal/format';
import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';
import { otpCodeSchema, otpRequestIdSchema, otpSendAnswerSchema } from './otp.ts';
import { signoutAnswerSchema } from './session.ts';

// Staff of the call centre and CROs (issue 22): accounts apart from customers', signed in by a code
// sent to the staff member's registered number, with a session of their own (the cookie
// STAFF_SESSION_COOKIE, in names.ts) that ends sooner than a customer's and can be revoked. Staff
// calls read only that cookie and customers' calls only theirs, so neither session acts as the other.

export const STAFF_MESSAGES = {
  /** A staff sign-in with a number that is not a staff member's (a customer's, say). */
  notStaff: 'This number is not registered for staff sign-in.',
  /** No staff session, or one that ended (expired, idle too long, signed out or revoked). */
  signInRequired: 'Sign in as staff to use this page.',
} as const;

/** The refusal of a staff member whose role a page or call is not for: "This page is for CRO staff." */
/** The role as a sentence names it: "call-centre staff", "CRO staff". */
const roleInSentence: Record<StaffRole, string> = { 'call-centre': 'call-centre', cro: 'CRO' };

export function staffRoleRequiredMessage(role: StaffRole): string {
  return `This page is for ${roleInSentence[role]} staff.`;
}

/** `call-centre` serves every hub; `cro` one hub, and sees only customers with a device there. */
export const STAFF_ROLES = staffRoles;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type { StaffRole };

/** The signed-in staff member, as the agent pages show them. */
export const staffMemberSchema = z.object({
  staffId: z.string().check(z.minLength(1)),
  name: z.string(),
  role: staffRoleSchema,
  /** A CRO's hub; null for the call centre, which serves every hub. */
  hubCode: z.nullable(z.string()),
  /** When this session ends at the latest (it ends sooner after STAFF_SESSION_IDLE_SECONDS idle). */
  sessionExpiresAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffAnswerSchema = dataAnswer(z.object({ staff: staffMemberSchema }));
export type StaffAnswer = z.infer<typeof staffAnswerSchema>;

export const staffOtpSendRequestSchema = z.object({ mobile: mobileNumberSchema });
export type StaffOtpSendRequest = z.input<typeof staffOtpSendRequestSchema>;

/** The number the code was sent to, the id `send` answered and the code from the SMS. */
export const staffOtpVerifyRequestSchema = z.object({
  mobile: mobileNumberSchema,
  requestId: otpRequestIdSchema,
  code: otpCodeSchema,
});
export type StaffOtpVerifyRequest = z.input<typeof staffOtpVerifyRequestSchema>;

export const revokeOtherStaffSessionsAnswerSchema = dataAnswer(
  z.object({ revokedSessions: z.int().check(z.nonnegative()) }),
);
export type RevokeOtherStaffSessionsAnswer = z.infer<typeof revokeOtherStaffSessionsAnswerSchema>;

export const staffCalls = {
  /** Sends a code to a staff member's registered number (the same limits, expiry and single use as customers'). */
  sendOtp: defineCall({
    method: 'POST',
    path: '/api/staff/otp/send',
    body: staffOtpSendRequestSchema,
    answer: otpSendAnswerSchema,
  }),
  /** On success the staff session cookie is set; the customer's cookies are left alone. */
  verifyOtp: defineCall({
    method: 'POST',
    path: '/api/staff/otp/verify',
    body: staffOtpVerifyRequestSchema,
    answer: staffAnswerSchema,
  }),
  /** The signed-in staff member, or 401; each call keeps an idle session alive. */
  me: defineCall({ method: 'GET', path: '/api/staff/me', answer: staffAnswerSchema }),
  /** Ends this staff session and clears its cookie; idempotent. */
  signout: defineCall({ method: 'POST', path: '/api/staff/signout', answer: signoutAnswerSchema }),
  /** Ends every other session of the signed-in staff member (a phone left behind, say). */
  revokeOtherSessions: defineCall({
    method: 'POST',
    path: '/api/staff/sessions/revoke-others',
    answer: revokeOtherStaffSessionsAnswerSchema,
  }),
};
