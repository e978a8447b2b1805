import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { Cart, CartProblem, CartQuery, ProductLine } from '../contract/index.ts';
import type { CartClient } from '../clients/cart.ts';
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
