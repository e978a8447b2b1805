import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpSendResult, OtpVerifyRequest } from '@nirmal/domain/contract';
import type { Queryable } from './db/database.ts';

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

/** What a code was sent for; a code only ever does what it was sent for. */
export type OtpPurpose = 'sign_in' | 'profile_change' | 'email_change' | 'lead' | 'staff_sign_in';

/**
 * Where a code goes: a text to the number, or, to confirm an email address, an email to it. Either
 * way the code is the number's (its limits and waits), and checked with the number.
 */
export type OtpDelivery =
  | { purpose: 'sign_in' | 'profile_change' | 'lead' | 'staff_sign_in' }
  | { purpose: 'email_change'; email: string };

/**
 * Sending and checking codes, as areas and flows are given it (`ModuleDeps.otp`); the otp module
 * implements it over its tables.
 */
export interface OtpService {
  send(mobile: string, clientAddress: string, delivery: OtpDelivery): Promise<OtpSendResult>;
  /**
   * Checks a code sent for `purpose` and, when it is right, consumes it and runs `onRight` in the
   * same transaction. A wrong code is counted against the code and the requester (and committed)
   * before the refusal is thrown.
   */
  verify<T>(
    input: OtpVerifyRequest,
    requester: { purpose: OtpPurpose; clientAddress: string },
    onRight: (tx: Queryable) => Promise<T>,
  ): Promise<T>;
}
