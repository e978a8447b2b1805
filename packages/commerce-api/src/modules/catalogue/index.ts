import { join } from 'node:path';
import type { Module } from '../module.ts';
import { catalogueRoutes } from './routes.ts';
import { seedCatalogue } from './seed.ts';

/** What Nirmal sells: categories, products and their content, stock per hub and the pincodes hubs serve. */
export const catalogueModule: Module = {
  name: 'catalogue',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: catalogueRoutes,
  seed: seedCatalogue,
};
