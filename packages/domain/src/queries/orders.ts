import { hashKey } from '@tanstack/query-core';
import type { QueryClient, QueryKey } from '@tanstack/query-core';
import type { AddressesClient } from '../clients/addresses.ts';
import type { OrdersClient } from '../clients/orders.ts';
import type { PaymentsClient } from '../clients/payments.ts';
import type { OrderListQuery } from '../contract/index.ts';
import { CUSTOMER_SCOPE } from './customer-scope.ts';
import { defineQuery } from './define-query.ts';

const ORDERS = [CUSTOMER_SCOPE, 'orders'] as const;

/** The signed-in customer's orders (/ecom/orders, /ecom/order/[id], /subscription/order/history). */
export const orderQueries = {
  /** A page of product orders, or of plan orders with `kind: 'plan'`. */
  list: (orders: OrdersClient, query: OrderListQuery = {}) =>
    defineQuery({ queryKey: [...ORDERS, 'list', query], queryFn: () => orders.list(query) }),
  /** One order, as the payment page reads it. */
  detail: (orders: OrdersClient, orderId: string) =>
    defineQuery({ queryKey: [...ORDERS, orderId], queryFn: () => orders.get(orderId) }),
  /** One order with its timeline and tax invoice. */
  details: (orders: OrdersClient, orderId: string) =>
    defineQuery({ queryKey: [...ORDERS, orderId, 'details'], queryFn: () => orders.details(orderId) }),
  confirmation: (orders: OrdersClient, orderId: string) =>
    defineQuery({
      queryKey: [...ORDERS, orderId, 'confirmation'],
      queryFn: () => orders.confirmation(orderId),
    }),
};

/**
 * After one order changed (cancelled): every list it is in and every answer about it are out of
 * date. Those on screen are fetched again at once, the others when they are next shown. `fresh` is
 * an answer the page already has as it is now (its loader fetched it again): it is left alone, so
 * it is not fetched twice.
 */
export async function invalidateOrder(
  queryClient: QueryClient,
  orderId: string,
  { fresh }: { fresh?: QueryKey } = {},
): Promise<void> {
  const freshHash = fresh && hashKey(fresh);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...ORDERS, 'list'] }),
    queryClient.invalidateQueries({
      queryKey: [...ORDERS, orderId],
      predicate: (query) => query.queryHash !== freshHash,
    }),
  ]);
}

/** The payment of one of the customer's orders. */
export const paymentQueries = {
  /**
   * Where the payment stands. `settle` asks the provider too when it has waited long (a page's
   * first look settles a payment whose callback never came); the status page's polls do not.
   */
  status: (payments: PaymentsClient, orderId: string, { settle = false } = {}) =>
    defineQuery({
      queryKey: [CUSTOMER_SCOPE, 'payments', orderId],
      queryFn: () => (settle ? payments.status(orderId) : payments.getPaymentStatus(orderId)),
    }),
};

/** The signed-in customer's saved delivery addresses. */
export const addressQueries = {
  list: (addresses: AddressesClient) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'addresses'], queryFn: () => addresses.list() }),
};
