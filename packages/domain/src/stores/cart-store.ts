import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type {
  Cart,
  CartCoupon,
  CartProblem,
  CartQuery,
  CouponOtpSent,
  ProductLine,
} from '../contract/index.ts';
import type { CartClient } from '../clients/cart.ts';
import type { CouponsClient } from '../clients/coupons.ts';
import { ApiCallError, SOMETHING_WENT_WRONG } from '../http/errors.ts';
import { cartDataByMaterialId, isEmptyCart, productLines } from '../rules/cart.ts';
import type { ProductCartData } from '../rules/cart.ts';

export interface CartSnapshot {
  cart: Cart | null;
  /** The stored cart id (the cart-id cookie), null when there is none. */
  cartId: string | null;
}

/** Where the browser keeps the cart id: the cart-id cookie (CART_ID_COOKIE). */
export interface CartIdPort {
  write(cartId: string): void;
  remove(): void;
}

/** What a tab tells the others after its cart changed. */
export interface CartTabMessage {
  cartId: string | null;
}

/**
 * The other tabs of this browser: in the browser a storage event (one tab writes a key, the others
 * hear it), in tests anything of the same shape.
 */
export interface CartTabsPort {
  announce(message: CartTabMessage): void;
  /** Hears other tabs' messages (never this tab's own); returns how to stop. */
  subscribe(listener: (message: CartTabMessage) => void): () => void;
}

export interface CartConnection {
  client: CartClient;
  cartIdStore: CartIdPort;
  tabs: CartTabsPort;
}

type LoadOptions = Omit<CartQuery, 'cartId'>;

function failureMessage(error: unknown): string {
  return error instanceof ApiCallError ? error.message : SOMETHING_WENT_WRONG;
}

/**
 * The cart of this visitor (§3, §7): the header count, the in-cart product ids, the per-product
 * data, and the changes a customer makes, shown at once and rolled back with a message when the
 * server refuses. The server prices everything; the store only shows what it answered.
 */
export class CartStore {
  cart: Cart | null = null;
  cartId: string | null = null;
  /** Quantities being added, by product id, counted before the server answers. */
  pendingAdds: Record<string, number> = {};
  /** Why the last change failed, in the server's words; cleared by the next change. */
  message: string | null = null;
  /** A coupon waiting for its OTP (sent to the customer's phone), or null. */
  couponOtp: (Pick<CouponOtpSent, 'code'> & Partial<CouponOtpSent>) | null = null;
  /** Applying a code, checking its OTP, sending a new OTP, removing coupons: each running or not. */
  couponPending: 'apply' | 'otp' | 'resend' | 'remove' | null = null;
  /** Why the code was refused, in the server's words; shown at the coupon field. */
  couponError: string | null = null;
  /** Why the coupon OTP was refused. */
  otpError: string | null = null;
  private tabs: CartTabsPort | null = null;

  constructor(snapshot?: CartSnapshot) {
    this.cart = snapshot?.cart ?? null;
    this.cartId = snapshot?.cartId ?? null;
    makeAutoObservable<CartStore, 'tabs'>(this, { cart: observableRef, tabs: false });
  }

  get lines(): ProductLine[] {
    return productLines(this.cart);
  }

  /** The number in the header: units of every product, those being added included. */
  get count(): number {
    const inCart = this.lines.reduce((sum, line) => sum + line.quantity, 0);
    return Object.values(this.pendingAdds).reduce((sum, quantity) => sum + quantity, inCart);
  }

  /** Products in the cart (or being added), each once (§7: productIds of items go to the in-cart list). */
  get inCartProductIds(): string[] {
    return [...new Set([...this.lines.map((line) => line.productId), ...Object.keys(this.pendingAdds)])];
  }

  isInCart(productId: string): boolean {
    return this.inCartProductIds.includes(productId);
  }

  get byMaterialId(): Record<string, ProductCartData> {
    return cartDataByMaterialId(this.cart);
  }

  /** The coupons on the cart, applying or not (one that stopped applying says why). */
  get coupons(): CartCoupon[] {
    return this.cart?.coupons ?? [];
  }

  get problems(): CartProblem[] {
    return this.cart?.problems ?? [];
  }

  /** Takes the server's cart; an empty one (or none) forgets the stored id (§7). */
  setCart(cart: Cart | null): void {
    this.cart = cart;
    this.cartId = isEmptyCart(cart) ? null : (cart?.id ?? null);
  }

  /**
   * Takes what a page load says: a cart the server loaded (or found none for), so a change made
   * through a plain form shows here too. A page that did not load the cart only passes the stored
   * id (cart null, id kept), and that changes nothing.
   */
  follow(snapshot: CartSnapshot): void {
    if (snapshot.cart === null && snapshot.cartId !== null) return;
    this.setCart(snapshot.cart);
  }

  /** Loads the cart for the stored id or the signed-in customer; a failure is rethrown and changes nothing. */
  async load(client: CartClient, options: LoadOptions = {}): Promise<void> {
    const cart = await client.get({ ...options, cartId: this.cartId ?? undefined });
    this.setCart(cart);
  }

  /** Adds a product; counted at once, taken back with a message when refused. Says whether it worked. */
  add(client: CartClient, productId: string, quantity = 1): Promise<boolean> {
    this.pendingAdds[productId] = (this.pendingAdds[productId] ?? 0) + quantity;
    const settle = () => {
      const left = (this.pendingAdds[productId] ?? quantity) - quantity;
      if (left > 0) this.pendingAdds[productId] = left;
      else delete this.pendingAdds[productId];
    };
    const cartId = this.cartId ?? undefined;
    const pincode = this.cart?.pincode ?? undefined;
    return this.change(() => client.addProduct({ cartId, productId, quantity, pincode }), settle);
  }

  /** Sets a line's quantity; shown at once, put back with a message when refused. */
  changeQuantity(client: CartClient, lineId: string, quantity: number): Promise<boolean> {
    const before = this.cart;
    this.replaceLines((lines) =>
      lines.map((line) => (line.kind === 'product' && line.id === lineId ? { ...line, quantity } : line)),
    );
    const cartId = this.cartId ?? undefined;
    return this.change(() => client.changeQuantity(cartId, { cartItemId: lineId, quantity }), before);
  }

  /** Removes a product line with its exchange line, or just an exchange line; undone with a message when refused. */
  remove(client: CartClient, lineId: string): Promise<boolean> {
    const before = this.cart;
    const line = before?.lines.find((candidate) => candidate.id === lineId);
    if (!before || !line) return Promise.resolve(false);
    const parentId = line.kind === 'exchange' ? line.parentId : undefined;
    this.replaceLines((lines) =>
      lines.filter(
        (other) => other.id !== lineId && !(other.kind === 'exchange' && other.parentId === lineId),
      ),
    );
    return this.change(() => client.removeItems(before.id, [lineId], parentId), before);
  }

  /**
   * Applies a code; a coupon that needs an OTP opens the OTP step instead (the server sent it to the
   * customer's phone). A refusal is kept in `couponError`. Says whether the coupon was applied.
   */
  applyCoupon(client: CouponsClient, code: string): Promise<boolean> {
    return this.couponStep('apply', () => client.apply({ cartId: this.cartId ?? undefined, code }));
  }

  /** Sends the OTP of the coupon waiting for one; right, the coupon is applied and the step closes. */
  verifyCouponOtp(client: CouponsClient, otp: string): Promise<boolean> {
    const code = this.couponOtp?.code;
    if (!code) return Promise.resolve(false);
    return this.couponStep('otp', () => client.apply({ cartId: this.cartId ?? undefined, code, otp }));
  }

  /** Asks for a new OTP for the coupon waiting for one. */
  async resendCouponOtp(client: CouponsClient): Promise<boolean> {
    const code = this.couponOtp?.code;
    if (!code) return false;
    this.couponPending = 'resend';
    this.otpError = null;
    try {
      const sent = await client.resendOtp({ cartId: this.cartId ?? undefined, code });
      runInAction(() => (this.couponOtp = sent));
      return true;
    } catch (error) {
      runInAction(() => (this.otpError = failureMessage(error)));
      return false;
    } finally {
      runInAction(() => (this.couponPending = null));
    }
  }

  /** Opens the OTP step for a code whose OTP was sent elsewhere (the coupon list, a plain form). */
  awaitCouponOtp(step: Pick<CouponOtpSent, 'code'> & Partial<CouponOtpSent>): void {
    this.couponOtp = step;
    this.couponError = null;
    this.otpError = null;
  }

  /** Leaves the OTP step to type another code. */
  cancelCouponOtp(): void {
    this.couponOtp = null;
    this.otpError = null;
  }

  /**
   * Removes the coupons named, or every coupon (§4); they go at once and come back, with the
   * server's reason, when refused.
   */
  removeCoupons(client: CouponsClient, codes?: readonly string[]): Promise<boolean> {
    const before = this.cart;
    if (!before) return Promise.resolve(false);
    this.cart = {
      ...before,
      coupons: codes ? before.coupons.filter((coupon) => !codes.includes(coupon.code)) : [],
    };
    this.couponError = null;
    this.couponPending = 'remove';
    const cartId = this.cartId ?? undefined;
    return this.change(() => client.remove({ cartId, codes: codes && [...codes] }), before).finally(() =>
      runInAction(() => (this.couponPending = null)),
    );
  }

  /**
   * In the browser: keeps the cart-id cookie in step with the store, tells other tabs of each change
   * and reloads when another tab changed the cart, so every header shows the same count.
   */
  connect({ client, cartIdStore, tabs }: CartConnection): () => void {
    this.tabs = tabs;
    const stopCookie = reaction(
      () => this.cartId,
      (cartId) => (cartId ? cartIdStore.write(cartId) : cartIdStore.remove()),
      { fireImmediately: true },
    );
    const stopListening = tabs.subscribe(({ cartId }) => {
      if (cartId === null) return this.setCart(null);
      runInAction(() => (this.cartId = cartId));
      // A failed reload keeps what this tab shows; its next change or page load catches up.
      this.load(client, { pincode: this.cart?.pincode ?? undefined }).catch(() => {});
    });
    return () => {
      stopCookie();
      stopListening();
      this.tabs = null;
    };
  }

  serialize(): CartSnapshot {
    return { cart: this.cart, cartId: this.cartId };
  }

  private async couponStep(
    step: 'apply' | 'otp',
    send: () => ReturnType<CouponsClient['apply']>,
  ): Promise<boolean> {
    this.couponPending = step;
    if (step === 'apply') this.couponError = null;
    this.otpError = null;
    try {
      const result = await send();
      runInAction(() => {
        if (result.status === 'otp_sent') {
          this.couponOtp = result;
          return;
        }
        this.couponOtp = null;
        this.setCart(result.cart);
      });
      if (result.status === 'applied') this.tabs?.announce({ cartId: this.cartId });
      return result.status === 'applied';
    } catch (error) {
      runInAction(() => {
        if (step === 'otp') this.otpError = failureMessage(error);
        else this.couponError = failureMessage(error);
      });
      return false;
    } finally {
      runInAction(() => (this.couponPending = null));
    }
  }

  private replaceLines(edit: (lines: Cart['lines']) => Cart['lines']): void {
    if (this.cart) this.cart = { ...this.cart, lines: edit(this.cart.lines) };
  }

  /**
   * Sends a change already shown. Its answer becomes the cart; on a refusal the cart goes back to
   * `undo` (the cart before, or a function that undoes the change) unless another answer came in meanwhile.
   */
  private async change(send: () => Promise<Cart>, undo: Cart | null | (() => void)): Promise<boolean> {
    this.message = null;
    const shown = this.cart;
    try {
      const cart = await send();
      runInAction(() => {
        if (typeof undo === 'function') undo();
        this.setCart(cart);
      });
      this.tabs?.announce({ cartId: this.cartId });
      return true;
    } catch (error) {
      runInAction(() => {
        if (typeof undo === 'function') undo();
        else if (this.cart === shown) this.cart = undo;
        this.message = failureMessage(error);
      });
      return false;
    }
  }
}
