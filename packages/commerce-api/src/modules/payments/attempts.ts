import { randomBytes } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { RequiredMethod, StoredAttempt } from './providers/provider.ts';

export type AttemptState = 'created' | 'pending' | 'captured' | 'failed';

export interface Attempt {
  id: string;
  orderId: string;
  provider: ProviderName;
  providerOrderId: string | null;
  /** The provider's page for the payment, when it made one (a Razorpay payment link's). */
  checkoutUrl: string | null;
  amountPaise: number;
  requiredMethod: RequiredMethod | null;
  state: AttemptState;
  providerPaymentId: string | null;
  /** Why a failed attempt failed: the provider's reason, or why a payment it took was refused. */
  failureReason: string | null;
  /** When the latest try failed at a provider order that takes more (the attempt stays pending). */
  tryFailedAt: Date | null;
  updatedAt: Date;
  checkedAt: Date | null;
}

const COLUMNS = `id, order_id AS "orderId", provider, provider_order_id AS "providerOrderId",
  provider_checkout_url AS "checkoutUrl",
  amount_paise AS "amountPaise", required_method AS "requiredMethod", state,
  provider_payment_id AS "providerPaymentId", failure_reason AS "failureReason", try_failed_at AS "tryFailedAt",
  updated_at AS "updatedAt", checked_at AS "checkedAt"`;

/** 20 hex digits: a PayU txnid (at most 25 characters) and a Razorpay receipt (40) as they are. */
export const newAttemptId = () => randomBytes(10).toString('hex');

/** The attempt as the providers check against it; only once its provider order exists. */
export function stored(attempt: Attempt): StoredAttempt | null {
  const { id, orderId, amountPaise, providerOrderId, requiredMethod, checkoutUrl } = attempt;
  return providerOrderId === null
    ? null
    : { id, orderId, amountPaise, providerOrderId, requiredMethod, checkoutUrl };
}

export async function attemptById(tx: Queryable, id: string, lock = false): Promise<Attempt | null> {
  const [row] = await tx.query<Attempt>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function attemptByProviderOrder(
  tx: Queryable,
  provider: ProviderName,
  providerOrderId: string,
): Promise<Attempt | null> {
  const [row] = await tx.query<Attempt>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE provider = $1 AND provider_order_id = $2`,
    [provider, providerOrderId],
  );
  return row ?? null;
}

/** The attempt under way or paid, if any (there is at most one). */
export async function liveAttempt(tx: Queryable, orderId: string): Promise<Attempt | null> {
  const [row] = await tx.query<Attempt>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE order_id = $1 AND state <> 'failed'`,
    [orderId],
  );
  return row ?? null;
}

export async function latestAttempt(tx: Queryable, orderId: string): Promise<Attempt | null> {
  const [row] = await tx.query<Attempt>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE order_id = $1 ORDER BY created_at DESC, updated_at DESC LIMIT 1`,
    [orderId],
  );
  return row ?? null;
}

/** A new attempt, unless another is already live (a concurrent start): then that one. */
export async function createAttempt(
  tx: Queryable,
  attempt: {
    orderId: string;
    provider: ProviderName;
    amountPaise: number;
    requiredMethod: RequiredMethod | null;
  },
  now: Date,
): Promise<Attempt> {
  await tx.query(
    `INSERT INTO payment_attempts (id, order_id, provider, amount_paise, required_method, state, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'created', $6, $6)
     ON CONFLICT (order_id) WHERE state <> 'failed' DO NOTHING`,
    [newAttemptId(), attempt.orderId, attempt.provider, attempt.amountPaise, attempt.requiredMethod, now],
  );
  const live = await liveAttempt(tx, attempt.orderId);
  if (!live) throw new Error(`No live payment attempt for order ${attempt.orderId} after creating one`);
  return live;
}

/** The forward moves, each from the states it may leave; a move not allowed changes nothing. */
const FROM: Record<Exclude<AttemptState, 'created'>, AttemptState[]> = {
  pending: ['created'],
  captured: ['created', 'pending'],
  failed: ['created', 'pending'],
};

export async function moveAttempt(
  tx: Queryable,
  id: string,
  to: Exclude<AttemptState, 'created'>,
  now: Date,
  details: {
    providerOrderId?: string;
    checkoutUrl?: string;
    providerPaymentId?: string | null;
    failureReason?: string;
  } = {},
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE payment_attempts
        SET state = $2, updated_at = $3,
            provider_order_id = COALESCE($4, provider_order_id),
            provider_checkout_url = COALESCE($8, provider_checkout_url),
            provider_payment_id = COALESCE($5, provider_payment_id),
            failure_reason = COALESCE($6, failure_reason)
      WHERE id = $1 AND state = ANY($7::text[])
      RETURNING id`,
    [
      id,
      to,
      now,
      details.providerOrderId ?? null,
      details.providerPaymentId ?? null,
      details.failureReason ?? null,
      FROM[to],
      details.checkoutUrl ?? null,
    ],
  );
  return rows.length === 1;
}

/**
 * A try at the attempt's provider order failed, and the order takes another: the attempt stays
 * pending. The failure of a payment already recorded (another source, or late) changes nothing.
 */
export async function markTryFailed(
  tx: Queryable,
  id: string,
  providerPaymentId: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE payment_attempts SET try_failed_at = $3, failed_try_payment_id = $2, updated_at = $3
      WHERE id = $1 AND state = 'pending' AND failed_try_payment_id IS DISTINCT FROM $2
      RETURNING id`,
    [id, providerPaymentId, now],
  );
  return rows.length === 1;
}

/** The payment is handed off again: a new try is under way. */
export async function clearFailedTry(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE payment_attempts SET try_failed_at = NULL WHERE id = $1', [id]);
}

export async function markChecked(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.query('UPDATE payment_attempts SET checked_at = $2 WHERE id = $1', [id, now]);
}
