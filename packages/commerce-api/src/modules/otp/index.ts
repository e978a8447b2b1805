import { join } from 'node:path';
import type { Module } from '../module.ts';
import { otpRoutes } from './routes.ts';

/** One-time passwords: sending them (rate-limited), checking them, and the development SMS outbox. */
export const otpModule: Module = {
  name: 'otp',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: otpRoutes,
};
