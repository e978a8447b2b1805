import type { Queryable } from '../../db/database.ts';

// The order's side of a refund: which cancelled paid orders still await theirs, and the state the
// customer reads on the order (the payments module follows the refund at the provider).

export interface RefundDue {
  orderId: string;
  amountPaise: number;
}

/** Cancelled paid orders whose refund has not reached the customer yet. */
export function ordersAwaitingRefund(tx: Queryable): Promise<RefundDue[]> {
  return tx.query<RefundDue>(
    `SELECT id AS "orderId", amount_paise AS "amountPaise" FROM orders
      WHERE refund_state IN ('initiated', 'failed') ORDER BY updated_at`,
  );
}

/** What the provider said of the order's refund; a refund that reached the customer stays so. */
export async function moveOrderRefund(
  tx: Queryable,
  orderId: string,
  state: 'initiated' | 'refunded' | 'failed',
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET refund_state = $2, refunded_at = CASE WHEN $2 = 'refunded' THEN $3::timestamptz END,
                       updated_at = $3
      WHERE id = $1 AND refund_state IN ('initiated', 'failed')`,
    [orderId, state, at],
  );
}
