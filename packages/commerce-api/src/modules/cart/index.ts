import { join } from 'node:path';
import type { Module } from '../module.ts';

/**
 * Guest and customer carts: their lines, who owns them, the cart id cookie. Reading one priced and
 * changing it against the catalogue is the cart-pricing flow's.
 */
export const cartModule: Module = {
  name: 'cart',
  migrations: join(import.meta.dirname, 'migrations'),
};
