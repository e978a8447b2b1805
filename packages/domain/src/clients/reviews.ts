import { reviewCalls } from '../contract/index.ts';
import type { MyReview, Review, ReviewInput, ReviewList, ReviewListQuery } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** A product's ratings and reviews, and the signed-in customer's own review of it. */
export interface ReviewsClient {
  /** The rating summary and a page of reviews, sorted and filtered by stars. */
  list(query: ReviewListQuery): Promise<ReviewList>;
  /** Whether the customer may review the product, and their review of it. */
  mine(productId: string): Promise<MyReview>;
  write(productId: string, review: ReviewInput): Promise<Review>;
  change(reviewId: string, review: ReviewInput): Promise<Review>;
  remove(reviewId: string): Promise<void>;
}

export function createReviewsClient(http: HttpClient): ReviewsClient {
  return {
    list: async (query) => (await http.call(reviewCalls.list, { query })).data,
    mine: async (productId) => (await http.call(reviewCalls.mine, { query: { productId } })).data,
    write: async (productId, review) =>
      (await http.call(reviewCalls.create, { body: { ...review, productId } })).data,
    change: async (reviewId, review) =>
      (await http.call(reviewCalls.update, { params: { reviewId }, body: review })).data,
    remove: async (reviewId) => {
      await http.call(reviewCalls.remove, { params: { reviewId } });
    },
  };
}
