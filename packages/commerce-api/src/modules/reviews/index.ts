import { join } from 'node:path';
import type { Module } from '../module.ts';
import { seedReviews } from './seed.ts';

/**
 * Ratings and reviews of the catalogue's models: their tables and demo data. Reading and writing
 * them needs the catalogue and orders too, so the calls are the product-reviews flow's.
 */
export const reviewsModule: Module = {
  name: 'reviews',
  migrations: join(import.meta.dirname, 'migrations'),
  seed: seedReviews,
};
