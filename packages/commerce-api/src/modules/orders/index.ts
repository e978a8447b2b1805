import { join } from 'node:path';
import type { Module } from '../module.ts';

/** Product and AMC plan orders: their lines, timeline, stock reservations and tax invoices. */
export const ordersModule: Module = {
  name: 'orders',
  migrations: join(import.meta.dirname, 'migrations'),
};
