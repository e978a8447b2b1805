import type { OrderKind } from '@nirmal/domain/contract';
import type { ConfirmPaid } from '../../modules/module.ts';
import { recordPayment } from '../../modules/orders/lifecycle.ts';
import type { KindEffects } from './effects/kind.ts';
import { withPaymentLink } from './effects/payment-link.ts';
import { planEffects } from './effects/plan.ts';
import { productEffects } from './effects/product.ts';
import { serviceEffects } from './effects/service.ts';

/**
 * Each kind of order's effects, one file each: a new kind must say what paying it does. An order
 * staff sent a payment link for settles its link too, whatever its kind.
 */
export const EFFECTS: Readonly<Record<OrderKind, KindEffects>> = {
  product: withPaymentLink(productEffects),
  plan: withPaymentLink(planEffects),
  service: withPaymentLink(serviceEffects),
};

/**
 * The provider confirmed the payment (after its signature was verified): the order becomes paid
 * (orders module: its status, invoice number and timeline) and its kind's effects run, all in the
 * caller's transaction. Idempotent: an order already paid is answered as it is and nothing runs
 * again, whichever of the callback, the webhook or reconciliation comes second.
 */
export const confirmOrderPaid: ConfirmPaid = (tx, payment) => recordPayment(tx, payment, EFFECTS);
