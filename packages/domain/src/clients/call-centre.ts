import { callCentreCalls } from '../contract/index.ts';
import type {
  AuditHistory,
  CustomerLookup,
  CustomerLookupQuery,
  PlanPrice,
  Tier,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** The calls of the agent pages for a signed-in staff member (a CRO only within their hub). */
export interface CallCentreClient {
  /** A customer and their devices, by mobile number or device id. */
  lookup(query: CustomerLookupQuery): Promise<CustomerLookup>;
  /** A tier for one of the customer's devices, priced for one to five years, as the customer sees it. */
  planPrice(assetId: string, tier: Tier): Promise<PlanPrice>;
  /** The staff member's own history, newest first; `cursor` asks for the older page. */
  history(cursor?: string): Promise<AuditHistory>;
}

export function createCallCentreClient(http: HttpClient): CallCentreClient {
  return {
    lookup: async (query) => (await http.call(callCentreCalls.lookup, { query })).data,
    planPrice: async (assetId, tier) =>
      (await http.call(callCentreCalls.planPrice, { query: { assetId, tier } })).data,
    history: async (cursor) =>
      (await http.call(callCentreCalls.audit, { query: cursor ? { cursor } : {} })).data,
  };
}
