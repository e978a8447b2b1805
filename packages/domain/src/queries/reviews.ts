import type { ReviewsClient } from '../clients/reviews.ts';
import type { ReviewListQuery } from '../contract/index.ts';
import { CUSTOMER_SCOPE } from './customer-scope.ts';
import { defineQuery } from './define-query.ts';

/** A product's reviews, which anyone may read, and the signed-in customer's own review of it. */
export const reviewQueries = {
  /** The rating summary and one page of reviews, as sorted and filtered. */
  list: (reviews: ReviewsClient, query: ReviewListQuery) =>
    defineQuery({ queryKey: ['reviews', query.productId, query], queryFn: () => reviews.list(query) }),
  mine: (reviews: ReviewsClient, productId: string) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'reviews', productId], queryFn: () => reviews.mine(productId) }),
};
