import { PAYABLE_STATUSES, PAYMENT_MESSAGES, PAYMENT_PROVIDER_PATHS } from '@nirmal/domain/contract';
import type {
  OrderStatus,
  PaymentHandoff,
  PaymentProvider as ProviderName,
  PaymentState,
  PaymentStatus,
  PromotionId,
} from '@nirmal/domain/contract';
import { paymentProviderLabels } from '@nirmal/format';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import type { FindCustomerContact, OrderForPayment, OrderSteps } from '../module.ts';
import {
  attemptById,
  attemptByProviderOrder,
  clearFailedTry,
  createAttempt,
  latestAttempt,
  liveAttempt,
  markChecked,
  moveAttempt,
  stored,
} from './attempts.ts';
import type { Attempt } from './attempts.ts';
import type { Providers } from './providers/index.ts';
import { ProviderUnavailableError } from './providers/provider.ts';
import type {
  PaymentProvider,
  Payer,
  ProviderOrder,
  RequiredMethod,
  VerifiedNotice,
} from './providers/provider.ts';
import { applyNotice, refundDue } from './settle.ts';
import type { NoticeSource } from './settle.ts';

/** Seconds the status page waits between polls while the outcome is not known. */
const POLL_SECONDS = 2;

export const providerDown = (provider: ProviderName) =>
  new ApiError(
    503,
    'SERVICE_UNAVAILABLE',
    `${paymentProviderLabels[provider]} is not answering right now. Your order is saved: try paying again in a minute, or choose another way to pay.`,
    { retryAfterSeconds: 30 },
  );

/** No-cost EMI's price is for paying by EMI: an order placed with it may be paid by EMI only. */
const requiredMethodOf = (promotion: PromotionId | null): RequiredMethod | null =>
  promotion === 'ncemi' ? 'emi' : null;

/**
 * What the customer is told of an attempt: the failed try of a provider order that takes another
 * is a failure they may pay again after (continuing the same provider order), though the attempt
 * stays pending for that next try.
 */
const shownState = (attempt: Attempt | null): PaymentState =>
  attempt === null ? 'none' : attempt.state === 'pending' && attempt.tryFailedAt ? 'failed' : attempt.state;

const orderNotFound = () =>
  notFound('We could not find this order among yours. Open your orders and choose it there.');

export interface PaymentsDeps {
  db: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  providers: Providers;
  /** The order's steps: reading it for payment, confirming it paid, its payment failing. */
  orderSteps: OrderSteps;
  /** The payer's name, number and email, which the provider's page is filled with. */
  findCustomerContact: FindCustomerContact;
}

export type PaymentsService = ReturnType<typeof paymentsService>;

/** Paying orders: starting, the provider's callbacks and webhooks, and reconciliation. */
export function paymentsService({
  db,
  config,
  clock,
  logger,
  providers,
  orderSteps,
  findCustomerContact,
}: PaymentsDeps) {
  const providerOf = (name: ProviderName): PaymentProvider => {
    const provider = providers.get(name);
    if (!provider) {
      throw new ApiError(
        409,
        'PAYMENT_METHOD_UNAVAILABLE',
        `Paying with ${paymentProviderLabels[name]} is not available right now. Choose another way to pay.`,
      );
    }
    return provider;
  };

  async function customersOrder(
    tx: Queryable,
    orderId: string,
    customerId: string,
  ): Promise<OrderForPayment> {
    const order = await orderSteps.forPayment(tx, orderId, customerId);
    if (!order) throw orderNotFound();
    return order;
  }

  /** Asks the provider about a pending attempt and applies what it says; the attempt as it is then. */
  async function reconcile(attempt: Attempt): Promise<Attempt> {
    const check = stored(attempt);
    if (attempt.state !== 'pending' || !check) return attempt;
    const provider = providerOf(attempt.provider);
    const payment = await provider.fetchPayment(check);
    return db.transaction(async (tx) => {
      const now = clock();
      await markChecked(tx, attempt.id, now);
      if (payment.status === 'pending') return (await attemptById(tx, attempt.id)) ?? attempt;
      const eventKey = `reconciliation:${payment.providerPaymentId ?? 'none'}:${payment.status}`;
      return applyNotice(tx, {
        attemptId: attempt.id,
        provider,
        source: 'reconciliation',
        notice: { eventKey, payment },
        now,
        logger,
        orderSteps,
      });
    });
  }

  /** Reconciliation where a provider's silence must not fail the answer: the attempt stays pending. */
  async function reconcileQuietly(attempt: Attempt): Promise<Attempt> {
    try {
      return await reconcile(attempt);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      logger.error('Reconciliation could not reach the provider', error);
      return attempt;
    }
  }

  /**
   * Applies a verified notice from the browser or a webhook. A capture whose message does not
   * vouch for how it was paid cannot settle a pending attempt restricted to one method: the
   * provider's API is asked instead.
   */
  async function settle(
    attempt: Attempt,
    provider: PaymentProvider,
    source: NoticeSource,
    notice: VerifiedNotice,
  ): Promise<Attempt> {
    const { payment } = notice;
    const methodUnvouched = payment.status === 'captured' && payment.method === null;
    if (methodUnvouched && attempt.requiredMethod !== null && attempt.state === 'pending') {
      return reconcileQuietly(attempt);
    }
    return db.transaction((tx) =>
      applyNotice(tx, { attemptId: attempt.id, provider, source, notice, now: clock(), logger, orderSteps }),
    );
  }

  async function payer(customerId: string): Promise<Payer> {
    const customer = await findCustomerContact(db, customerId);
    return {
      firstName: customer?.firstName || 'Customer',
      mobile: customer?.mobile ?? '',
      email: customer?.email ?? '',
    };
  }

  const returnUrls = (attempt: Attempt) => {
    const query = `?attempt=${attempt.id}`;
    return {
      callbackUrl: `${config.payments.storefrontUrl}${PAYMENT_PROVIDER_PATHS.callback(attempt.provider)}${query}`,
      cancelUrl: `${config.payments.storefrontUrl}${PAYMENT_PROVIDER_PATHS.cancel(attempt.provider)}${query}`,
    };
  };

  const notPayable = (status: OrderStatus) =>
    new ApiError(
      409,
      'ORDER_NOT_PAYABLE',
      status === 'expired' || status === 'cancelled'
        ? 'This order can no longer be paid. Place it again from your cart.'
        : 'This order is already paid.',
    );

  /**
   * The live attempt may be resumed with `provider` when it is that provider's and either not yet
   * at the provider or at one whose order takes further tries (Razorpay): a refreshed page, or a
   * retry after a failed try, then hands off the same payment instead of starting a second one.
   */
  const resumable = (live: Attempt, provider: PaymentProvider) =>
    live.provider === provider.name && (live.state === 'created' || provider.ordersTakeRetries);

  async function initiate(customerId: string, orderId: string, requested: ProviderName | undefined) {
    const order = await customersOrder(db, orderId, customerId);
    const chosen = requested ?? order.provider;
    if (chosen === null) throw new ApiError(400, 'INVALID_REQUEST', PAYMENT_MESSAGES.provider);
    const provider = providerOf(chosen);
    if (!PAYABLE_STATUSES.includes(order.status)) throw notPayable(order.status);

    let live = await liveAttempt(db, orderId);
    if (live && !resumable(live, provider)) {
      // Another payment was started: settle it with its provider first, so the customer is never
      // charged twice; one the provider says is not paid is replaced by the new one.
      if (live.state === 'pending') {
        try {
          live = await reconcile(live);
        } catch (error) {
          if (error instanceof ProviderUnavailableError) throw providerDown(live.provider);
          throw error;
        }
      }
      if (live.state === 'captured') throw notPayable('paid');
      if (live.state !== 'failed')
        await moveAttempt(db, live.id, 'failed', clock(), { failureReason: 'replaced' });
      live = null;
    }

    let attempt =
      live ??
      (await db.transaction(async (tx) => {
        const current = await customersOrder(tx, orderId, customerId);
        if (!PAYABLE_STATUSES.includes(current.status)) throw notPayable(current.status);
        return createAttempt(
          tx,
          {
            orderId,
            provider: provider.name,
            amountPaise: current.amountPaise,
            requiredMethod: requiredMethodOf(current.promotion),
          },
          clock(),
        );
      }));
    if (attempt.state === 'captured') throw notPayable('paid');

    if (attempt.state === 'created') {
      let made: ProviderOrder;
      try {
        made = await provider.createOrder({
          attemptId: attempt.id,
          orderId,
          amountPaise: attempt.amountPaise,
          paymentLink: await orderSteps.paymentLinkOf(db, orderId),
          urls: returnUrls(attempt),
        });
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        logger.error('Starting a payment failed', error);
        throw providerDown(provider.name);
      }
      await moveAttempt(db, attempt.id, 'pending', clock(), made);
      // A concurrent start may have won: the stored provider order is the one handed off.
      attempt = (await attemptById(db, attempt.id)) ?? attempt;
    }
    const check = stored(attempt);
    if (!check || attempt.state !== 'pending') throw notPayable('paid');
    if (attempt.tryFailedAt) await clearFailedTry(db, attempt.id);
    const handoff: PaymentHandoff = provider.handoff(check, await payer(customerId), returnUrls(attempt));
    return { orderId, provider: provider.name, amountPaise: attempt.amountPaise, handoff };
  }

  /** The browser's return from the provider: where to send it on the storefront. */
  async function callback(
    providerName: ProviderName,
    attemptId: string | undefined,
    form: Record<string, string>,
  ) {
    const attempt = attemptId ? await attemptById(db, attemptId) : null;
    const check = attempt && stored(attempt);
    if (!attempt || !check || attempt.provider !== providerName)
      return { orderId: null, outcome: 'failure' as const };
    const provider = providerOf(providerName);
    const reading = provider.verifyCallback(check, form);
    let settled = attempt;
    if (reading.kind === 'verified') {
      settled = await settle(attempt, provider, 'callback', reading);
    } else if (reading.kind === 'unsigned') {
      settled = await reconcileQuietly(attempt);
    } else {
      logger.error(`A ${providerName} callback for attempt ${attempt.id} failed its signature check`);
    }
    // Paid as far as the browser's signed word goes, and not settled yet: the status page waits.
    const pendingVerified =
      reading.kind === 'verified' && reading.payment.status !== 'failed' && settled.state === 'pending';
    return {
      orderId: attempt.orderId,
      outcome: settled.state === 'captured' || pendingVerified ? ('success' as const) : ('failure' as const),
    };
  }

  /** A provider's webhook over its raw body: 'accepted' (applied or already seen), 'ignored' or 'rejected'. */
  async function webhook(providerName: ProviderName, rawBody: string, headers: Headers) {
    const provider = providerOf(providerName);
    const providerOrderId = provider.webhookOrderId(rawBody, headers);
    const attempt = providerOrderId ? await attemptByProviderOrder(db, providerName, providerOrderId) : null;
    const check = attempt && stored(attempt);
    if (!attempt || !check) return 'ignored' as const;
    const notice = provider.verifyWebhook(check, rawBody, headers);
    if (!notice) {
      logger.error(`A ${providerName} webhook for attempt ${attempt.id} failed its signature check`);
      return 'rejected' as const;
    }
    await settle(attempt, provider, 'webhook', notice);
    return 'accepted' as const;
  }

  /** An order's payment as the customer sees it; `settle` asks the provider about one pending for long. */
  async function status(customerId: string, orderId: string, settle: boolean): Promise<PaymentStatus> {
    const order = await customersOrder(db, orderId, customerId);
    let attempt = await latestAttempt(db, orderId);
    const lastHeard = attempt && (attempt.checkedAt ?? attempt.updatedAt);
    if (
      settle &&
      attempt?.state === 'pending' &&
      lastHeard &&
      clock().getTime() - new Date(lastHeard).getTime() >= config.payments.reconcileAfterSeconds * 1000
    ) {
      attempt = await reconcileQuietly(attempt);
    }
    const state = shownState(attempt);
    const payable = PAYABLE_STATUSES.includes(order.status) && state !== 'captured';
    return {
      orderId,
      state,
      provider: attempt?.provider ?? null,
      amountPaise: order.amountPaise,
      canPay: payable && state !== 'pending',
      refundDue: refundDue(attempt),
      pollAfterSeconds: state === 'pending' && payable ? POLL_SECONDS : null,
      providers: [...providers.keys()],
    };
  }

  /** The order an attempt pays, to send a cancelling customer back to it. */
  async function orderOfAttempt(provider: ProviderName, attemptId: string): Promise<string | null> {
    const attempt = await attemptById(db, attemptId);
    return attempt?.provider === provider ? attempt.orderId : null;
  }

  return { initiate, callback, webhook, status, orderOfAttempt };
}
