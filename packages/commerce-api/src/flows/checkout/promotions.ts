import { formatInrFromPaise, promotionLabels } from '@nirmal/format';
import type {
  NoCostEmiTerms,
  ProductType,
  Promotion,
  PromotionId,
  Promotions,
} from '@nirmal/domain/contract';

// The three checkout promotions (§3), decided here from what the customer would pay and what is in
// the cart. Only no-cost EMI changes the price now: Nirmal takes the bank's interest off up front,
// so the instalments add up to the price; choosing it gives up the bank cashback.

export const BANK_CASHBACK = { percent: 5, minimumPaise: 3_000_00, capPaise: 1_500_00 } as const;
export const PAY_LATER = { minimumPaise: 1_000_00, maximumPaise: 60_000_00, parts: 3 } as const;
export const NO_COST_EMI = {
  minimumPaise: 10_000_00,
  months: 6,
  annualInterestPercent: 15,
  /** Vacuum cleaners are not offered on EMI by the partner banks. */
  productTypes: ['WATER_PURIFIER', 'AIR_PURIFIER'] as readonly ProductType[],
} as const;

export interface PromotionInput {
  /** What the customer pays before any promotion. */
  amountPaise: number;
  /** The products in the cart by name and type. */
  products: readonly { name: string; productType: ProductType }[];
}

const offered = (label: string, reason: string | null, amounts: Partial<Promotion> = {}): Promotion => ({
  label,
  isAllowed: reason === null,
  reason,
  discountPaise: 0,
  cashbackPaise: 0,
  ...amounts,
});

export function bankCashbackOf(amountPaise: number): number {
  return Math.min(Math.floor((amountPaise * BANK_CASHBACK.percent) / 100), BANK_CASHBACK.capPaise);
}

/**
 * No-cost EMI over `months`: the bank lends `amount − interestCovered` at its rate and the
 * instalments on that come to the amount, so the interest covered is
 * amount − (amount / months) × (1 − (1 + r)^−months) / r, with r the monthly rate.
 */
export function noCostEmiTerms(amountPaise: number, cashDiscountForgonePaise: number): NoCostEmiTerms {
  const { months, annualInterestPercent } = NO_COST_EMI;
  const rate = annualInterestPercent / 1200;
  const financed = Math.round(((amountPaise / months) * (1 - (1 + rate) ** -months)) / rate);
  return {
    months,
    annualInterestPercent,
    monthlyInstalmentPaise: Math.ceil(amountPaise / months),
    interestCoveredPaise: amountPaise - financed,
    cashDiscountForgonePaise,
  };
}

export function promotionsFor({ amountPaise, products }: PromotionInput): Promotions {
  const atLeast = (minimum: number, what: string) =>
    amountPaise >= minimum ? null : `${what} is for orders of ${formatInrFromPaise(minimum)} or more.`;

  const cashbackPaise = bankCashbackOf(amountPaise);
  const bankCashback = offered(
    `${BANK_CASHBACK.percent}% cashback up to ${formatInrFromPaise(BANK_CASHBACK.capPaise)} on credit cards`,
    atLeast(BANK_CASHBACK.minimumPaise, promotionLabels.bankCashback),
    { cashbackPaise },
  );

  const bnpl = offered(
    `${promotionLabels.bnpl} in ${PAY_LATER.parts} interest-free parts`,
    atLeast(PAY_LATER.minimumPaise, promotionLabels.bnpl) ??
      (amountPaise <= PAY_LATER.maximumPaise
        ? null
        : `${promotionLabels.bnpl} is for orders up to ${formatInrFromPaise(PAY_LATER.maximumPaise)}.`),
  );

  const notEligible = products.filter((product) => !NO_COST_EMI.productTypes.includes(product.productType));
  const emiReason =
    atLeast(NO_COST_EMI.minimumPaise, promotionLabels.ncemi) ??
    (notEligible.length === 0
      ? null
      : `${promotionLabels.ncemi} is not offered on ${notEligible.map((product) => product.name).join(', ')}. Remove it to pay by no-cost EMI.`);
  const terms =
    emiReason === null ? noCostEmiTerms(amountPaise, bankCashback.isAllowed ? cashbackPaise : 0) : null;
  const ncemi = {
    ...offered(
      terms
        ? `${promotionLabels.ncemi}: ${formatInrFromPaise(terms.monthlyInstalmentPaise)} a month for ${terms.months} months`
        : `${promotionLabels.ncemi} for ${NO_COST_EMI.months} months`,
      emiReason,
      { discountPaise: terms?.interestCoveredPaise ?? 0 },
    ),
    terms,
  };
  return { bnpl, bankCashback, ncemi };
}

/** What a chosen promotion takes off the price now (0 when it is not allowed). */
export function promotionDiscount(promotions: Promotions, chosen: PromotionId | null): number {
  if (chosen === null) return 0;
  const promotion = promotions[chosen];
  return promotion.isAllowed ? promotion.discountPaise : 0;
}
