import type { Module } from '../../modules/module.ts';
import { cartRoutes } from './cart-routes.ts';
import { couponRoutes } from './coupon-routes.ts';

/**
 * A visitor's cart priced: its lines from the catalogue, its coupons judged by the coupon rules
 * (cart-view.ts, the one pricing step); the cart calls and the coupon calls, each answering the
 * cart as priced; merging a guest cart on sign-in; holding a cart's coupons for an order.
 */
export const cartPricingFlow: Module = {
  name: 'cart-pricing',
  routes(routes, deps) {
    cartRoutes(routes, deps);
    couponRoutes(routes, deps);
  },
};
