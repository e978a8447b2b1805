import { STAFF_SESSION_COOKIE, otpSendAnswerSchema } from '@nirmal/domain/contract';
import { cookieHeader } from './support.ts';
import type { RequestOptions, TestApi } from './support.ts';

/** The seeded staff (modules/staff/seed.ts). */
export const KAVYA = { mobile: '9000000201', staffId: 'STF-1001' } as const; // call centre
export const IMRAN = { mobile: '9000000202', staffId: 'STF-2001' } as const; // CRO of PNQ-02, Asha's hub
export const LATA = { mobile: '9000000203', staffId: 'STF-2002' } as const; // CRO of BLR-05, Rohan's hub

export function sendStaffOtp(api: TestApi, mobile: string, options: RequestOptions = {}) {
  return api.request('/api/staff/otp/send', { json: { mobile }, ...options });
}

export function verifyStaffOtp(
  api: TestApi,
  body: { mobile: string; requestId: string; code: string },
  options: RequestOptions = {},
) {
  return api.request('/api/staff/otp/verify', { json: body, ...options });
}

/** Signs a staff member in by OTP and answers the Cookie header their browser sends afterwards. */
export async function staffSignIn(api: TestApi, mobile: string): Promise<string> {
  const sent = await sendStaffOtp(api, mobile);
  if (sent.status !== 200) throw new Error(`Staff OTP send failed: ${sent.status} ${await sent.text()}`);
  const { requestId } = otpSendAnswerSchema.parse(await sent.json()).data;
  const { otp } = await api.latestOtp(mobile);
  const verified = await verifyStaffOtp(api, { mobile, requestId, code: otp });
  if (verified.status !== 200)
    throw new Error(`Staff sign-in failed: ${verified.status} ${await verified.text()}`);
  return cookieHeader(verified);
}

export const staffToken = (cookies: string) =>
  cookies
    .split('; ')
    .find((pair) => pair.startsWith(`${STAFF_SESSION_COOKIE}=`))
    ?.slice(STAFF_SESSION_COOKIE.length + 1);
