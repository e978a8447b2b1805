// The commerce words the components show: exchange (prexo) product types, payment providers and
// the coupon limits. The design system imports nothing of ours, so these codes
// are its own vocabulary; they match the wire contract's codes one to one.

import { everyOf } from './everyOf.ts';

export const exchangeProductTypes = everyOf<ExchangeProductType>()([
  'AIR_PURIFIER',
  'VACUUM_CLEANER',
  'WATER_PURIFIER',
]);
/** The kind of old product a customer hands in for an exchange offer. */
export type ExchangeProductType = 'AIR_PURIFIER' | 'VACUUM_CLEANER' | 'WATER_PURIFIER';

/** How an old-product type is named to a customer. */
export const exchangeProductLabels: Record<ExchangeProductType, string> = {
  AIR_PURIFIER: 'Air purifier',
  VACUUM_CLEANER: 'Vacuum cleaner',
  WATER_PURIFIER: 'Water purifier',
};

export const exchangeConditions = everyOf<ExchangeCondition>()(['WORKING', 'NOT_WORKING']);
/** Whether the old product still works; it decides the value offered. */
export type ExchangeCondition = 'WORKING' | 'NOT_WORKING';

/** How a condition is named to a customer. */
export const exchangeConditionLabels: Record<ExchangeCondition, string> = {
  WORKING: 'Working',
  NOT_WORKING: 'Not working',
};

export const paymentProviders = everyOf<PaymentProvider>()(['PAYU', 'RAZORPAY']);
/** A payment gateway the checkout hands the payment to. */
export type PaymentProvider = 'PAYU' | 'RAZORPAY';

/** How a payment provider is named to a customer. */
export const paymentProviderLabels: Record<PaymentProvider, string> = {
  PAYU: 'PayU',
  RAZORPAY: 'Razorpay',
};

/** Coupon rules: minimum code length, OTP length, most coupons on one order. */
export const couponLimits = {
  codeMinLength: 4,
  otpLength: 6,
  maxApplied: 3,
} as const;
