import type { Queryable } from '../../../db/database.ts';
import type { PaymentEffects } from '../../../modules/orders/lifecycle.ts';
import type { OrderLineRow, OrderRow } from '../../../modules/orders/queries.ts';

/** What paying and cancelling do for one kind of order, beyond the order's own state. */
export interface KindEffects extends PaymentEffects {
  /**
   * Why the customer can no longer cancel this order (the kind's own terms), or null when they
   * may; asked only of an order in a cancellable status.
   */
  whyNotCancellable(
    tx: Queryable,
    order: OrderRow,
    lines: readonly OrderLineRow[],
    now: Date,
  ): Promise<string | null>;
  /** Runs once the order is cancelled, in the same transaction. */
  cancelled(tx: Queryable, order: OrderRow, lines: readonly OrderLineRow[], now: Date): Promise<void>;
}
