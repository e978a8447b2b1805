// The exchange (prexo) words the components show: old-product types and conditions. They are the
// design system's own vocabulary and match the wire contract's codes one to one; payment providers
// and the coupon limits are shared with the domain, so they come from @nirmal/format (index.ts).

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
