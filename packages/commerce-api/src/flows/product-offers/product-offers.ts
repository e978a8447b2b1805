import type { ProductOffers } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { deliveryDaysRange } from '../../modules/catalogue/pincodes.ts';
import { pricesOf, productFacts } from '../../modules/catalogue/stock.ts';
import { promotionsFor } from '../checkout/promotions.ts';

/**
 * What the buy box promises before a pincode is given: the no-cost EMI instalment checkout would
 * offer for this product alone at today's price (none when checkout would not offer it), and the
 * delivery time across the pincodes we deliver to. Null for an unknown product.
 */
export async function productOffers(db: Queryable, productId: string): Promise<ProductOffers | null> {
  const [[price], facts, deliveryDays] = await Promise.all([
    pricesOf(db, [productId]),
    productFacts(db, [productId]),
    deliveryDaysRange(db),
  ]);
  const productType = facts.get(productId)?.productType;
  if (!price || !productType) return null;
  const { terms } = promotionsFor({
    amountPaise: price.pricePaise,
    products: [{ name: productId, productType }],
  }).ncemi;
  return {
    productId,
    emi: terms && { months: terms.months, monthlyInstalmentPaise: terms.monthlyInstalmentPaise },
    deliveryDays,
  };
}
