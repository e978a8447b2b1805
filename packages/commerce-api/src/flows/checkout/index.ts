import type { Module } from '../../modules/module.ts';
import { checkoutRoutes } from './routes.ts';

/** Checkout: the checkout state of the customer's cart, and placing the order awaiting payment. */
export const checkoutFlow: Module = { name: 'checkout', routes: checkoutRoutes };
