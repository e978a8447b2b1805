import type { AmcClient } from '../clients/amc.ts';
import type { AssetsClient } from '../clients/assets.ts';
import type { ServiceClient } from '../clients/service.ts';
import type { Technology, Tier } from '../contract/index.ts';
import { CUSTOMER_SCOPE } from './customer-scope.ts';
import { defineQuery } from './define-query.ts';
import { serviceQueries } from './service.ts';

/** The signed-in customer's devices (§2 My devices), all of them and one by id, with what hangs off one. */
export const deviceQueries = {
  list: (assets: AssetsClient) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'assets'], queryFn: () => assets.list() }),
  detail: (assets: AssetsClient, assetId: string) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'assets', assetId], queryFn: () => assets.get(assetId) }),
  /** The page goes on without where the device is installed. */
  location: (assets: AssetsClient, assetId: string) =>
    defineQuery({
      queryKey: [CUSTOMER_SCOPE, 'assets', assetId, 'location'],
      queryFn: () => assets.location(assetId),
      meta: { optional: true },
    }),
  /** The page goes on without the saving a plan would bring. */
  savingPromo: (assets: AssetsClient, assetId: string) =>
    defineQuery({
      queryKey: [CUSTOMER_SCOPE, 'assets', assetId, 'saving-promo'],
      queryFn: () => assets.savingPromo(assetId),
      meta: { optional: true },
    }),
  /** The page goes on without the device's service requests (kept with the other service answers). */
  serviceHistory: (service: ServiceClient, assetId: string) =>
    defineQuery({ ...serviceQueries.history(service, assetId), meta: { optional: true } }),
};

/** AMC plans (§3): what a device may buy, what each tier includes and the price of each duration. */
export const planQueries = {
  offer: (amc: AmcClient, assetId: string) =>
    defineQuery({
      queryKey: [CUSTOMER_SCOPE, 'assets', assetId, 'plans'],
      queryFn: () => amc.offer(assetId),
    }),
  agreement: (amc: AmcClient, assetId: string) =>
    defineQuery({
      queryKey: [CUSTOMER_SCOPE, 'assets', assetId, 'agreement'],
      queryFn: () => amc.agreement(assetId),
    }),
  /** The same for every customer: kept outside the customer's scope, and the page goes on without it. */
  benefits: (amc: AmcClient, technology: Technology) =>
    defineQuery({
      queryKey: ['plan-benefits', technology],
      queryFn: () => amc.benefits(technology),
      meta: { optional: true },
    }),
  price: (amc: AmcClient, assetId: string, tier: Tier) =>
    defineQuery({
      queryKey: [CUSTOMER_SCOPE, 'assets', assetId, 'plans', tier],
      queryFn: () => amc.price(assetId, tier),
    }),
};
