import type { Module } from '../module.ts';
import { locationRoutes } from './routes.ts';

/** Where the customer is, as the edge detected it. */
export const locationModule: Module = { name: 'location', routes: locationRoutes };
