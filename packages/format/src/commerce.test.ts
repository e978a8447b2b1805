import { describe, expect, it } from 'vitest';
import {
  couponCodeProblem,
  couponLimits,
  normaliseCouponCode,
  paymentProviderLabels,
  paymentProviders,
  promotionCodes,
  promotionLabels,
  stockLabels,
  stockStatuses,
} from './commerce.ts';

describe('the coupon code rule', () => {
  it('sends a code trimmed and in upper case', () => {
    expect(normaliseCouponCode('  flat500 ')).toBe('FLAT500');
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['abc', 'tooShort'],
    ['abcd', null],
    [' flat500 ', null],
    ['A'.repeat(couponLimits.codeMaxLength), null],
    ['A'.repeat(couponLimits.codeMaxLength + 1), 'malformed'],
    ['FLAT-500', 'malformed'],
  ] as const)('%j is %s', (code, problem) => {
    expect(couponCodeProblem(code)).toBe(problem);
  });

  it('holds the limits of spec §5: codes of 4 or more, 3 coupons, a 6-digit OTP', () => {
    expect(couponLimits).toMatchObject({ codeMinLength: 4, maxApplied: 3, otpLength: 6 });
  });
});

describe('commerce words', () => {
  it('names every code and no other', () => {
    expect(Object.keys(paymentProviderLabels)).toEqual([...paymentProviders]);
    expect(Object.keys(promotionLabels)).toEqual([...promotionCodes]);
    expect(Object.keys(stockLabels)).toEqual([...stockStatuses]);
  });

  it('names the providers and promotions as customers read them', () => {
    expect(paymentProviderLabels).toEqual({ PAYU: 'PayU', RAZORPAY: 'Razorpay' });
    expect(promotionLabels.bnpl).toBe('Buy now, pay later');
    expect(stockLabels.low_stock).toBe('Only few left');
  });
});
