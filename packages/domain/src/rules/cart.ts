import type { AppliedCoupon, Cart, CartProblem, ExchangeLine, ProductLine } from '../contract/index.ts';
import { formatInrFromPaise } from '@nirmal/format';
import { AGENT_PAGE_PATHS } from './agent-paths.ts';
import { isUnderPath } from './paths.ts';

/** The cart page; its header link and every "Go to cart" lead here. */
export const CART_PATH = '/ecom/cart';
export const CHECKOUT_PATH = '/ecom/checkout';

/**
 * Pages that do not load the cart (§2): signing in, paying, where nothing may change the order,
 * and the agent pages, where staff work on a customer's behalf and have no cart.
 */
export const CART_NOT_LOADED_ON = ['/login', '/ecom/payment', ...AGENT_PAGE_PATHS] as const;

export interface CartLoadContext {
  pathname: string;
  isLoggedIn: boolean;
  /** The stored cart id (the cart-id cookie), null when there is none. */
  cartId: string | null;
}

/** Whether a page loads the cart (§6, §7 shell load 7): for a signed-in customer or a stored cart id. */
export function shouldLoadCart({ pathname, isLoggedIn, cartId }: CartLoadContext): boolean {
  if (CART_NOT_LOADED_ON.some((prefix) => isUnderPath(pathname, prefix))) return false;
  return isLoggedIn || cartId !== null;
}

/** An answer with nothing in it: the stored cart id is forgotten (§7). */
export function isEmptyCart(cart: Cart | null): boolean {
  return cart === null || cart.lines.length === 0;
}

export const productLines = (cart: Cart | null): ProductLine[] =>
  cart?.lines.filter((line) => line.kind === 'product') ?? [];

/** What the cart holds for one product (§3: per-product cart data by materialId). */
export interface ProductCartData {
  appliedCoupon: AppliedCoupon | null;
  inventory: ProductLine['inventory'];
  /** The old product exchanged against it. */
  prexo: ExchangeLine | null;
}

export function cartDataByMaterialId(cart: Cart | null): Record<string, ProductCartData> {
  const exchanges = new Map<string, ExchangeLine>();
  for (const line of cart?.lines ?? []) if (line.kind === 'exchange') exchanges.set(line.parentId, line);
  return Object.fromEntries(
    productLines(cart).map((line) => [
      line.materialId,
      { appliedCoupon: line.appliedCoupon, inventory: line.inventory, prexo: exchanges.get(line.id) ?? null },
    ]),
  );
}

/** A cart problem in words the customer can act on, naming the product. */
export function cartProblemMessage(problem: CartProblem, productName: string): string {
  switch (problem.code) {
    case 'insufficient_stock':
      return `Only ${problem.available} of ${productName} left. Lower the quantity to continue.`;
    case 'out_of_stock':
      return `${productName} is out of stock. Remove it to continue.`;
    case 'not_deliverable':
      return `We do not deliver ${productName} to ${problem.pincode} yet. Remove it or change the pincode.`;
    case 'price_changed':
      return `The price of ${productName} is now ${formatInrFromPaise(problem.unitPricePaise)} (it was ${formatInrFromPaise(problem.previousUnitPricePaise)}).`;
  }
}
