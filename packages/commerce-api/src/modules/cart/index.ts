import { join } from 'node:path';
import type { Module } from '../module.ts';
import { cartRoutes } from './routes.ts';

/** Guest and customer carts, priced by the catalogue whenever they are read. */
export const cartModule: Module = {
  name: 'cart',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: cartRoutes,
};
