import { checkoutCalls } from '../contract/index.ts';
import type { CheckoutQuery, CheckoutState, PlaceOrder, PlaceOrderResult } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface CheckoutClient {
  /** The checkout state of the customer's cart at an address, priced by the server. */
  state(query?: CheckoutQuery): Promise<CheckoutState>;
  /** Places the order (idempotent by its key), or says what changed since the version shown. */
  placeOrder(request: PlaceOrder): Promise<PlaceOrderResult>;
}

export function createCheckoutClient(http: HttpClient): CheckoutClient {
  return {
    state: async (query = {}) => (await http.call(checkoutCalls.state, { query })).data,
    placeOrder: async (body) => (await http.call(checkoutCalls.placeOrder, { body })).data,
  };
}
