import type { PaymentProvider as ProviderName } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import type { ConfirmPaid, OrderSteps, PaymentConfirmation } from '../module.ts';
import { attemptById, markTryFailed, moveAttempt } from './attempts.ts';
import type { Attempt } from './attempts.ts';
import type { PaymentProvider, ProviderPayment, VerifiedNotice } from './providers/provider.ts';

/**
 * Whether the order took the payment. The order refuses (409) an amount that is not its own, a
 * cancelled order, or a lapsed one whose stock is gone: the money is then refunded, not kept.
 */
async function orderTakes(
  tx: Queryable,
  payment: PaymentConfirmation,
  confirmPaid: ConfirmPaid,
): Promise<boolean> {
  try {
    await confirmPaid(tx, payment);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}

export type NoticeSource = 'callback' | 'webhook' | 'reconciliation';

type Capture = Extract<ProviderPayment, { status: 'captured' }>;

/** Why money a provider took does not pay the attempt's order: it is refunded, never kept. */
export const REFUSED_CAPTURES = ['amount_mismatch', 'method_mismatch', 'order_not_payable'] as const;
type RefusedCapture = (typeof REFUSED_CAPTURES)[number];

/** Whether an attempt ended with money taken that goes back to the customer. */
export const refundDue = (attempt: Attempt | null): boolean =>
  attempt?.state === 'failed' &&
  (REFUSED_CAPTURES as readonly (string | null)[]).includes(attempt.failureReason);

/** Why a capture does not pay the attempt's order; null when it does, and the order was confirmed. */
async function refusal(
  tx: Queryable,
  attempt: Attempt,
  payment: Capture,
  provider: ProviderName,
  now: Date,
  confirmPaid: ConfirmPaid,
): Promise<RefusedCapture | null> {
  if (payment.amountPaise !== attempt.amountPaise) return 'amount_mismatch';
  // No-cost EMI's price is for paying by EMI: paid otherwise, the discount was not earned.
  if (attempt.requiredMethod !== null && payment.method !== attempt.requiredMethod) return 'method_mismatch';
  const taken = await orderTakes(
    tx,
    {
      orderId: attempt.orderId,
      amountPaise: payment.amountPaise,
      provider,
      providerPaymentId: payment.providerPaymentId,
      now,
    },
    confirmPaid,
  );
  return taken ? null : 'order_not_payable';
}

/**
 * Applies one verified word from a provider to its attempt, in the caller's transaction. The
 * callback, the webhook and reconciliation all come here, so the order is confirmed once whatever
 * arrives first, a message seen before changes nothing, and a state never moves back (a failure
 * reported after the capture is recorded and ignored). Confirms only the order's own amount, paid
 * by the attempt's required method if it has one. A failed try of a provider order that takes
 * another leaves the attempt pending, so the customer's next try of it can still pay the order.
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
    orderSteps,
  }: {
    attemptId: string;
    provider: PaymentProvider;
    source: NoticeSource;
    notice: VerifiedNotice;
    now: Date;
    logger: Logger;
    /** Confirms the order paid with its kind's effects, or records its payment failing. */
    orderSteps: OrderSteps;
  },
): Promise<Attempt> {
  const attempt = await attemptById(tx, attemptId, true);
  if (!attempt) throw new Error(`Payment attempt ${attemptId} vanished`);
  const { payment } = notice;
  const capture = payment.status === 'captured' ? payment : null;
  const fresh = await tx.query(
    `INSERT INTO payment_events (provider, event_key, attempt_id, source, status, amount_paise, method, outcome, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'unchanged', $8)
     ON CONFLICT (provider, event_key) DO NOTHING RETURNING event_key`,
    [
      provider.name,
      notice.eventKey,
      attempt.id,
      source,
      payment.status,
      capture?.amountPaise ?? null,
      capture?.method ?? null,
      now,
    ],
  );
  if (fresh.length === 0) return attempt;

  let outcome = 'unchanged';
  if (capture && attempt.state === 'failed') {
    outcome = 'late_capture';
    logger.error(
      `${provider.name} took ${capture.amountPaise} paise (${capture.providerPaymentId}) on failed attempt ${attempt.id}: refund it`,
    );
  } else if (capture && attempt.state !== 'captured') {
    const refused = await refusal(tx, attempt, capture, provider.name, now, orderSteps.confirmPaid);
    if (refused === null) {
      await moveAttempt(tx, attempt.id, 'captured', now, { providerPaymentId: capture.providerPaymentId });
      outcome = 'captured';
    } else {
      // Paid, but not as this order must be paid (or it could no longer be paid): never confirmed.
      outcome = refused;
      await moveAttempt(tx, attempt.id, 'failed', now, {
        providerPaymentId: capture.providerPaymentId,
        failureReason: outcome,
      });
      await orderSteps.markPaymentFailed(tx, attempt.orderId, now);
      logger.error(
        `${provider.name} payment ${capture.providerPaymentId} of ${capture.amountPaise} paise by ${capture.method ?? 'an unknown method'} does not pay order ${attempt.orderId} (${outcome}): refund it`,
      );
    }
  } else if (payment.status === 'failed' && attempt.state === 'pending' && provider.ordersTakeRetries) {
    if (await markTryFailed(tx, attempt.id, payment.providerPaymentId, now)) {
      await orderSteps.markPaymentFailed(tx, attempt.orderId, now);
      outcome = 'try_failed';
    }
  } else if (payment.status === 'failed' && (attempt.state === 'created' || attempt.state === 'pending')) {
    await moveAttempt(tx, attempt.id, 'failed', now, {
      providerPaymentId: payment.providerPaymentId,
      failureReason: payment.reason,
    });
    await orderSteps.markPaymentFailed(tx, attempt.orderId, now);
    outcome = 'failed';
  }
  await tx.query('UPDATE payment_events SET outcome = $3 WHERE provider = $1 AND event_key = $2', [
    provider.name,
    notice.eventKey,
    outcome,
  ]);
  return (await attemptById(tx, attempt.id)) ?? attempt;
}
