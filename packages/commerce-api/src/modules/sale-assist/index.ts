import { join } from 'node:path';
import type { Module } from '../module.ts';
import { saleAssistRoutes } from './routes.ts';

/** Call-backs from a sales expert that visitors book from the shell's sale-assist button. */
export const saleAssistModule: Module = {
  name: 'sale-assist',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: saleAssistRoutes,
};
