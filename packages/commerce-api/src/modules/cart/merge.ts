import type { Queryable } from '../../db/database.ts';
import { orderableProducts } from '../catalogue/queries.ts';
import { moveCartCoupons } from '../coupons/coupons.ts';
import { cartLines, findCustomerCart, touchCart } from './carts.ts';
import { visitorsCart } from './ownership.ts';

/**
 * On sign-in, inside its transaction: the guest cart's lines join the customer's cart (quantities
 * add up to each product's limit, an exchange line goes with its product unless the customer's line
 * has one already), its coupons join theirs (up to 3) and the guest cart goes. Only a guest cart is taken, never a customer's. Answers
 * the customer's cart id, or null when they have none.
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
    await tx.query('UPDATE carts SET customer_id = $2, updated_at = $3 WHERE id = $1', [
      guest.id,
      customerId,
      now,
    ]);
    return guest.id;
  }
  const guestLines = await cartLines(tx, guest.id);
  const ownLines = await cartLines(tx, own.id);
  const guestProducts = guestLines.flatMap((line) => (line.kind === 'product' ? [line] : []));
  const limits = new Map(
    (
      await orderableProducts(
        tx,
        guestProducts.map((line) => line.productId),
      )
    ).map((product) => [product.productId, product.limit]),
  );
  const exchangeOf = (lines: typeof guestLines, parentId: string) =>
    lines.find((line) => line.kind === 'exchange' && line.parentId === parentId);

  for (const line of guestProducts) {
    const mine = ownLines.find((other) => other.kind === 'product' && other.productId === line.productId);
    if (!mine) {
      // Its exchange line follows (ON UPDATE CASCADE on the parent reference).
      await tx.query('UPDATE cart_lines SET cart_id = $2 WHERE id = $1', [line.id, own.id]);
      continue;
    }
    await tx.query('UPDATE cart_lines SET quantity = least(quantity + $2, $3) WHERE id = $1', [
      mine.id,
      line.quantity,
      limits.get(line.productId),
    ]);
    const exchange = exchangeOf(guestLines, line.id);
    if (exchange && !exchangeOf(ownLines, mine.id)) {
      await tx.query('UPDATE cart_lines SET cart_id = $2, parent_line_id = $3 WHERE id = $1', [
        exchange.id,
        own.id,
        mine.id,
      ]);
    }
  }
  await moveCartCoupons(tx, guest.id, own.id);
  await tx.query('DELETE FROM carts WHERE id = $1', [guest.id]);
  await touchCart(tx, own.id, now);
  return own.id;
}
