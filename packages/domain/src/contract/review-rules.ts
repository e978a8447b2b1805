// The rules of reviews that a page shows before it asks the server (the stars, the limits and
// messages of a review, the orders of a list), apart from the schemas so a page takes only these.

export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export type ReviewStars = (typeof REVIEW_STARS)[number];

export const REVIEW_LIMITS = { titleMin: 3, titleMax: 100, textMin: 10, textMax: 2000 } as const;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  title: `Give your review a title of ${REVIEW_LIMITS.titleMin} to ${REVIEW_LIMITS.titleMax} characters.`,
  text: `Write your review in ${REVIEW_LIMITS.textMin} to ${REVIEW_LIMITS.textMax} characters.`,
  notDelivered: 'You can review a product once an order of it has been delivered to you.',
  alreadyReviewed: 'You have already reviewed this product. You can change your review instead.',
  unknown: 'We could not find this review. It may have been deleted.',
  stars: 'Filter by a rating from 1 to 5 stars.',
} as const;

export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_PAGE_SIZE = 5;
