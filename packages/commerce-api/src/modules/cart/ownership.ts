import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findCart, findCustomerCart } from './carts.ts';
import type { CartRow } from './carts.ts';

/** Said alike for a cart that does not exist and one that is someone else's, so neither is told apart. */
export const CART_NOT_FOUND = 'We could not find this cart. Open your cart again to see what is in it.';

export const cartNotFound = () => notFound(CART_NOT_FOUND);

/**
 * The cart a visitor may use: a signed-in customer's own (found by the session; an id, if sent,
 * must be its id), or a guest cart named by its id. Another customer's cart, or a guest cart asked
 * for by a signed-in customer, is as good as none.
 */
export async function visitorsCart(
  db: Queryable,
  customerId: string | null,
  cartId: string | undefined,
  forUpdate = false,
): Promise<CartRow | null> {
  if (customerId !== null) {
    const own = await findCustomerCart(db, customerId, forUpdate);
    return cartId === undefined || own?.id === cartId ? own : null;
  }
  if (cartId === undefined) return null;
  const cart = await findCart(db, cartId, forUpdate);
  return cart?.customerId === null ? cart : null;
}
