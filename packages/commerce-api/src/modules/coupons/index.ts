import { join } from 'node:path';
import type { Module } from '../module.ts';
import { couponRoutes } from './routes.ts';
import { seedCoupons } from './seed.ts';

/**
 * Coupons: the list, checking and applying codes (with a coupon OTP for some), the discounts the
 * cart view shows, and the usages checkout holds, commits and releases (usage.ts).
 */
export const couponsModule: Module = {
  name: 'coupons',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: couponRoutes,
  seed: seedCoupons,
};
