import type { Module } from '../../modules/module.ts';
import { planCheckoutRoutes } from './routes.ts';

/** Buying an AMC plan for one of the customer's devices: the plan order, awaiting payment. */
export const planCheckoutFlow: Module = { name: 'plan-checkout', routes: planCheckoutRoutes };
