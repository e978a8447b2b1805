import { randomBytes } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

export type RefundState = 'due' | 'pending' | 'refunded' | 'failed';

/** A cancelled paid order's refund, as we follow it at the provider (see migration 165). */
export interface Refund {
  id: string;
  orderId: string;
  provider: ProviderName;
  providerPaymentId: string;
  amountPaise: number;
  state: RefundState;
  tryNumber: number;
  providerRefundId: string | null;
  nextTryAt: Date;
}

const COLUMNS = `id, order_id AS "orderId", provider, provider_payment_id AS "providerPaymentId",
  amount_paise AS "amountPaise", state, try_number AS "tryNumber", provider_refund_id AS "providerRefundId",
  next_try_at AS "nextTryAt"`;

/** What the provider knows the current try by: Razorpay's receipt, PayU's token id. */
export const referenceOf = (refund: Pick<Refund, 'id' | 'tryNumber'>) => `${refund.id}-${refund.tryNumber}`;

/**
 * Starts following the refund of a cancelled order paid through a provider, due at once; an order
 * already followed, or not paid through a provider, is left as it is.
 */
export async function openRefund(
  tx: Queryable,
  order: { orderId: string; amountPaise: number },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO refunds (id, order_id, attempt_id, provider, provider_payment_id, amount_paise, state,
                          next_try_at, created_at, updated_at)
     SELECT $1, a.order_id, a.id, a.provider, a.provider_payment_id, a.amount_paise, 'due', $3, $3, $3
       FROM payment_attempts a
      WHERE a.order_id = $2 AND a.state = 'captured'
     ON CONFLICT (order_id) DO NOTHING`,
    [randomBytes(10).toString('hex'), order.orderId, now],
  );
}

/** Refunds to send (due, failed) or ask after (pending) by now, oldest first. */
export function refundsToWork(tx: Queryable, now: Date, limit: number): Promise<Refund[]> {
  return tx.query<Refund>(
    `SELECT ${COLUMNS} FROM refunds WHERE state <> 'refunded' AND next_try_at <= $1 ORDER BY next_try_at LIMIT $2`,
    [now, limit],
  );
}

export async function lockedRefund(tx: Queryable, id: string): Promise<Refund | null> {
  const [row] = await tx.query<Refund>(`SELECT ${COLUMNS} FROM refunds WHERE id = $1 FOR UPDATE`, [id]);
  return row ?? null;
}

/** A payment is refunded once, in full: its refund is found by the payment. */
export async function refundOfPayment(
  tx: Queryable,
  provider: ProviderName,
  providerPaymentId: string,
): Promise<Refund | null> {
  const [row] = await tx.query<Refund>(
    `SELECT ${COLUMNS} FROM refunds WHERE provider = $1 AND provider_payment_id = $2`,
    [provider, providerPaymentId],
  );
  return row ?? null;
}

export interface RefundChange {
  state: RefundState;
  tryNumber: number;
  providerRefundId: string | null;
  failureReason: string | null;
  nextTryAt: Date;
}

export async function updateRefund(
  tx: Queryable,
  id: string,
  change: RefundChange,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE refunds SET state = $2, try_number = $3, provider_refund_id = $4, failure_reason = $5, next_try_at = $6,
                        refunded_at = CASE WHEN $2 = 'refunded' THEN $7::timestamptz END, updated_at = $7
      WHERE id = $1`,
    [
      id,
      change.state,
      change.tryNumber,
      change.providerRefundId,
      change.failureReason,
      change.nextTryAt,
      now,
    ],
  );
}
