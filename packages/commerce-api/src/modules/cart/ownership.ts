import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findCart, findCustomerCart } from './carts.ts';
import type { CartRow } from './carts.ts';

/** Said alike for a cart that does not exist and one that is someone else's, so neither is told apart. */
export const CART_NOT_FOUND = 'We could not find this cart. Open your cart again to see what is in it.';

export const cartNotFound = () => notFound(CART_NOT_FOUND);

/**
 * The cart a visitor may use: a signed-in customer's own, found by the session whatever id the
 * request names (a tab may still hold the guest cart's id that signing in merged), or a guest cart
 * named by its id. A customer's cart is never reached by its id alone.
 */
export async function visitorsCart(
  db: Queryable,
  customerId: string | null,
  cartId: string | undefined,
  forUpdate = false,
): Promise<CartRow | null> {
  if (customerId !== null) return findCustomerCart(db, customerId, forUpdate);
  if (cartId === undefined) return null;
  const cart = await findCart(db, cartId, forUpdate);
  return cart?.customerId === null ? cart : null;
}
