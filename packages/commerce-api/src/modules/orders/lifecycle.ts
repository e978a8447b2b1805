import {
  CANCELLABLE_STATUSES,
  ORDER_MESSAGES,
  PAYABLE_STATUSES,
  cancellingNote,
} from '@nirmal/domain/contract';
import type { CancelledReason, Order, OrderStatus, OrderKind, RefundState } from '@nirmal/domain/contract';
import { formatInrFromPaise, paymentProviderLabels } from '@nirmal/format';
import type { Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { indianDate, nextInvoiceNumber } from './invoice.ts';
import { addEvent, findOrder, orderLines, toOrder } from './queries.ts';
import type { OrderRow } from './queries.ts';
import type { OrderForPayment, PaymentConfirmation } from '../module.ts';

// How an order moves. Statuses only go forward (see ORDER_STATUSES in the contract); every change
// is written with its timeline event in the caller's transaction, with the order row locked.

/** How long an unpaid order holds its stock. */
export const ORDER_HOLD_MINUTES = 15;

export const orderNotFound = () => notFound(ORDER_MESSAGES.unknown);

async function lockedOrder(
  tx: Queryable,
  orderId: string,
  customerId: string | null = null,
): Promise<OrderRow> {
  const order = await findOrder(tx, orderId, customerId, true);
  if (!order) throw orderNotFound();
  return order;
}

async function asOrder(tx: Queryable, orderId: string): Promise<Order> {
  const order = await lockedOrder(tx, orderId);
  return toOrder(order, await orderLines(tx, orderId));
}

async function setStatus(
  tx: Queryable,
  orderId: string,
  status: OrderStatus,
  now: Date,
  note: string | null,
) {
  await tx.query('UPDATE orders SET status = $2, updated_at = $3 WHERE id = $1', [orderId, status, now]);
  await addEvent(tx, orderId, status, now, note);
}

/**
 * Gives back what an unpaid order held (its stock, its coupons' usage) as it expires, is replaced
 * or is cancelled. Those holds are other areas' tables, so the order-payment flow passes this in.
 */
export type ReleaseHolds = (tx: Queryable, orderId: string, now: Date) => Promise<void>;

/**
 * What paying does for one kind of order beyond the order's own state (committing a product
 * order's stock, applying a plan to its device). The order-payment flow gives them, one file per
 * kind; this module only calls them, in the transaction that confirms the payment.
 */
export interface PaymentEffects {
  /** Checks before anything is written: throws a 409 ApiError to refuse the payment (it is refunded). */
  check(tx: Queryable, order: OrderRow, now: Date): Promise<void>;
  /** Runs once the order is marked paid. */
  apply(tx: Queryable, order: OrderRow, now: Date): Promise<void>;
}
export type PaymentEffectsByKind = Readonly<Record<OrderKind, PaymentEffects>>;

const nothing = { check: async () => {}, apply: async () => {} };
/** Only the order's own state: the demo orders the seed writes as paid long ago. */
export const NO_PAYMENT_EFFECTS: PaymentEffectsByKind = { product: nothing, plan: nothing, service: nothing };

/**
 * The provider confirmed the payment (after its signature was verified). Idempotent: an order
 * already paid (or further on) is answered as it is, whichever callback or webhook comes second,
 * and its kind's effects are not run again. Refuses an amount that is not the order's
 * (409 AMOUNT_MISMATCH) and a cancelled order (409 ORDER_NOT_PAYABLE); the kind's `check` may
 * refuse too. Paying gives the invoice number, writes the timeline and runs the kind's effects.
 */
export async function recordPayment(
  tx: Queryable,
  payment: PaymentConfirmation,
  effects: PaymentEffectsByKind,
): Promise<Order> {
  const order = await lockedOrder(tx, payment.orderId);
  if (['paid', 'packed', 'shipped', 'delivered'].includes(order.status)) return asOrder(tx, order.id);
  if (payment.amountPaise !== order.amountPaise) {
    throw new ApiError(
      409,
      'AMOUNT_MISMATCH',
      `The amount paid (${formatInrFromPaise(payment.amountPaise)}) is not the order's amount (${formatInrFromPaise(order.amountPaise)}). Any money taken will be refunded.`,
    );
  }
  if (order.status === 'cancelled') {
    throw new ApiError(
      409,
      'ORDER_NOT_PAYABLE',
      'This order was cancelled, so it cannot be paid. Any money taken will be refunded.',
    );
  }
  const kind = effects[order.kind];
  // Before anything is written: a refusal here leaves the transaction as it was (the caller goes on).
  await kind.check(tx, order, payment.now);
  await tx.query(
    `UPDATE orders SET status = 'paid', provider = $2, provider_payment_id = $3, paid_at = $4, hold_expires_at = NULL,
                       invoice_number = $5, invoice_date = $6, updated_at = $4
      WHERE id = $1`,
    [
      order.id,
      payment.provider,
      payment.providerPaymentId,
      payment.now,
      await nextInvoiceNumber(tx, payment.now),
      indianDate(payment.now),
    ],
  );
  await addEvent(
    tx,
    order.id,
    'paid',
    payment.now,
    `Paid ${formatInrFromPaise(order.amountPaise)} with ${paymentProviderLabels[payment.provider]}`,
  );
  await kind.apply(tx, order, payment.now);
  return asOrder(tx, order.id);
}

const FULFILMENT: Partial<Record<OrderStatus, { from: OrderStatus; note: string }>> = {
  packed: { from: 'paid', note: 'Packed at the hub' },
  shipped: { from: 'packed', note: 'Handed to the delivery partner' },
  delivered: { from: 'shipped', note: 'Delivered' },
};

/** The hub moves a paid order on: paid → packed → shipped → delivered, one step at a time. */
export async function advanceFulfilment(
  tx: Queryable,
  orderId: string,
  status: 'packed' | 'shipped' | 'delivered',
  now: Date,
): Promise<Order> {
  const order = await lockedOrder(tx, orderId);
  if (order.kind !== 'product') {
    throw new ApiError(
      409,
      'INVALID_REQUEST',
      'Only a product order is packed and shipped: paying a plan applies it, paying a visit schedules it.',
    );
  }
  const step = FULFILMENT[status];
  if (order.status !== step?.from) {
    throw new ApiError(409, 'INVALID_REQUEST', `An order that is ${order.status} cannot become ${status}.`);
  }
  await setStatus(tx, orderId, status, now, step.note);
  return asOrder(tx, orderId);
}

/** The provider said the payment failed: the order stays payable (the customer may retry) until its hold ends. */
export async function markPaymentFailed(tx: Queryable, orderId: string, now: Date): Promise<Order> {
  const order = await lockedOrder(tx, orderId);
  if (order.status === 'awaiting_payment') {
    await setStatus(tx, orderId, 'payment_failed', now, 'The payment did not go through.');
  }
  return asOrder(tx, orderId);
}

/**
 * Expires every unpaid order whose hold has ended, giving back what it held (`releaseHolds`);
 * answers their ids.
 * Cheap when there are none (an index on the hold), so checkout and order reads call it on the way;
 * orders another transaction holds are left for the next call.
 */
export async function expireDueOrders(
  tx: Queryable,
  now: Date,
  releaseHolds: ReleaseHolds,
): Promise<string[]> {
  const due = await tx.query<{ id: string }>(
    `SELECT id FROM orders
      WHERE status IN ('awaiting_payment', 'payment_failed') AND hold_expires_at <= $1
      ORDER BY id FOR UPDATE SKIP LOCKED`,
    [now],
  );
  for (const { id } of due) {
    await releaseHolds(tx, id, now);
    await setStatus(tx, id, 'expired', now, 'Not paid in time, so the items were released.');
  }
  return due.map(({ id }) => id);
}

/** The customer's unpaid product orders: what placing a new order gives up, stock holds and all. */
export async function unpaidProductOrderIds(db: Queryable, customerId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM orders
      WHERE customer_id = $1 AND kind = 'product' AND status IN ('awaiting_payment', 'payment_failed')
      ORDER BY id`,
    [customerId],
  );
  return rows.map(({ id }) => id);
}

/**
 * A customer placing a new order (`replacement`, written already) gives up their earlier unpaid
 * ones: one cart, one order being paid. Each names the order that replaced it, and its stock and
 * coupon holds go back, so a coupon allowed once per customer is not counted against the order
 * that replaces them. A payment that still arrives for one of them is taken as for an expired
 * order (see recordPayment).
 */
export async function replaceUnpaidOrders(
  tx: Queryable,
  customerId: string,
  replacement: string,
  now: Date,
  releaseHolds: ReleaseHolds,
): Promise<void> {
  const unpaid = await tx.query<{ id: string }>(
    `SELECT id FROM orders
      WHERE customer_id = $1 AND kind = 'product' AND status IN ('awaiting_payment', 'payment_failed')
        AND id <> $2
      ORDER BY id FOR UPDATE`,
    [customerId, replacement],
  );
  for (const { id } of unpaid) {
    await releaseHolds(tx, id, now);
    await tx.query('UPDATE orders SET replaced_by = $2 WHERE id = $1', [id, replacement]);
    await setStatus(tx, id, 'expired', now, `Replaced by order ${replacement}, so the items were released.`);
  }
}

/**
 * A new plan order for a device (`replacement`, written already) gives up the customer's earlier
 * unpaid plan orders for it: one plan being paid per device. Each names the order that replaced
 * it. A payment that still arrives for one is taken as for an expired order.
 */
export async function replaceUnpaidPlanOrders(
  tx: Queryable,
  { customerId, assetId, replacement }: { customerId: string; assetId: string; replacement: string },
  now: Date,
): Promise<void> {
  const unpaid = await tx.query<{ id: string }>(
    `SELECT o.id FROM orders o
      WHERE o.customer_id = $1 AND o.kind = 'plan' AND o.status IN ('awaiting_payment', 'payment_failed')
        AND o.id <> $3
        AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.plan_asset_id = $2)
      ORDER BY o.id FOR UPDATE`,
    [customerId, assetId, replacement],
  );
  for (const { id } of unpaid) {
    await tx.query('UPDATE orders SET hold_expires_at = NULL, replaced_by = $2 WHERE id = $1', [
      id,
      replacement,
    ]);
    await setStatus(tx, id, 'expired', now, `Replaced by plan order ${replacement} for this device.`);
  }
}

/** What a payment of the customer's order needs; null when it is not theirs or not there. */
export async function orderForPayment(
  tx: Queryable,
  orderId: string,
  customerId: string,
): Promise<OrderForPayment | null> {
  const order = await findOrder(tx, orderId, customerId);
  if (!order) return null;
  return {
    orderId: order.id,
    amountPaise: order.amountPaise,
    provider: order.provider,
    status: order.status,
    promotion: order.promotion,
    payable: PAYABLE_STATUSES.includes(order.status),
    holdExpiresAt: order.holdExpiresAt,
  };
}

/**
 * The customer cancels their order before it ships: its stock goes back, and a paid order's
 * refund is initiated (the payments side completes it). Another customer's order is not found.
 */
export async function cancelOrder(
  tx: Queryable,
  request: { orderId: string; customerId: string; reason: CancelledReason; comment?: string; now: Date },
  releaseHolds: ReleaseHolds,
): Promise<OrderRow> {
  const order = await lockedOrder(tx, request.orderId, request.customerId);
  if (order.status === 'cancelled')
    throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', ORDER_MESSAGES.alreadyCancelled);
  if (!CANCELLABLE_STATUSES.includes(order.status)) {
    throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', ORDER_MESSAGES.notCancellable);
  }
  const refundState: RefundState = order.paidAt === null ? 'none' : 'initiated';
  await releaseHolds(tx, order.id, request.now);
  await tx.query(
    `UPDATE orders SET status = 'cancelled', refund_state = $2, cancel_reason = $3, cancel_comment = $4,
                       hold_expires_at = NULL, updated_at = $5
      WHERE id = $1`,
    [order.id, refundState, request.reason, request.comment?.trim() || null, request.now],
  );
  await addEvent(tx, order.id, 'cancelled', request.now, cancellingNote(request.reason));
  if (refundState === 'initiated') {
    await addEvent(
      tx,
      order.id,
      'cancelled',
      request.now,
      `Refund of ${formatInrFromPaise(order.amountPaise)} initiated to your original payment method`,
      'refund',
    );
  }
  return lockedOrder(tx, order.id);
}
