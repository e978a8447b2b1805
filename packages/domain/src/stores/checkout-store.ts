import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { CHECKOUT_MESSAGES, assistantCodeSchema } from '../contract/index.ts';
import type {
  CheckoutChange,
  CheckoutState,
  PaymentProvider,
  PaymentSummary,
  PlacedOrder,
  PromotionId,
} from '../contract/index.ts';
import type { CheckoutClient } from '../clients/checkout.ts';
import { ApiCallError, SOMETHING_WENT_WRONG } from '../http/errors.ts';
import { checkoutChangeMessage } from '../rules/checkout.ts';

export interface CheckoutSnapshot {
  /** The checkout state the server answered for the page, when it loaded one. */
  state: CheckoutState | null;
}

/** A fresh idempotency key: one per attempt to place an order, kept for its retries. */
export const randomIdempotencyKey = () => globalThis.crypto.randomUUID();

const failureMessage = (error: unknown) =>
  error instanceof ApiCallError ? error.message : SOMETHING_WENT_WRONG;

/**
 * What the customer chooses at checkout (§3 checkout state): the delivery address, the terms
 * (accepted by default), an assistant code, a promotion and the payment provider, over the state the
 * server works out (payment summary, promotions allowed, priceVersion). Placing the order sends
 * choices only, never a price. The idempotency key of an attempt is kept until its choices change,
 * so a retry after a timeout or a second click answers the order the first made.
 */
export class CheckoutStore {
  state: CheckoutState | null = null;
  isTCChecked = true;
  /** As typed; sent once it reads as a code. */
  assistantCode = '';
  promotion: PromotionId | null = null;
  provider: PaymentProvider = 'RAZORPAY';
  loading = false;
  placing = false;
  /** Why the last step failed, in the server's words (or the terms, or the assistant code's rule). */
  message: string | null = null;
  /** What changed since the customer looked, when placing was refused for it; placing again confirms. */
  changes: CheckoutChange[] = [];
  placed: PlacedOrder | null = null;
  private attempt: { key: string; choices: string } | null = null;
  private readonly makeKey: () => string;

  constructor(snapshot?: CheckoutSnapshot, makeKey: () => string = randomIdempotencyKey) {
    this.state = snapshot?.state ?? null;
    this.promotion = this.state?.promotion ?? null;
    this.assistantCode = this.state?.assistantCode ?? '';
    this.makeKey = makeKey;
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

  /** The changes in words, for the notice that asks the customer to confirm. */
  get changeMessages(): string[] {
    const cart = this.state?.cart;
    return cart ? this.changes.map((change) => checkoutChangeMessage(change, cart)) : [];
  }

  /** The assistant code as it would be sent, or null (none typed, or not a code yet). */
  private get assistantCodeToSend(): string | null {
    if (this.assistantCode.trim() === '') return null;
    const read = assistantCodeSchema.safeParse(this.assistantCode);
    return read.success ? read.data : null;
  }

  get canPlaceOrder(): boolean {
    return Boolean(this.state?.canPlaceOrder) && this.isTCChecked && !this.placing && !this.loading;
  }

  setTermsAccepted(accepted: boolean): void {
    this.isTCChecked = accepted;
    if (accepted && this.message === CHECKOUT_MESSAGES.terms) this.message = null;
  }

  setAssistantCode(code: string): void {
    this.assistantCode = code;
  }

  chooseProvider(provider: PaymentProvider): void {
    this.provider = provider;
  }

  /** Asks the server for the state at an address with the choices made (assistant code, promotion). */
  async load(client: CheckoutClient, addressId: string | null = this.addressId): Promise<void> {
    const typed = this.assistantCode.trim();
    if (typed !== '' && this.assistantCodeToSend === null) {
      this.message = CHECKOUT_MESSAGES.assistantCode;
      return;
    }
    this.loading = true;
    try {
      const state = await client.state({
        addressId: addressId ?? undefined,
        assistantCode: this.assistantCodeToSend ?? undefined,
        promotion: this.promotion ?? undefined,
      });
      runInAction(() => {
        this.state = state;
        this.promotion = state.promotion;
        this.message = state.isAssistantCodeValid === false ? CHECKOUT_MESSAGES.unknownAssistantCode : null;
        this.changes = [];
      });
    } catch (error) {
      runInAction(() => (this.message = failureMessage(error)));
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
      this.message = CHECKOUT_MESSAGES.terms;
      return null;
    }
    const request = {
      addressId: state.addressId,
      isTCChecked: true as const,
      assistantCode: this.assistantCodeToSend ?? undefined,
      promotion: this.promotion,
      provider: this.provider,
    };
    const choices = JSON.stringify(request);
    if (this.attempt?.choices !== choices) this.attempt = { key: this.makeKey(), choices };
    const idempotencyKey = this.attempt.key;
    this.placing = true;
    this.message = null;
    try {
      const result = await client.placeOrder({
        ...request,
        priceVersion: state.priceVersion,
        idempotencyKey,
      });
      runInAction(() => {
        if (result.outcome === 'placed') {
          this.placed = result.order;
          this.changes = [];
        } else {
          this.state = result.checkout;
          this.promotion = result.checkout.promotion;
          this.changes = result.changes;
        }
      });
      return result.outcome === 'placed' ? result.order : null;
    } catch (error) {
      // The key stays: if the order was made before the answer was lost, the retry finds it.
      runInAction(() => (this.message = failureMessage(error)));
      return null;
    } finally {
      runInAction(() => (this.placing = false));
    }
  }
}
