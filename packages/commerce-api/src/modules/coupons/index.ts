import { join } from 'node:path';
import type { Module } from '../module.ts';
import { seedCoupons } from './seed.ts';

/**
 * Coupons: their rules and discounts, the coupons on a cart, coupon OTPs, guessing limits and the
 * usages checkout holds, commits and releases (usage.ts). The coupon calls, which judge coupons
 * against a priced cart, are the cart-pricing flow's.
 */
export const couponsModule: Module = {
  name: 'coupons',
  migrations: join(import.meta.dirname, 'migrations'),
  seed: seedCoupons,
};
