import { join } from 'node:path';
import type { Module } from '../module.ts';
import { seedLocalities } from './gazetteer.ts';
import { locationRoutes } from './routes.ts';

/** Where the customer is, as the edge detected it, and the gazetteer of Indian localities. */
export const locationModule: Module = {
  name: 'location',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: locationRoutes,
  seed: seedLocalities,
};
