import { randomBytes } from 'node:crypto';
import { REVIEW_STARS } from '@nirmal/domain/contract';
import type { RatingSummary, Review, ReviewSort, StarCounts } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

export interface ReviewPage {
  reviews: Review[];
  totalItems: number;
}

export interface ReviewFilter {
  sort: ReviewSort;
  stars?: number;
  page: number;
  pageSize: number;
}

/** What a customer's review is written with: the contract's validated input and who writes it. */
export interface NewReview {
  modelId: string;
  productId: string;
  customerId: string;
  author: string;
  rating: number;
  title: string;
  text: string;
  now: Date;
}

export interface ReviewChange {
  rating: number;
  title: string;
  text: string;
  now: Date;
}

const REVIEW_COLUMNS = `id AS "reviewId", rating, title, body AS text, author,
  verified_purchase AS "verifiedPurchase", helpful_count AS "helpfulCount",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

const ORDER_BY: Record<ReviewSort, string> = {
  newest: 'created_at DESC, id',
  helpful: 'helpful_count DESC, created_at DESC, id',
  highest: 'rating DESC, created_at DESC, id',
  lowest: 'rating ASC, created_at DESC, id',
};

type ReviewRow = Omit<Review, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string | null;
};

const toReview = ({ createdAt, updatedAt, ...review }: ReviewRow): Review => ({
  ...review,
  createdAt: new Date(createdAt).toISOString(),
  updatedAt: updatedAt === null ? null : new Date(updatedAt).toISOString(),
});

const noStars = (): StarCounts => ({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });

/** The mean of a histogram to one decimal, as the catalogue keeps it; 0 with no ratings. */
export function averageOf(histogram: StarCounts): number {
  const count = REVIEW_STARS.reduce((sum, stars) => sum + histogram[stars], 0);
  if (count === 0) return 0;
  const total = REVIEW_STARS.reduce((sum, stars) => sum + stars * histogram[stars], 0);
  return Math.round((total * 10) / count) / 10;
}

/** Every rating of a model: its tally of ratings without a review plus its written reviews. */
export async function ratingSummary(db: Queryable, modelId: string): Promise<RatingSummary> {
  const rows = await db.query<{ stars: number; ratings: number; reviews: number }>(
    `SELECT stars, sum(ratings)::int AS ratings, sum(reviews)::int AS reviews FROM (
       SELECT unnest(ARRAY[1, 2, 3, 4, 5]) AS stars,
              unnest(ARRAY[stars_1, stars_2, stars_3, stars_4, stars_5]) AS ratings, 0 AS reviews
         FROM rating_tallies WHERE model_id = $1
       UNION ALL
       SELECT rating, count(*), count(*) FROM reviews WHERE model_id = $1 GROUP BY rating
     ) counted GROUP BY stars`,
    [modelId],
  );
  const histogram = noStars();
  let reviewCount = 0;
  for (const { stars, ratings, reviews } of rows) {
    histogram[stars as keyof StarCounts] = ratings;
    reviewCount += reviews;
  }
  const count = REVIEW_STARS.reduce((sum, stars) => sum + histogram[stars], 0);
  return { average: averageOf(histogram), count, reviewCount, histogram };
}

/** A page of a model's reviews, sorted, of one number of stars when `stars` is given. */
export async function listReviews(db: Queryable, modelId: string, filter: ReviewFilter): Promise<ReviewPage> {
  const stars = filter.stars ?? null;
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM reviews WHERE model_id = $1 AND ($2::int IS NULL OR rating = $2)',
    [modelId, stars],
  );
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews
      WHERE model_id = $1 AND ($2::int IS NULL OR rating = $2)
      ORDER BY ${ORDER_BY[filter.sort]} LIMIT $3 OFFSET $4`,
    [modelId, stars, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { reviews: rows.map(toReview), totalItems: counted?.total ?? 0 };
}

/** The customer's review of a model, if they wrote one. */
export async function customerReview(
  db: Queryable,
  customerId: string,
  modelId: string,
): Promise<Review | null> {
  const [row] = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE customer_id = $1 AND model_id = $2`,
    [customerId, modelId],
  );
  return row ? toReview(row) : null;
}

/** The model of one of the customer's reviews; null for another's or a missing one. */
export async function modelOfReview(
  db: Queryable,
  reviewId: string,
  customerId: string,
): Promise<string | null> {
  const [row] = await db.query<{ modelId: string }>(
    'SELECT model_id AS "modelId" FROM reviews WHERE id = $1 AND customer_id = $2',
    [reviewId, customerId],
  );
  return row?.modelId ?? null;
}

/**
 * Locks a model's ratings for the rest of the transaction, so writers of one model take turns and
 * each sums what the one before it wrote.
 */
export async function lockModelRatings(tx: Queryable, modelId: string): Promise<void> {
  await tx.query('INSERT INTO rating_tallies (model_id) VALUES ($1) ON CONFLICT DO NOTHING', [modelId]);
  await tx.query('SELECT model_id FROM rating_tallies WHERE model_id = $1 FOR UPDATE', [modelId]);
}

/** Writes a customer's review; a customer who bought it and had it delivered is the only kind who may. */
export async function insertReview(tx: Queryable, review: NewReview): Promise<Review> {
  const [row] = await tx.query<ReviewRow>(
    `INSERT INTO reviews (id, model_id, product_id, customer_id, author, rating, title, body,
                          verified_purchase, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9)
     RETURNING ${REVIEW_COLUMNS}`,
    [
      `RV-${randomBytes(9).toString('base64url')}`,
      review.modelId,
      review.productId,
      review.customerId,
      review.author,
      review.rating,
      review.title,
      review.text,
      review.now,
    ],
  );
  if (!row) throw new Error('A review was not written');
  return toReview(row);
}

/** Changes one of the customer's reviews; null for another's or a missing one. */
export async function updateReview(
  tx: Queryable,
  reviewId: string,
  customerId: string,
  change: ReviewChange,
): Promise<Review | null> {
  const [row] = await tx.query<ReviewRow>(
    `UPDATE reviews SET rating = $3, title = $4, body = $5, updated_at = $6
      WHERE id = $1 AND customer_id = $2
      RETURNING ${REVIEW_COLUMNS}`,
    [reviewId, customerId, change.rating, change.title, change.text, change.now],
  );
  return row ? toReview(row) : null;
}

/** Deletes one of the customer's reviews; false for another's or a missing one. */
export async function deleteReview(tx: Queryable, reviewId: string, customerId: string): Promise<boolean> {
  const deleted = await tx.query('DELETE FROM reviews WHERE id = $1 AND customer_id = $2 RETURNING id', [
    reviewId,
    customerId,
  ]);
  return deleted.length > 0;
}
