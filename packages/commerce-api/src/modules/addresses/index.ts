import type { Module } from '../module.ts';
import { addressRoutes } from './routes.ts';
import { seedAddressBook } from './seed.ts';

/** A customer's delivery addresses (`/api/account/address`); the table is the orders module's migration 010. */
export const addressesModule: Module = {
  name: 'addresses',
  routes: addressRoutes,
  seed: seedAddressBook,
};
