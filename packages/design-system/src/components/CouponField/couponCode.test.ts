import { describe, expect, it } from 'vitest';
import { isCouponCodeLongEnough, isCouponOtpComplete, normalizeCouponCode } from './couponCode.ts';

describe('coupon code rules', () => {
  it('trims and upper-cases a code', () => {
    expect(normalizeCouponCode('  save10 ')).toBe('SAVE10');
  });

  it('needs at least 4 characters, spaces aside', () => {
    expect(isCouponCodeLongEnough('abc')).toBe(false);
    expect(isCouponCodeLongEnough(' abc ')).toBe(false);
    expect(isCouponCodeLongEnough('abcd')).toBe(true);
    expect(isCouponCodeLongEnough('abcd', 5)).toBe(false);
  });

  it('needs exactly 6 digits of OTP', () => {
    expect(isCouponOtpComplete('12345')).toBe(false);
    expect(isCouponOtpComplete('123456')).toBe(true);
    expect(isCouponOtpComplete('1234567')).toBe(false);
    expect(isCouponOtpComplete('12345a')).toBe(false);
    expect(isCouponOtpComplete('1234', 4)).toBe(true);
  });
});
