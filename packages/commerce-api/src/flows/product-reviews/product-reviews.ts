import { REVIEW_MESSAGES } from '@nirmal/domain/contract';
import type { MyReview, Review, ReviewInput, ReviewList } from '@nirmal/domain/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findProfile } from '../../modules/account/customers.ts';
import { productModel, setModelRating } from '../../modules/catalogue/models.ts';
import type { ProductModel } from '../../modules/catalogue/models.ts';
import { hasDeliveredAnyOf } from '../../modules/orders/queries.ts';
import {
  customerReview,
  deleteReview,
  insertReview,
  listReviews,
  lockModelRatings,
  modelOfReview,
  ratingSummary,
  updateReview,
} from '../../modules/reviews/queries.ts';
import type { ReviewFilter } from '../../modules/reviews/queries.ts';

const unknownProduct = () => notFound('We could not find this product. Choose one from the catalogue.');
const unknownReview = () => notFound(REVIEW_MESSAGES.unknown);

async function knownProduct(db: Queryable, productId: string): Promise<ProductModel> {
  const model = await productModel(db, productId);
  if (!model) throw unknownProduct();
  return model;
}

/** The name a review shows: the first name and the last name's initial, as shops show reviewers. */
async function authorName(db: Queryable, customerId: string): Promise<string> {
  const profile = await findProfile(db, customerId);
  const first = profile?.firstName.trim() ?? '';
  const lastInitial = profile?.lastName.trim().charAt(0) ?? '';
  if (!first) return 'Nirmal customer';
  return (lastInitial ? `${first} ${lastInitial.toUpperCase()}.` : first).slice(0, 60);
}

/** After a model's reviews changed: the catalogue shows the rating its reviews now sum to. */
async function refreshCatalogueRating(tx: Queryable, modelId: string): Promise<void> {
  await setModelRating(tx, modelId, await ratingSummary(tx, modelId));
}

/** A product's rating summary and a page of its model's reviews. */
export async function productReviews(
  db: Queryable,
  productId: string,
  filter: ReviewFilter,
): Promise<ReviewList> {
  const { modelId } = await knownProduct(db, productId);
  const summary = await ratingSummary(db, modelId);
  const { reviews, totalItems } = await listReviews(db, modelId, filter);
  return {
    summary,
    reviews,
    pagination: {
      page: filter.page,
      pageSize: filter.pageSize,
      totalItems,
      totalPages: Math.ceil(totalItems / filter.pageSize),
    },
  };
}

/** May the customer review the product (a delivered order of its model), and their review of it. */
export async function myReview(db: Queryable, customerId: string, productId: string): Promise<MyReview> {
  const { modelId, productIds, ...product } = await knownProduct(db, productId);
  return {
    product,
    canReview: await hasDeliveredAnyOf(db, customerId, productIds),
    review: await customerReview(db, customerId, modelId),
  };
}

/** Writes the customer's one review of a model delivered to them, and the catalogue's rating with it. */
export function writeReview(
  db: Database,
  customerId: string,
  { productId, ...input }: ReviewInput & { productId: string },
  now: Date,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const { modelId, productIds } = await knownProduct(tx, productId);
    await lockModelRatings(tx, modelId);
    if (!(await hasDeliveredAnyOf(tx, customerId, productIds))) {
      throw new ApiError(403, 'FORBIDDEN', REVIEW_MESSAGES.notDelivered);
    }
    if (await customerReview(tx, customerId, modelId)) {
      throw new ApiError(409, 'ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
    }
    const review = await insertReview(tx, {
      ...input,
      modelId,
      productId,
      customerId,
      author: await authorName(tx, customerId),
      now,
    });
    await refreshCatalogueRating(tx, modelId);
    return review;
  });
}

/** Changes the customer's own review; another customer's answers 404, as a missing one. */
export function changeReview(
  db: Database,
  customerId: string,
  reviewId: string,
  input: ReviewInput,
  now: Date,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const modelId = await modelOfReview(tx, reviewId, customerId);
    if (!modelId) throw unknownReview();
    await lockModelRatings(tx, modelId);
    const review = await updateReview(tx, reviewId, customerId, { ...input, now });
    if (!review) throw unknownReview();
    await refreshCatalogueRating(tx, modelId);
    return review;
  });
}

/** Deletes the customer's own review and its rating. */
export function removeReview(
  db: Database,
  customerId: string,
  reviewId: string,
): Promise<{ reviewId: string }> {
  return db.transaction(async (tx) => {
    const modelId = await modelOfReview(tx, reviewId, customerId);
    if (!modelId) throw unknownReview();
    await lockModelRatings(tx, modelId);
    if (!(await deleteReview(tx, reviewId, customerId))) throw unknownReview();
    await refreshCatalogueRating(tx, modelId);
    return { reviewId };
  });
}
