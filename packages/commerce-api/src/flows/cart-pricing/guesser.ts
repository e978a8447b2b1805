import type { Queryable } from '../../db/database.ts';
import { visitorsCart } from '../../modules/cart/ownership.ts';
import type { Guesser } from '../../modules/coupons/guessing.ts';

/**
 * A guest counts as their cart only when the id names a guest cart that exists: any other id would
 * make a fresh visitor, with a fresh allowance, for free, so it counts as the address.
 */
export async function guesser(
  db: Queryable,
  customerId: string | null,
  cartId: string | undefined,
  address: string,
): Promise<Guesser> {
  if (customerId !== null) return { subject: `customer:${customerId}`, address };
  const cart = await visitorsCart(db, null, cartId);
  return { subject: cart ? `cart:${cart.id}` : `address:${address}`, address };
}
