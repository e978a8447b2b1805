// Checkout promotions (bnpl, bankCashback and ncemi, each with a label and isAllowed). The
// design system imports nothing of ours, so these codes are its own vocabulary; they match the
// checkout state's keys one to one.

import { everyOf } from './everyOf.ts';

export const promotionCodes = everyOf<PromotionCode>()(['bnpl', 'bankCashback', 'ncemi']);
/** A promotion the checkout may allow: buy now pay later, bank cashback, no-cost EMI. */
export type PromotionCode = 'bnpl' | 'bankCashback' | 'ncemi';

/** One promotion as the checkout state holds it. */
export type Promotion = {
  /** The offer's wording from the server, e.g. "5% cashback on HDFC cards". */
  label: string;
  /** Whether the order qualifies; only allowed promotions are shown. */
  isAllowed: boolean;
};

/** How a promotion is named when the server gives no label. */
export const promotionLabels: Record<PromotionCode, string> = {
  bnpl: 'Buy now, pay later',
  bankCashback: 'Bank cashback',
  ncemi: 'No cost EMI',
};
