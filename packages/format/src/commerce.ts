// The commerce codes and words both sides use: the coupon limits and the code rule (spec §5, §9),
// payment providers, checkout promotions (§3) and stock states. The design system shows them, the
// domain's contract carries them and commerce-api enforces them; each is defined here once.

/** Spec §5, §9: a code has 4 to 20 characters, at most 3 are applied, the coupon OTP has exactly 6 digits. */
export const couponLimits = {
  codeMinLength: 4,
  codeMaxLength: 20,
  otpLength: 6,
  maxApplied: 3,
} as const;

/** A coupon code as it is sent and compared: no surrounding spaces, upper case (codes are the same in any case). */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/** What is wrong with a typed coupon code, once normalised; null for a code worth trying. */
export type CouponCodeProblem = 'missing' | 'tooShort' | 'malformed';

export function couponCodeProblem(code: string): CouponCodeProblem | null {
  const normalised = normaliseCouponCode(code);
  if (normalised === '') return 'missing';
  if (normalised.length < couponLimits.codeMinLength) return 'tooShort';
  if (normalised.length > couponLimits.codeMaxLength || !/^[A-Z0-9]+$/.test(normalised)) return 'malformed';
  return null;
}

/** A payment gateway the checkout hands the payment to (written out, so props tables can show its values). */
export type PaymentProvider = 'PAYU' | 'RAZORPAY';
export const paymentProviders = ['PAYU', 'RAZORPAY'] as const satisfies readonly PaymentProvider[];

/** How a payment provider is named to a customer. */
export const paymentProviderLabels: Readonly<Record<PaymentProvider, string>> = {
  PAYU: 'PayU',
  RAZORPAY: 'Razorpay',
};

/** A promotion the checkout may allow: buy now pay later, bank cashback, no-cost EMI. */
export type PromotionCode = 'bnpl' | 'bankCashback' | 'ncemi';
export const promotionCodes = ['bnpl', 'bankCashback', 'ncemi'] as const satisfies readonly PromotionCode[];

/** How a promotion is named to a customer (its offer's wording aside, which the server gives). */
export const promotionLabels: Readonly<Record<PromotionCode, string>> = {
  bnpl: 'Buy now, pay later',
  bankCashback: 'Bank cashback',
  ncemi: 'No-cost EMI',
};

/** Whether a product can be bought now, and whether few are left. */
export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';
export const stockStatuses = [
  'in_stock',
  'low_stock',
  'out_of_stock',
] as const satisfies readonly StockStatus[];

/** How a stock status is named to a customer. */
export const stockLabels: Readonly<Record<StockStatus, string>> = {
  in_stock: 'In stock',
  low_stock: 'Only few left',
  out_of_stock: 'Out of stock',
};
