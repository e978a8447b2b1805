import { join } from 'node:path';
import type { Module } from '../module.ts';
import { paymentRoutes } from './routes.ts';
import { sandboxRoutes } from './sandbox/index.ts';

/** Paying orders through PayU and Razorpay (or their sandboxes, served here too). */
export const paymentsModule: Module = {
  name: 'payments',
  migrations: join(import.meta.dirname, 'migrations'),
  routes(routes, deps) {
    paymentRoutes(routes, deps);
    sandboxRoutes(routes, deps);
  },
};
