import { join } from 'node:path';
import type { Module } from '../module.ts';
import { accountRoutes } from './routes.ts';
import { seedAccounts } from './seed.ts';

/** Customers, their sessions and sign-in cookies, the profile and sign-out. */
export const accountModule: Module = {
  name: 'account',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: accountRoutes,
  seed: seedAccounts,
};
