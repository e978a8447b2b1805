import { otpCalls } from '../contract/index.ts';
import type {
  LeadVerification,
  OtpSendResult,
  OtpVerifyRequest,
  OtpVerifyResult,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface OtpClient {
  /** Sends a one-time password by SMS to a mobile number (+91, spaces and the like are tolerated). */
  send(mobile: string): Promise<OtpSendResult>;
  /** Checks the code; on success the answer signs the customer in (both cookies are set). */
  verify(request: OtpVerifyRequest): Promise<OtpVerifyResult>;
  /** Sends a code that confirms a visitor's number for a lead (a home demo); it signs no one in. */
  sendForLead(mobile: string): Promise<OtpSendResult>;
  /** Checks a lead's code; on success the number is confirmed for booking a demo (a cookie). */
  verifyLead(request: OtpVerifyRequest): Promise<LeadVerification>;
}

export function createOtpClient(http: HttpClient): OtpClient {
  return {
    send: async (mobile) => (await http.call(otpCalls.send, { body: { mobile } })).data,
    verify: async (request) => (await http.call(otpCalls.verify, { body: request })).data,
    sendForLead: async (mobile) =>
      (await http.call(otpCalls.send, { body: { mobile, purpose: 'lead' } })).data,
    verifyLead: async (request) => (await http.call(otpCalls.verifyLead, { body: request })).data,
  };
}
