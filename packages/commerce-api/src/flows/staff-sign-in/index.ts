import type { Module } from '../../modules/module.ts';
import { staffSignInRoutes } from './routes.ts';

export const staffSignInFlow: Module = { name: 'staff-sign-in', routes: staffSignInRoutes };
