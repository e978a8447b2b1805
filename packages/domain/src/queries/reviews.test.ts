import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import type { ReviewsClient } from '../clients/reviews.ts';
import type { MyReview, ReviewList } from '../contract/index.ts';
import { removeCustomerQueries } from './customer-scope.ts';
import { reviewQueries } from './reviews.ts';

const reviews = {
  list: async () => ({}) as ReviewList,
  mine: async () => ({}) as MyReview,
} as unknown as ReviewsClient;

describe('reviewQueries', () => {
  it("keeps a product's reviews, which anyone may read, and forgets the customer's own at sign-out", async () => {
    const queryClient = new QueryClient();
    const list = reviewQueries.list(reviews, { productId: 'NRM-211-1', sort: 'newest', page: 1 });
    const mine = reviewQueries.mine(reviews, 'NRM-211-1');
    await Promise.all([queryClient.fetchQuery(list), queryClient.fetchQuery(mine)]);

    removeCustomerQueries(queryClient);

    expect(queryClient.getQueryData(list.queryKey)).toBeDefined();
    expect(queryClient.getQueryData(mine.queryKey)).toBeUndefined();
  });

  it('asks again for another order, filter or page of the same product', () => {
    const key = (query: Parameters<ReviewsClient['list']>[0]) => reviewQueries.list(reviews, query).queryKey;
    const newest = key({ productId: 'NRM-211-1', sort: 'newest', page: 1 });
    expect(key({ productId: 'NRM-211-1', sort: 'helpful', page: 1 })).not.toEqual(newest);
    expect(key({ productId: 'NRM-211-1', sort: 'newest', stars: 5, page: 1 })).not.toEqual(newest);
    expect(key({ productId: 'NRM-211-1', sort: 'newest', page: 2 })).not.toEqual(newest);
  });
});
