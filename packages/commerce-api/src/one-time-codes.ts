import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// One-time codes as every area that sends one makes and checks them (sign-in, coupon OTPs): random
// digits, stored only as an HMAC bound to their request and number, compared in constant time.

export function generateOtp(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** The stored form of an OTP, bound to its request and number: a code is only ever good for both. */
export function hashOtp(secret: string, parts: { requestId: string; mobile: string; otp: string }): string {
  return createHmac('sha256', secret).update(`${parts.requestId}:${parts.mobile}:${parts.otp}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
