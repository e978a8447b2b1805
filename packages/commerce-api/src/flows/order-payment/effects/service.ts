import { formatInrFromPaise } from '@nirmal/format';
import { ApiError } from '../../../http/errors.ts';
import { markVisitPaid, requestByOrder } from '../../../modules/service/queries.ts';
import type { KindEffects } from './kind.ts';

// A service visit paid in advance: paying schedules the visit, whose slot was taken when it was
// booked; a visit no longer awaiting payment (cancelled, or not paid in time) refuses the payment,
// which is then refunded. The visit is cancelled from its own call, which cancels this order.

export const SERVICE_ORDER_CANCEL_MESSAGE =
  'Cancel the visit from your service requests: its payment is then refunded.';

export const serviceEffects: KindEffects = {
  async check(tx, order) {
    const visit = await requestByOrder(tx, order.id);
    if (visit?.status !== 'AWAITING_PAYMENT') {
      throw new ApiError(
        409,
        'ORDER_NOT_PAYABLE',
        'This visit was cancelled or not paid in time, so it cannot be paid. Any money taken will be refunded.',
      );
    }
  },

  async apply(tx, order, now) {
    const visit = await requestByOrder(tx, order.id);
    if (visit) await markVisitPaid(tx, visit.id, now, `Paid ${formatInrFromPaise(order.amountPaise)}`);
  },

  whyNotCancellable: () => Promise.resolve(SERVICE_ORDER_CANCEL_MESSAGE),

  cancelled: () => Promise.resolve(),
};
