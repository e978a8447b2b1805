import type { ExchangeOffer, ProductType } from '@nirmal/domain/contract';

/** The most we pay for an old product, in whole rupees, by its type: working, then not working. */
const MAX_VALUE_RUPEES: Record<ProductType, { WORKING: number; NOT_WORKING: number }> = {
  WATER_PURIFIER: { WORKING: 2000, NOT_WORKING: 1000 },
  AIR_PURIFIER: { WORKING: 2500, NOT_WORKING: 1200 },
  VACUUM_CLEANER: { WORKING: 1500, NOT_WORKING: 600 },
};

/** What we offer, at most, for each kind of old product against a product that takes exchanges. */
export function exchangeOffersFor(exchangeEligible: boolean): ExchangeOffer[] {
  if (!exchangeEligible) return [];
  return Object.entries(MAX_VALUE_RUPEES).flatMap(([productType, values]) =>
    (['WORKING', 'NOT_WORKING'] as const).map((condition) => ({
      productType: productType as ProductType,
      condition,
      maxValuePaise: values[condition] * 100,
    })),
  );
}
