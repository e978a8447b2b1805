import type { PaymentProvider as ProviderName } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { confirmOrderPaid, markPaymentFailed } from '../orders/lifecycle.ts';
import type { PaymentConfirmation } from '../orders/lifecycle.ts';
import { attemptById, moveAttempt } from './attempts.ts';
import type { Attempt } from './attempts.ts';
import type { VerifiedNotice } from './providers/provider.ts';

/**
 * Whether the order took the payment. The order refuses (409) an amount that is not its own, a
 * cancelled order, or a lapsed one whose stock is gone: the money is then refunded, not kept.
 */
async function orderTakes(tx: Queryable, payment: PaymentConfirmation): Promise<boolean> {
  try {
    await confirmOrderPaid(tx, payment);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}

export type NoticeSource = 'callback' | 'webhook' | 'reconciliation';

/**
 * Applies one verified word from a provider to its attempt, in the caller's transaction. The
 * callback, the webhook and reconciliation all come here, so the order is confirmed once whatever
 * arrives first, a message seen before changes nothing, and a state never moves back (a failure
 * reported after the capture is recorded and ignored). Confirms only the order's own amount.
 */
export async function applyNotice(
  tx: Queryable,
  {
    attemptId,
    provider,
    source,
    notice,
    now,
    logger,
  }: {
    attemptId: string;
    provider: ProviderName;
    source: NoticeSource;
    notice: VerifiedNotice;
    now: Date;
    logger: Logger;
  },
): Promise<Attempt> {
  const attempt = await attemptById(tx, attemptId, true);
  if (!attempt) throw new Error(`Payment attempt ${attemptId} vanished`);
  const { payment } = notice;
  const fresh = await tx.query(
    `INSERT INTO payment_events (provider, event_key, attempt_id, source, status, amount_paise, outcome, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'unchanged', $7)
     ON CONFLICT (provider, event_key) DO NOTHING RETURNING event_key`,
    [
      provider,
      notice.eventKey,
      attempt.id,
      source,
      payment.status,
      payment.status === 'captured' ? payment.amountPaise : null,
      now,
    ],
  );
  if (fresh.length === 0) return attempt;

  let outcome = 'unchanged';
  if (payment.status === 'captured' && attempt.state === 'failed') {
    outcome = 'late_capture';
    logger.error(
      `${provider} took ${payment.amountPaise} paise (${payment.providerPaymentId}) on failed attempt ${attempt.id}: refund it`,
    );
  } else if (payment.status === 'captured' && attempt.state !== 'captured') {
    const confirmed =
      payment.amountPaise === attempt.amountPaise &&
      (await orderTakes(tx, {
        orderId: attempt.orderId,
        amountPaise: payment.amountPaise,
        provider,
        providerPaymentId: payment.providerPaymentId,
        now,
      }));
    if (confirmed) {
      await moveAttempt(tx, attempt.id, 'captured', now, { providerPaymentId: payment.providerPaymentId });
      outcome = 'captured';
    } else {
      // Paid, but not this order's amount (or the order could no longer be paid): never confirmed.
      outcome = payment.amountPaise === attempt.amountPaise ? 'order_not_payable' : 'amount_mismatch';
      await moveAttempt(tx, attempt.id, 'failed', now, {
        providerPaymentId: payment.providerPaymentId,
        failureReason: outcome,
      });
      await markPaymentFailed(tx, attempt.orderId, now);
      logger.error(
        `${provider} payment ${payment.providerPaymentId} of ${payment.amountPaise} paise does not pay order ${attempt.orderId}: refund it`,
      );
    }
  } else if (payment.status === 'failed' && (attempt.state === 'created' || attempt.state === 'pending')) {
    await moveAttempt(tx, attempt.id, 'failed', now, {
      providerPaymentId: payment.providerPaymentId,
      failureReason: payment.reason,
    });
    await markPaymentFailed(tx, attempt.orderId, now);
    outcome = 'failed';
  }
  await tx.query('UPDATE payment_events SET outcome = $3 WHERE provider = $1 AND event_key = $2', [
    provider,
    notice.eventKey,
    outcome,
  ]);
  return (await attemptById(tx, attempt.id)) ?? attempt;
}
