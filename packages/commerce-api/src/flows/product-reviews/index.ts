import type { Module } from '../../modules/module.ts';
import { productReviewRoutes } from './routes.ts';

/**
 * A product's ratings and reviews: read by its model (catalogue) and written by a customer with a
 * delivered order of it (orders), the catalogue's rating set from the reviews in the same
 * transaction (reviews, catalogue).
 */
export const productReviewsFlow: Module = { name: 'product-reviews', routes: productReviewRoutes };
