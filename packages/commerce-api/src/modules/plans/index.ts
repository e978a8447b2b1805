import { join } from 'node:path';
import type { Module } from '../module.ts';
import { planRoutes } from './routes.ts';
import { seedPlans } from './seed.ts';

/** AMC plans: each tier's yearly price by technology, longer terms' discounts, and what each includes. */
export const plansModule: Module = {
  name: 'plans',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: planRoutes,
  seed: (tx) => seedPlans(tx),
};
