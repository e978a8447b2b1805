import { staffCalls } from '../contract/index.ts';
import type { OtpSendResult, StaffMember, StaffOtpVerifyRequest } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface StaffClient {
  /** Sends a sign-in code to a staff member's registered number. */
  sendOtp(mobile: string): Promise<OtpSendResult>;
  /** Checks the code; on success the staff session cookie is set and the staff member answered. */
  verifyOtp(request: StaffOtpVerifyRequest): Promise<StaffMember>;
  /** The signed-in staff member (a 401 without a staff session). */
  me(): Promise<StaffMember>;
  /**
   * Ends this staff session. Answers the Set-Cookie lines that clear the cookie, for a server that
   * signs out on a browser's behalf to pass on (a browser's own call is cleared by the answer).
   */
  signOut(): Promise<string[]>;
  /** Ends every other session of the signed-in staff member (a lost phone, a shared desk); answers how many. */
  revokeOtherSessions(): Promise<number>;
}

export function createStaffClient(http: HttpClient): StaffClient {
  return {
    sendOtp: async (mobile) => (await http.call(staffCalls.sendOtp, { body: { mobile } })).data,
    verifyOtp: async (request) => (await http.call(staffCalls.verifyOtp, { body: request })).data.staff,
    me: async () => (await http.call(staffCalls.me)).data.staff,
    signOut: async () => (await http.request(staffCalls.signout)).headers.getSetCookie(),
    revokeOtherSessions: async () => (await http.call(staffCalls.revokeOtherSessions)).data.revokedSessions,
  };
}
