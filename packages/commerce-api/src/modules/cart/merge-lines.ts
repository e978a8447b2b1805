import type { Queryable } from '../../db/database.ts';
import { cartLines } from './carts.ts';

/**
 * Moves a guest cart's lines into the customer's cart, in the caller's transaction: quantities add
 * up to each product's limit (`limitsOf` answers them, by product id), and an exchange line goes
 * with its product unless the customer's line has one already.
 */
export async function mergeCartLines(
  tx: Queryable,
  guestCartId: string,
  ownCartId: string,
  limitsOf: (productIds: string[]) => Promise<ReadonlyMap<string, number>>,
): Promise<void> {
  const guestLines = await cartLines(tx, guestCartId);
  const ownLines = await cartLines(tx, ownCartId);
  const guestProducts = guestLines.flatMap((line) => (line.kind === 'product' ? [line] : []));
  const limits = await limitsOf(guestProducts.map((line) => line.productId));
  const exchangeOf = (lines: typeof guestLines, parentId: string) =>
    lines.find((line) => line.kind === 'exchange' && line.parentId === parentId);

  for (const line of guestProducts) {
    const mine = ownLines.find((other) => other.kind === 'product' && other.productId === line.productId);
    if (!mine) {
      // Its exchange line follows (ON UPDATE CASCADE on the parent reference).
      await tx.query('UPDATE cart_lines SET cart_id = $2 WHERE id = $1', [line.id, ownCartId]);
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
        ownCartId,
        mine.id,
      ]);
    }
  }
}
