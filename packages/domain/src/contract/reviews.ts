import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { paginationSchema, productIdSchema } from './catalogue.ts';
import { opaqueIdSchema } from './checked.ts';
import { dataAnswer } from './http.ts';
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_PAGE_SIZE, REVIEW_SORTS } from './review-rules.ts';

// Ratings and reviews of a product. A model's colours share them: a review of the white one shows
// on the black one's page too. The summary counts every rating (those given with a written review
// and those given without one), so its count and average are the numbers the catalogue shows.

export const reviewSortSchema = z.enum(REVIEW_SORTS, {
  error: `Sort by one of: ${REVIEW_SORTS.join(', ')}.`,
});

const MAX_REVIEW_PAGE_SIZE = 20;

/** A whole number in a query string, from `min` to `max`. */
const wholeFrom = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

/** Trimmed text between two lengths, one message for both ends. */
const boundedText = (min: number, max: number, message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z.string().check(z.minLength(min, message), z.maxLength(max, message)),
    ),
  );

export const reviewIdSchema = opaqueIdSchema(REVIEW_MESSAGES.unknown);

/** What a customer writes: the stars, a title and the text; stored and shown as plain text. */
export const reviewInputSchema = z.object({
  rating: z
    .int({ error: REVIEW_MESSAGES.rating })
    .check(z.gte(1, REVIEW_MESSAGES.rating), z.lte(5, REVIEW_MESSAGES.rating)),
  title: boundedText(REVIEW_LIMITS.titleMin, REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.title),
  text: boundedText(REVIEW_LIMITS.textMin, REVIEW_LIMITS.textMax, REVIEW_MESSAGES.text),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  reviewId: reviewIdSchema,
  rating: z.int().check(z.gte(1), z.lte(5)),
  title: z.string(),
  text: z.string(),
  /** The name the reviewer shows, e.g. "Asha V.". */
  author: z.string(),
  /** The reviewer bought the product from us and it was delivered. */
  verifiedPurchase: z.boolean(),
  /** How many shoppers found it helpful. */
  helpfulCount: z.int().check(z.nonnegative()),
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
  /** ISO 8601; null until the reviewer changes it. */
  updatedAt: z.nullable(z.iso.datetime()),
});
export type Review = z.infer<typeof reviewSchema>;

/** How many ratings of each number of stars, every star from 5 down to 1 present. */
export const starCountsSchema = z.object({
  5: z.int().check(z.nonnegative()),
  4: z.int().check(z.nonnegative()),
  3: z.int().check(z.nonnegative()),
  2: z.int().check(z.nonnegative()),
  1: z.int().check(z.nonnegative()),
});
export type StarCounts = z.infer<typeof starCountsSchema>;

/** Every rating of the model: `count` is the sum of `histogram`, `average` its mean to one decimal (0 with none). */
export const ratingSummarySchema = z.object({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.int().check(z.nonnegative()),
  /** Of those, how many came with a written review. */
  reviewCount: z.int().check(z.nonnegative()),
  histogram: starCountsSchema,
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewListQuerySchema = z.object({
  productId: productIdSchema,
  sort: z._default(reviewSortSchema, 'newest'),
  /** Only reviews of this many stars. */
  stars: z.optional(wholeFrom(1, 5, REVIEW_MESSAGES.stars)),
  page: z._default(wholeFrom(1, 10_000, 'The page is a whole number from 1.'), 1),
  pageSize: z._default(
    wholeFrom(1, MAX_REVIEW_PAGE_SIZE, `Show from 1 to ${MAX_REVIEW_PAGE_SIZE} reviews a page.`),
    REVIEW_PAGE_SIZE,
  ),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListSchema = z.object({
  summary: ratingSummarySchema,
  reviews: z.array(reviewSchema),
  /** Of the reviews that match the filter. */
  pagination: paginationSchema,
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** Whether the signed-in customer may review a product, and their review of it if they wrote one. */
export const myReviewSchema = z.object({
  product: z.object({
    productId: productIdSchema,
    name: z.string(),
    slug: z.string(),
    imageUrl: z.nullable(z.string()),
  }),
  /** A delivered order of the model makes a customer able to review it. */
  canReview: z.boolean(),
  review: z.nullable(reviewSchema),
});
export type MyReview = z.infer<typeof myReviewSchema>;

const reviewParams = z.object({ reviewId: reviewIdSchema });

export const reviewCalls = {
  /** A product's rating summary and a page of its model's reviews, sorted and filtered by stars. 404 for an unknown product. */
  list: defineCall({
    method: 'GET',
    path: '/api/public/v1/product/reviews',
    query: reviewListQuerySchema,
    answer: dataAnswer(reviewListSchema),
  }),
  /** The signed-in customer's standing on one product: may they review it, and their review. */
  mine: defineCall({
    method: 'GET',
    path: '/api/v1/reviews/mine',
    query: z.object({ productId: productIdSchema }),
    answer: dataAnswer(myReviewSchema),
  }),
  /** Writes the customer's review of a product delivered to them; one per model. */
  create: defineCall({
    method: 'POST',
    path: '/api/v1/reviews',
    body: z.extend(reviewInputSchema, { productId: productIdSchema }),
    answer: dataAnswer(reviewSchema),
  }),
  /** Changes the customer's own review; another's answers 404 as a missing one. */
  update: defineCall({
    method: 'PUT',
    path: '/api/v1/reviews/:reviewId',
    params: reviewParams,
    body: reviewInputSchema,
    answer: dataAnswer(reviewSchema),
  }),
  /** Deletes the customer's own review; its rating goes with it. */
  remove: defineCall({
    method: 'DELETE',
    path: '/api/v1/reviews/:reviewId',
    params: reviewParams,
    answer: dataAnswer(z.object({ reviewId: reviewIdSchema })),
  }),
};
