import { CANCEL_REASON_MESSAGE, cancelReasonsFor, isNirmalCancelReason } from '@nirmal/domain/contract';
import type { CancelledReason } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { cancelOrder, orderNotFound } from '../../modules/orders/lifecycle.ts';
import { findOrder, orderLines } from '../../modules/orders/queries.ts';
import type { OrderRow } from '../../modules/orders/queries.ts';
import { EFFECTS } from './confirm.ts';
import { releaseHolds } from './expire.ts';

/**
 * The customer cancels one of their orders, for a reason its kind offers, or Nirmal does, for one of
 * its own (staff withdrawing the payment link of an unpaid plan order); within its kind's terms,
 * the orders module cancels it (releasing holds, initiating a paid order's refund) and the kind's
 * effects follow (a plan's device gets its previous plan back), all in the caller's transaction.
 */
export async function cancelOrderOfKind(
  tx: Queryable,
  request: { orderId: string; customerId: string; reason: CancelledReason; comment?: string; now: Date },
): Promise<OrderRow> {
  const order = await findOrder(tx, request.orderId, request.customerId, true);
  if (!order) throw orderNotFound();
  if (!isNirmalCancelReason(request.reason) && !(request.reason in cancelReasonsFor(order.kind))) {
    throw new ApiError(400, 'INVALID_REQUEST', CANCEL_REASON_MESSAGE);
  }
  const effects = EFFECTS[order.kind];
  const lines = await orderLines(tx, order.id);
  if (order.status === 'paid') {
    const why = await effects.whyNotCancellable(tx, order, lines, request.now);
    if (why !== null) throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', why);
  }
  const cancelled = await cancelOrder(tx, request, releaseHolds);
  if (order.status !== 'cancelled') await effects.cancelled(tx, cancelled, lines, request.now);
  return cancelled;
}
