import type { Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { cartLines, deleteLines } from './carts.ts';
import type { CartRow } from './carts.ts';

export const LINE_GONE = 'This item is no longer in your cart. Reload the cart to see what is in it.';

/** Removes lines of this cart, all or none; with `parentId`, only that product line's exchange lines. */
export async function removeLines(
  db: Queryable,
  cart: CartRow,
  request: { lineIds: readonly string[]; parentId: string | undefined },
): Promise<void> {
  const lines = await cartLines(db, cart.id);
  for (const lineId of request.lineIds) {
    const line = lines.find(({ id }) => id === lineId);
    if (!line) throw notFound(LINE_GONE);
    if (request.parentId !== undefined && (line.kind !== 'exchange' || line.parentId !== request.parentId)) {
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        'Only the exchange of that product can be removed this way.',
      );
    }
  }
  await deleteLines(db, cart.id, request.lineIds);
}

/** After an order is paid: its products leave the customer's cart, with their exchange lines. */
export async function removeOrderedProducts(
  tx: Queryable,
  customerId: string,
  productIds: readonly string[],
): Promise<void> {
  await tx.query(
    `DELETE FROM cart_lines
      WHERE cart_id = (SELECT id FROM carts WHERE customer_id = $1) AND product_id = ANY ($2::text[])`,
    [customerId, productIds],
  );
}
