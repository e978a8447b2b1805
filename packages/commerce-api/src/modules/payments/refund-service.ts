import type { PaymentProvider as ProviderName } from '@nirmal/domain/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { OrderSteps } from '../module.ts';
import type { Providers } from './providers/index.ts';
import { ProviderUnavailableError } from './providers/provider.ts';
import type { ProviderRefund } from './providers/provider.ts';
import {
  lockedRefund,
  openRefund,
  referenceOf,
  refundOfPayment,
  refundsToWork,
  updateRefund,
} from './refunds.ts';
import type { Refund, RefundChange } from './refunds.ts';

/** Refunds one sweep works through at most; the rest wait for the next. */
const SWEEP_BATCH = 50;
/** After a refund failed, the next try waits this long, doubling with each failure up to a day. */
const FIRST_RETRY_SECONDS = 5 * 60;
const LONGEST_RETRY_SECONDS = 24 * 60 * 60;

const secondsLater = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

type Move = RefundChange & { state: Exclude<RefundChange['state'], 'due'> };

/**
 * What the provider's word does to a refund. Forward only: a refund that reached the customer
 * stays refunded, and word of another try than the one under way, or of the try that already
 * failed (a late or repeated webhook), changes nothing.
 */
function nextState(refund: Refund, word: ProviderRefund, now: Date, askAgainSeconds: number): Move | null {
  if (refund.state === 'refunded') return null;
  if (refund.state === 'pending' && word.providerRefundId !== refund.providerRefundId) return null;
  if (refund.state === 'failed' && word.providerRefundId === refund.providerRefundId) return null;
  const base = { tryNumber: refund.tryNumber, providerRefundId: word.providerRefundId, failureReason: null };
  if (word.status !== 'failed') {
    return word.status === 'processed'
      ? { ...base, state: 'refunded', nextTryAt: now }
      : { ...base, state: 'pending', nextTryAt: secondsLater(now, askAgainSeconds) };
  }
  const wait = Math.min(FIRST_RETRY_SECONDS * 2 ** (refund.tryNumber - 1), LONGEST_RETRY_SECONDS);
  // The next try is a new refund at the provider: it gets a reference of its own.
  return {
    ...base,
    state: 'failed',
    tryNumber: refund.tryNumber + 1,
    failureReason: word.reason,
    nextTryAt: secondsLater(now, wait),
  };
}

const ORDER_REFUND_STATE = { pending: 'initiated', refunded: 'refunded', failed: 'failed' } as const;

export interface RefundsDeps {
  db: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  providers: Providers;
  orderSteps: OrderSteps;
}

/**
 * Refunds through the provider that took the payment: a cancelled paid order's refund is sent to
 * the provider's refund API and followed to refunded or failed by its webhooks and by the sweep
 * (reconciliation), which also sends again a refund whose provider was away or that failed.
 */
export function refundsService({ db, config, clock, logger, providers, orderSteps }: RefundsDeps) {
  const askAgainSeconds = config.payments.reconcileAfterSeconds;

  /** Applies the provider's word to the refund, and tells the order; in one transaction. */
  async function apply(tx: Queryable, refundId: string, word: ProviderRefund): Promise<void> {
    const refund = await lockedRefund(tx, refundId);
    if (!refund) return;
    const now = clock();
    const change = nextState(refund, word, now, askAgainSeconds);
    if (!change) return;
    await updateRefund(tx, refund.id, change, now);
    if (change.state !== refund.state) {
      await orderSteps.refundMoved(tx, refund.orderId, ORDER_REFUND_STATE[change.state], now);
    }
    if (change.state === 'failed') {
      logger.error(
        `${refund.provider} refund of order ${refund.orderId} failed: ${change.failureReason ?? ''}`,
      );
    }
  }

  /** Sends the refund (or asks after it); a provider that is away is asked again later. */
  async function work(refund: Refund): Promise<void> {
    const provider = providers.get(refund.provider);
    if (!provider) return;
    const request = {
      reference: referenceOf(refund),
      providerPaymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
    };
    let word: ProviderRefund;
    try {
      word =
        refund.state === 'pending' && refund.providerRefundId !== null
          ? await provider.fetchRefund(request, refund.providerRefundId)
          : await provider.refund(request);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      logger.error(
        `Refund of order ${refund.orderId}: ${refund.provider} is not answering; trying again later`,
        error,
      );
      await db.query(`UPDATE refunds SET next_try_at = $2 WHERE id = $1`, [
        refund.id,
        secondsLater(clock(), askAgainSeconds),
      ]);
      return;
    }
    await db.transaction((tx) => apply(tx, refund.id, word));
  }

  /** Opens the refunds of newly cancelled paid orders, then sends or asks after every one due. */
  async function sweep(): Promise<void> {
    const now = clock();
    for (const order of await orderSteps.refundsDue(db)) await openRefund(db, order, now);
    for (const refund of await refundsToWork(db, now, SWEEP_BATCH)) await work(refund);
  }

  /**
   * A provider's webhook if it is about a refund (null when it is not): verified over its raw body,
   * then applied once, however often and in whatever order it comes; word of a payment we did not
   * refund is ignored.
   */
  async function webhook(name: ProviderName, rawBody: string, headers: Headers) {
    const notice = providers.get(name)?.readRefundWebhook(rawBody, headers) ?? null;
    if (notice === null) return null;
    if (notice === 'forged') {
      logger.error(`A ${name} refund webhook failed its signature check`);
      return 'rejected' as const;
    }
    await db.transaction(async (tx) => {
      const refund = await refundOfPayment(tx, name, notice.providerPaymentId);
      if (refund) await apply(tx, refund.id, notice.refund);
    });
    return 'accepted' as const;
  }

  return { sweep, webhook };
}
