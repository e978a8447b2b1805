import { join } from 'node:path';
import type { Module } from '../module.ts';
import { staffRoutes } from './routes.ts';
import { seedStaffMembers } from './seed.ts';

/**
 * Staff of the call centre and CROs, apart from customers: their accounts, their sessions (shorter
 * than customers', revocable), who is signed in, and signing out. Signing in is the staff-sign-in flow.
 */
export const staffModule: Module = {
  name: 'staff',
  migrations: join(import.meta.dirname, 'migrations'),
  routes: staffRoutes,
  seed: seedStaffMembers,
};
