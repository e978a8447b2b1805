import { join } from 'node:path';
import type { Module } from '../module.ts';
import { assetRoutes } from './routes.ts';
import { seedAssets } from './seed.ts';

/** The customers' devices, with their warranty and AMC state. */
export const assetsModule: Module = {
  name: 'assets',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: assetRoutes,
  seed: seedAssets,
};
