import { amcCalls } from '../contract/index.ts';
import type {
  Agreement,
  AmcData,
  Benefits,
  PlanCheckout,
  PlanCheckoutResult,
  PlanPrice,
  Technology,
  Tier,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface AmcClient {
  /** The plans offered for one of the customer's devices, and whether one can be bought now. */
  offer(assetId: string): Promise<AmcData>;
  /** What each tier includes for a technology. */
  benefits(technology: Technology): Promise<Benefits>;
  /** The device's maintenance agreement. */
  agreement(assetId: string): Promise<Agreement>;
  /** A tier for the device, priced for one to five years. */
  price(assetId: string, tier: Tier): Promise<PlanPrice>;
  /** Places the plan order awaiting payment, or answers the price that changed. */
  checkout(request: PlanCheckout): Promise<PlanCheckoutResult>;
}

export function createAmcClient(http: HttpClient): AmcClient {
  return {
    offer: async (assetId) => (await http.call(amcCalls.offer, { query: { assetId } })).data,
    benefits: async (technology) => (await http.call(amcCalls.benefits, { query: { technology } })).data,
    agreement: async (assetId) => (await http.call(amcCalls.agreement, { query: { assetId } })).data,
    price: async (assetId, tier) => (await http.call(amcCalls.price, { query: { assetId, tier } })).data,
    checkout: async (body) => (await http.call(amcCalls.checkout, { body })).data,
  };
}
