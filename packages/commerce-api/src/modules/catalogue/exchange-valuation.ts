import type { ExchangeCondition, ExchangeDetails, ExchangeOffer, ProductType } from '@nirmal/domain/contract';

/** The most we pay for an old product of each type, by condition, in whole rupees. */
const BEST_VALUE_RUPEES: Record<ProductType, Record<ExchangeCondition, number>> = {
  WATER_PURIFIER: { WORKING: 2000, NOT_WORKING: 800 },
  AIR_PURIFIER: { WORKING: 2500, NOT_WORKING: 1000 },
  VACUUM_CLEANER: { WORKING: 1500, NOT_WORKING: 500 },
};
/** Each year of age takes a tenth of the best value off, down to a fifth of it. */
const YEARLY_SHARE_LOST = 0.1;
const LOWEST_SHARE = 0.2;

/** What we offer for old products, at most (a new one gets the full value): the prices call shows it. */
export const EXCHANGE_OFFERS: ExchangeOffer[] = Object.entries(BEST_VALUE_RUPEES).flatMap(
  ([productType, byCondition]) =>
    Object.entries(byCondition).map(([condition, rupees]) => ({
      productType: productType as ProductType,
      condition: condition as ExchangeCondition,
      maxValuePaise: rupees * 100,
    })),
);

/**
 * The server's value of an old product against a new one, in whole rupees: lower with age, and
 * never more than the new product's price. The brand is kept for the pickup, not priced.
 */
export function exchangeValuePaise(
  { productType, condition, ageYears }: ExchangeDetails,
  againstPricePaise: number,
): number {
  const share = Math.max(LOWEST_SHARE, 1 - ageYears * YEARLY_SHARE_LOST);
  const rupees = Math.round(BEST_VALUE_RUPEES[productType][condition] * share);
  return Math.min(rupees * 100, againstPricePaise);
}
