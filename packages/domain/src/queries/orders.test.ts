import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import type { OrdersClient } from '../clients/orders.ts';
import type { Order, OrderList } from '../contract/index.ts';
import { invalidateOrder, orderQueries } from './orders.ts';

const list: OrderList = { orders: [], total: 0, page: 1, pageSize: 10 };
const orders = {
  list: async () => list,
  get: async (orderId: string) => ({ orderId }) as Order,
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
});
