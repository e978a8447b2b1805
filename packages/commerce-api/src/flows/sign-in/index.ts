import type { Module } from '../../modules/module.ts';
import { signInRoutes } from './routes.ts';

export const signInFlow: Module = { name: 'sign-in', routes: signInRoutes };
