import { join } from 'node:path';
import type { Module } from '../module.ts';

/**
 * Payment links staff send customers: the links, their status (created → paid, expired or
 * cancelled, forward only) and their SMS times. Their calls are the payment-links flow's.
 */
export const paymentLinksModule: Module = {
  name: 'payment-links',
  migrations: join(import.meta.dirname, 'migrations'),
};
