import { join } from 'node:path';
import type { Module } from '../module.ts';
import { featureRoutes } from './routes.ts';
import { seedFeatures } from './seed.ts';

/** Feature flags. */
export const featuresModule: Module = {
  name: 'features',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: featureRoutes,
  seed: seedFeatures,
};
