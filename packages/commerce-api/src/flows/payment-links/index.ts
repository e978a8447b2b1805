import type { Module } from '../../modules/module.ts';
import { paymentLinkRoutes } from './routes.ts';

/**
 * Payment links staff send customers: creating one (the plan order or the visit's order it pays,
 * the link and the audit entry together, then the SMS), resending, cancelling, listing a staff
 * member's links, and the customer opening theirs. Paying one settles it in the order-payment flow.
 */
export const paymentLinksFlow: Module = { name: 'payment-links', routes: paymentLinkRoutes };
