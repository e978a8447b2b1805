import { join } from 'node:path';
import type { Module } from '../module.ts';
import { addressRoutes } from './routes.ts';
import { seedAddressBook } from './seed.ts';

/** A customer's delivery addresses (`/api/account/address`). */
export const addressesModule: Module = {
  name: 'addresses',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: addressRoutes,
  seed: seedAddressBook,
};
