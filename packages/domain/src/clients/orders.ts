import { orderCalls } from '../contract/index.ts';
import type {
  CancelOrder,
  Order,
  OrderConfirmation,
  OrderDetails,
  OrderList,
  OrderListQuery,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** The signed-in customer's orders: product orders, and AMC plan orders with `kind: 'plan'`. */
export interface OrdersClient {
  list(query?: OrderListQuery): Promise<OrderList>;
  get(orderId: string): Promise<Order>;
  /** With the timeline and, once paid, the tax invoice. */
  details(orderId: string): Promise<OrderDetails>;
  confirmation(orderId: string): Promise<OrderConfirmation>;
  cancel(request: CancelOrder): Promise<OrderDetails>;
}

export function createOrdersClient(http: HttpClient): OrdersClient {
  return {
    list: async (query = {}) => (await http.call(orderCalls.list, { query })).data,
    get: async (orderId) => (await http.call(orderCalls.get, { params: { orderId } })).data,
    details: async (orderId) => (await http.call(orderCalls.details, { query: { orderId } })).data,
    confirmation: async (orderId) => (await http.call(orderCalls.confirmation, { query: { orderId } })).data,
    cancel: async (body) => (await http.call(orderCalls.cancel, { body })).data,
  };
}
