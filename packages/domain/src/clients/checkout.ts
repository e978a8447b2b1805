import { checkoutCalls } from '../contract/index.ts';
import type { CheckoutQuery, CheckoutState, PlaceOrder, PlaceOrderResult } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface CheckoutClient {
  /** The checkout state of the signed-in customer's cart at an address (the default when none is named). */
  state(query?: CheckoutQuery): Promise<CheckoutState>;
  /** Places the order, or answers what changed since the priceVersion sent. */
  placeOrder(request: PlaceOrder): Promise<PlaceOrderResult>;
}

export function createCheckoutClient(http: HttpClient): CheckoutClient {
  return {
    state: async (query = {}) => (await http.call(checkoutCalls.state, { query })).data,
    placeOrder: async (body) => (await http.call(checkoutCalls.placeOrder, { body })).data,
  };
}
