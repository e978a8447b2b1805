import type { Module } from '../../modules/module.ts';
import { deviceCareRoutes } from './routes.ts';

/**
 * One of the customer's devices and its care: the plans offered and their prices, its agreement,
 * where it is installed and what a plan would save.
 */
export const deviceCareFlow: Module = { name: 'device-care', routes: deviceCareRoutes };
