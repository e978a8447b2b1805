import { join } from 'node:path';
import type { Module } from '../module.ts';
import { featureRoutes } from './routes.ts';
import { seedFeatures } from './seed.ts';

/** Feature flags (/api/features) and the configuration a browser may read (/api/env). */
export const featuresModule: Module = {
  name: 'features',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: featureRoutes,
  seed: seedFeatures,
};
