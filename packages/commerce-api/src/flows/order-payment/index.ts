import type { Module } from '../../modules/module.ts';
import { orderPaymentRoutes } from './routes.ts';

export { confirmOrderPaid } from './confirm.ts';
export { expireUnpaidOrders, releaseHolds } from './expire.ts';
export { orderSteps } from './steps.ts';

/**
 * What paying and cancelling an order do, by its kind (effects/product.ts, effects/plan.ts).
 * Paying and expiring are reached through ModuleDeps.orderSteps (wired in app.ts); cancelling is its call.
 */
export const orderPaymentFlow: Module = { name: 'order-payment', routes: orderPaymentRoutes };
