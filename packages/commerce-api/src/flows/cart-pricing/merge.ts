import type { Queryable } from '../../db/database.ts';
import { orderableProducts } from '../../modules/catalogue/stock.ts';
import { moveCartCoupons } from '../../modules/coupons/coupons.ts';
import { deleteCart, findCustomerCart, giveCart, touchCart } from '../../modules/cart/carts.ts';
import { mergeCartLines } from '../../modules/cart/merge-lines.ts';
import { visitorsCart } from '../../modules/cart/ownership.ts';

/**
 * On sign-in, inside its transaction: the guest cart's lines join the customer's cart (cart's
 * mergeCartLines, with the catalogue's limits), its coupons join theirs (up to 3) and the guest cart
 * goes. Only a guest cart is taken, never a customer's. Answers the customer's cart id, or null
 * when they have none.
 */
export async function mergeGuestCart(
  tx: Queryable,
  guestCartId: string | undefined,
  customerId: string,
  now: Date,
): Promise<string | null> {
  const guest = guestCartId === undefined ? null : await visitorsCart(tx, null, guestCartId, true);
  const own = await findCustomerCart(tx, customerId, true);
  if (!guest) return own?.id ?? null;
  if (!own) {
    await giveCart(tx, guest.id, customerId, now);
    return guest.id;
  }
  await mergeCartLines(
    tx,
    guest.id,
    own.id,
    async (productIds) =>
      new Map((await orderableProducts(tx, productIds)).map((product) => [product.productId, product.limit])),
  );
  await moveCartCoupons(tx, guest.id, own.id);
  await deleteCart(tx, guest.id);
  await touchCart(tx, own.id, now);
  return own.id;
}
