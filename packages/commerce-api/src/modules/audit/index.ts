import { join } from 'node:path';
import type { Module } from '../module.ts';
import { auditRoutes } from './routes.ts';

/**
 * The audit trail of staff work (look-ups, payment links): append-only, written by the flows
 * through `recordStaffAction`, and read by each staff member for their own history.
 */
export const auditModule: Module = {
  name: 'audit',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: auditRoutes,
};
