import { cartCalls } from '../contract/index.ts';
import type { AddToCart, Cart, CartQuery, ChangeQuantity, ExchangeDetails } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface CartClient {
  /** The cart, or null when there is none to show (the stored id should then be forgotten). */
  get(query?: CartQuery): Promise<Cart | null>;
  /** Adds a product, or raises its quantity; without a cart id a guest cart is made (its id is in the answer). */
  addProduct(request: {
    cartId?: string;
    productId: string;
    quantity: number;
    pincode?: string;
  }): Promise<Cart>;
  /** Puts an old product in exchange under a product line; the server values it. */
  addExchange(request: { cartId?: string; parentId: string; exchange: ExchangeDetails }): Promise<Cart>;
  changeQuantity(cartId: string | undefined, change: ChangeQuantity): Promise<Cart>;
  /** Removes lines; `parentId` names the product line when they are its exchange lines. */
  removeItems(cartId: string, cartItemIds: readonly string[], parentId?: string): Promise<Cart>;
}

export function createCartClient(http: HttpClient): CartClient {
  const add = async (body: AddToCart) => (await http.call(cartCalls.add, { body })).data;
  return {
    get: async (query = {}) => (await http.call(cartCalls.get, { query })).data,
    addProduct: (request) => add({ kind: 'product', ...request }),
    addExchange: (request) => add({ kind: 'exchange', ...request }),
    changeQuantity: async (cartId, body) =>
      (await http.call(cartCalls.changeQuantity, { query: { cartId }, body })).data,
    removeItems: async (cartId, cartItemIds, parentId) =>
      (
        await http.call(cartCalls.removeItems, {
          params: { cartId },
          query: { cartItemIds: [...cartItemIds], parentId },
        })
      ).data,
  };
}
