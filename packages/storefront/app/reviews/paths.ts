import type { ReviewListQuery, ReviewSort } from '@nirmal/domain/contract';

/** Where a customer writes (or changes) their review of a product. */
export const writeReviewPath = (productId: string) => `/ecom/review/${encodeURIComponent(productId)}`;

/** The product page's section of reviews, which opens loaded. */
export const REVIEWS_ANCHOR = 'reviews';

/**
 * One page of a product's reviews as the page asks for it, so the server's prefetch and the
 * browser's list share a query key.
 */
export const reviewPage = (
  productId: string,
  sort: ReviewSort,
  stars: number | null,
  page: number,
): ReviewListQuery => ({
  productId,
  sort,
  page,
  ...(stars !== null && { stars }),
});
