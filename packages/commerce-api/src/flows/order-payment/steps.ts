import type { OrderSteps } from '../../modules/module.ts';
import { markPaymentFailed, orderForPayment } from '../../modules/orders/lifecycle.ts';
import { moveOrderRefund, ordersAwaitingRefund } from '../../modules/orders/refunds.ts';
import { openLinkForPayment } from '../../modules/payment-links/links.ts';
import { confirmOrderPaid } from './confirm.ts';
import { expireUnpaidOrders } from './expire.ts';

/** The order steps modules reach through ModuleDeps.orderSteps (wired in app.ts). */
export const orderSteps: OrderSteps = {
  expireUnpaid: expireUnpaidOrders,
  forPayment: orderForPayment,
  confirmPaid: confirmOrderPaid,
  markPaymentFailed,
  paymentLinkOf: openLinkForPayment,
  refundsDue: ordersAwaitingRefund,
  refundMoved: moveOrderRefund,
};
