import { join } from 'node:path';
import type { Module } from '../module.ts';
import { orderRoutes } from './routes.ts';
import { seedOrders } from './seed.ts';

/** Product and AMC plan orders: their lines, timeline, stock reservations and tax invoices. */
export const ordersModule: Module = {
  name: 'orders',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: orderRoutes,
  seed: seedOrders,
};
