import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import type { OrdersClient } from '../clients/orders.ts';
import type { Order, OrderDetails, OrderList } from '../contract/index.ts';
import { invalidateOrder, orderQueries } from './orders.ts';

const list: OrderList = { orders: [], total: 0, page: 1, pageSize: 10 };
const orders = {
  list: async () => list,
  get: async (orderId: string) => ({ orderId }) as Order,
  details: async (orderId: string) => ({ orderId }) as OrderDetails,
} as unknown as OrdersClient;

describe('invalidateOrder', () => {
  it('makes every list and the changed order stale, and leaves the other orders as they are', async () => {
    const queryClient = new QueryClient();
    const queries = {
      products: orderQueries.list(orders, { kind: 'product' }),
      plans: orderQueries.list(orders, { kind: 'plan' }),
      changed: orderQueries.detail(orders, 'OD1'),
      other: orderQueries.detail(orders, 'OD2'),
    };
    await Promise.all([
      queryClient.fetchQuery(queries.products),
      queryClient.fetchQuery(queries.plans),
      queryClient.fetchQuery(queries.changed),
      queryClient.fetchQuery(queries.other),
    ]);
    await invalidateOrder(queryClient, 'OD1');
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(queries.products.queryKey)).toBe(true);
    expect(stale(queries.plans.queryKey)).toBe(true);
    expect(stale(queries.changed.queryKey)).toBe(true);
    expect(stale(queries.other.queryKey)).toBe(false);
  });

  it('leaves alone the answer about the order that the page has fresh', async () => {
    const queryClient = new QueryClient();
    const fresh = orderQueries.details(orders, 'OD1');
    const other = orderQueries.detail(orders, 'OD1');
    await Promise.all([queryClient.fetchQuery(fresh), queryClient.fetchQuery(other)]);
    await invalidateOrder(queryClient, 'OD1', { fresh: fresh.queryKey });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(fresh.queryKey)).toBe(false);
    expect(stale(other.queryKey)).toBe(true);
  });
});
