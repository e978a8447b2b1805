import type { AddressesClient } from '../clients/addresses.ts';
import type { OrdersClient } from '../clients/orders.ts';
import type { OrderListQuery } from '../contract/index.ts';
import { CUSTOMER_SCOPE } from './customer-scope.ts';
import { defineQuery } from './define-query.ts';

/** The signed-in customer's orders (/ecom/orders, /ecom/order/[id], /subscription/order/history). */
export const orderQueries = {
  /** A page of product orders, or of plan orders with `kind: 'plan'`. */
  list: (orders: OrdersClient, query: OrderListQuery = {}) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'orders', 'list', query], queryFn: () => orders.list(query) }),
  /** One order, as the payment page reads it. */
  detail: (orders: OrdersClient, orderId: string) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'orders', orderId], queryFn: () => orders.get(orderId) }),
  /** One order with its timeline and tax invoice. */
  details: (orders: OrdersClient, orderId: string) =>
    defineQuery({
      queryKey: [CUSTOMER_SCOPE, 'orders', orderId, 'details'],
      queryFn: () => orders.details(orderId),
    }),
  confirmation: (orders: OrdersClient, orderId: string) =>
    defineQuery({
      queryKey: [CUSTOMER_SCOPE, 'orders', orderId, 'confirmation'],
      queryFn: () => orders.confirmation(orderId),
    }),
};

/** The signed-in customer's saved delivery addresses. */
export const addressQueries = {
  list: (addresses: AddressesClient) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'addresses'], queryFn: () => addresses.list() }),
};
