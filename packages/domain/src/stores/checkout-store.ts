import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { CHECKOUT_STORE_MESSAGES, readAssistantCode } from '../contract/checkout-messages.ts';
import type {
  CheckoutChange,
  CheckoutState,
  PaymentSummary,
  PlacedOrder,
  PromotionId,
} from '../contract/index.ts';
import type { CheckoutClient } from '../clients/checkout.ts';
import { ApiCallError, SOMETHING_WENT_WRONG } from '../http/errors.ts';

/** What a page load says of checkout (it is made on the server, from the page's address and posts). */
export interface CheckoutSnapshot {
  /** The checkout state the server answered for the page, when it loaded one. */
  state: CheckoutState | null;
  /** The assistant code as typed, when the page's address carried one. */
  assistantCode?: string;
  /** Why that code was not taken. */
  assistantCodeProblem?: string | null;
  /** What changed since the customer looked, when a post to place the order was refused for it. */
  changes?: CheckoutChange[];
  /** Why a post to place the order failed. */
  message?: string | null;
}

/** The choices that change what checkout costs, as the server took them (a refused code is none). */
export interface CheckoutChoices {
  addressId?: string;
  promotion?: PromotionId;
  assistantCode?: string;
}

/** A fresh idempotency key: one per attempt to place an order, kept for its retries. */
const randomIdempotencyKey = () => globalThis.crypto.randomUUID();

const failureMessage = (error: unknown) =>
  error instanceof ApiCallError ? error.message : SOMETHING_WENT_WRONG;

/** A refusal the customer can act on (4xx), as against a server or network that failed. */
const isRefusal = (error: unknown) => error instanceof ApiCallError && error.status > 0 && error.status < 500;

/**
 * What the customer chooses at checkout (§3 checkout state): the delivery address, the terms
 * (accepted by default), an assistant code and a promotion, over the state the server works out (payment summary, promotions allowed, priceVersion). Placing the order sends
 * choices only, never a price. The idempotency key of an attempt is kept until its choices change,
 * so a retry after a timeout or a second click answers the order the first made.
 */
export class CheckoutStore {
  state: CheckoutState | null = null;
  isTCChecked = true;
  /** As typed; sent once it reads as a code. */
  assistantCode = '';
  /** Why the assistant code was not taken (not a code, or no assistant's). */
  assistantCodeProblem: string | null = null;
  promotion: PromotionId | null = null;
  loading = false;
  placing = false;
  /** Why the last step failed, in the server's words (or the terms' rule). */
  message: string | null = null;
  /** Which step `message` is about. */
  failedStep: 'load' | 'place' | null = null;
  /** Placing failed for a reason not the customer's (the server or the network): the order could not be created. */
  orderFailed = false;
  /** What changed since the customer looked, when placing was refused for it; placing again confirms (checkoutChangeMessage says each). */
  changes: CheckoutChange[] = [];
  private attempt: { key: string; choices: string } | null = null;
  private readonly makeKey: () => string;

  constructor(snapshot?: CheckoutSnapshot, makeKey: () => string = randomIdempotencyKey) {
    this.makeKey = makeKey;
    if (snapshot) this.follow(snapshot);
    makeAutoObservable<CheckoutStore, 'attempt' | 'makeKey'>(this, {
      state: observableRef,
      attempt: false,
      makeKey: false,
    });
  }

  get addressId(): string | null {
    return this.state?.addressId ?? null;
  }

  get summary(): PaymentSummary | null {
    return this.state?.paymentSummary ?? null;
  }

  /** The choices the state was worked out with, for the page's address. */
  get choices(): CheckoutChoices {
    const state = this.state;
    return {
      addressId: state?.addressId ?? undefined,
      promotion: state?.promotion ?? undefined,
      assistantCode: (state?.isAssistantCodeValid && state.assistantCode) || undefined,
    };
  }

  /** What the terms' checkbox says while they are not accepted. */
  get termsProblem(): string | null {
    return this.isTCChecked ? null : CHECKOUT_STORE_MESSAGES.terms;
  }

  get canPlaceOrder(): boolean {
    return Boolean(this.state?.canPlaceOrder) && this.isTCChecked && !this.placing && !this.loading;
  }

  /**
   * Takes what a page load says. What the customer chose here and the server does not decide (the
   * terms, the attempt's key) stays.
   */
  follow(snapshot: CheckoutSnapshot): void {
    const state = snapshot.state;
    this.take(state);
    this.assistantCode = snapshot.assistantCode ?? state?.assistantCode ?? '';
    this.assistantCodeProblem =
      snapshot.assistantCodeProblem ??
      (state?.isAssistantCodeValid === false ? CHECKOUT_STORE_MESSAGES.unknownAssistantCode : null);
    this.changes = snapshot.changes ?? [];
    this.message = snapshot.message ?? null;
    this.failedStep = this.message ? 'place' : null;
    this.orderFailed = false;
  }

  /** Forgets everything (sign-out, an ended session): the next customer starts afresh. */
  clear(): void {
    this.follow({ state: null });
    this.isTCChecked = true;
    this.attempt = null;
  }

  /** A state from the server, with the offer it was worked out with. */
  private take(state: CheckoutState | null): void {
    this.state = state;
    this.promotion = state?.promotion ?? null;
  }

  setTermsAccepted(accepted: boolean): void {
    this.isTCChecked = accepted;
    if (accepted && this.message === CHECKOUT_STORE_MESSAGES.terms) this.message = null;
  }

  setAssistantCode(code: string): void {
    this.assistantCode = code;
  }

  private fail(step: 'load' | 'place', message: string): void {
    this.message = message;
    this.failedStep = step;
  }

  /** Asks the server for the state at an address with the choices made (assistant code, promotion). */
  async load(client: CheckoutClient, addressId: string | null = this.addressId): Promise<void> {
    const typed = this.assistantCode.trim();
    const code = readAssistantCode(typed);
    if (typed !== '' && code === null) {
      this.assistantCodeProblem = CHECKOUT_STORE_MESSAGES.assistantCode;
      return;
    }
    this.loading = true;
    try {
      const state = await client.state({
        addressId: addressId ?? undefined,
        assistantCode: code ?? undefined,
        promotion: this.promotion ?? undefined,
      });
      runInAction(() => {
        this.take(state);
        this.assistantCodeProblem =
          state.isAssistantCodeValid === false ? CHECKOUT_STORE_MESSAGES.unknownAssistantCode : null;
        this.message = null;
        this.failedStep = null;
        this.changes = [];
      });
    } catch (error) {
      runInAction(() => {
        this.fail('load', failureMessage(error));
        // The offer stays the one the state was worked out with, so Pay sends what is shown.
        this.promotion = this.state?.promotion ?? null;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  chooseAddress(client: CheckoutClient, addressId: string): Promise<void> {
    return this.load(client, addressId);
  }

  /** A promotion the server allows changes the summary (no-cost EMI), so the state is asked again. */
  choosePromotion(client: CheckoutClient, promotion: PromotionId | null): Promise<void> {
    this.promotion = promotion;
    return this.load(client);
  }

  /**
   * Places the order; answers it, or null when it was not placed (the message or the changes say
   * why; after changes the state is the new one, and placing again confirms it).
   */
  async placeOrder(client: CheckoutClient): Promise<PlacedOrder | null> {
    const state = this.state;
    if (!state?.addressId || this.placing) return null;
    if (!this.isTCChecked) {
      this.fail('place', CHECKOUT_STORE_MESSAGES.terms);
      return null;
    }
    const request = {
      addressId: state.addressId,
      isTCChecked: true as const,
      assistantCode: readAssistantCode(this.assistantCode) ?? undefined,
      promotion: this.promotion,
    };
    const choices = JSON.stringify(request);
    if (this.attempt?.choices !== choices) this.attempt = { key: this.makeKey(), choices };
    const idempotencyKey = this.attempt.key;
    this.placing = true;
    this.message = null;
    this.failedStep = null;
    this.orderFailed = false;
    try {
      const result = await client.placeOrder({
        ...request,
        priceVersion: state.priceVersion,
        idempotencyKey,
      });
      runInAction(() => {
        if (result.outcome === 'placed') {
          this.changes = [];
        } else {
          this.take(result.checkout);
          this.changes = result.changes;
        }
      });
      return result.outcome === 'placed' ? result.order : null;
    } catch (error) {
      // The key stays: if the order was made before the answer was lost, the retry finds it.
      runInAction(() => {
        this.fail('place', failureMessage(error));
        this.orderFailed = !isRefusal(error);
      });
      return null;
    } finally {
      runInAction(() => (this.placing = false));
    }
  }
}
