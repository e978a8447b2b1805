import type { Queryable } from '../../db/database.ts';

// Stock held for unpaid orders (stock_reservations, migration 012). Units to sell at a hub are its
// inventory less the held reservations there (the catalogue's stock reading subtracts them too).
// Holding locks the inventory rows, in material order so two checkouts never wait on each other in a circle: of two
// checkouts racing for the last unit, the second waits for the first and then finds none left.

export interface StockNeed {
  materialId: string;
  quantity: number;
}

export interface Shortage {
  materialId: string;
  /** Units left to sell at the hub (0 when none or not carried). */
  available: number;
}

/** Holds `needs` at `hubCode` for the order until `expiresAt`; holds nothing and answers the shortages if any. */
export async function holdStock(
  tx: Queryable,
  {
    orderId,
    hubCode,
    needs,
    expiresAt,
  }: { orderId: string; hubCode: string; needs: readonly StockNeed[]; expiresAt: Date },
): Promise<Shortage[]> {
  const sorted = [...needs].sort((a, b) =>
    a.materialId < b.materialId ? -1 : a.materialId > b.materialId ? 1 : 0,
  );
  const shortages: Shortage[] = [];
  for (const need of sorted) {
    await tx.query('SELECT 1 FROM inventory WHERE hub_code = $1 AND material_id = $2 FOR UPDATE', [
      hubCode,
      need.materialId,
    ]);
    // A statement of its own after the lock: on PostgreSQL it then sees what the checkout it waited
    // for held (a subquery of the locking statement would still read from before the wait).
    const [row] = await tx.query<{ available: number }>(
      `SELECT i.quantity - coalesce((
                SELECT sum(r.quantity) FROM stock_reservations r
                 WHERE r.state = 'held' AND r.hub_code = i.hub_code AND r.material_id = i.material_id
                   AND r.order_id <> $3
              ), 0)::int AS available
         FROM inventory i WHERE i.hub_code = $1 AND i.material_id = $2`,
      [hubCode, need.materialId, orderId],
    );
    const available = Math.max(0, row?.available ?? 0);
    if (available < need.quantity) shortages.push({ materialId: need.materialId, available });
  }
  if (shortages.length > 0) return shortages;
  for (const need of sorted) {
    await tx.query(
      `INSERT INTO stock_reservations (order_id, hub_code, material_id, quantity, expires_at, state)
       VALUES ($1, $2, $3, $4, $5, 'held')
       ON CONFLICT (order_id, material_id)
       DO UPDATE SET hub_code = excluded.hub_code, quantity = excluded.quantity, expires_at = excluded.expires_at,
                     state = 'held'`,
      [orderId, hubCode, need.materialId, need.quantity, expiresAt],
    );
  }
  return [];
}

/** The order is paid: its held units leave the inventory. */
export async function commitStock(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE inventory i SET quantity = i.quantity - r.quantity
       FROM stock_reservations r
      WHERE r.order_id = $1 AND r.state = 'held' AND i.hub_code = r.hub_code AND i.material_id = r.material_id`,
    [orderId],
  );
  await tx.query("UPDATE stock_reservations SET state = 'committed' WHERE order_id = $1 AND state = 'held'", [
    orderId,
  ]);
}

/** The order will not be paid or was cancelled: held units are for sale again, committed ones go back. */
export async function releaseStock(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE inventory i SET quantity = i.quantity + r.quantity
       FROM stock_reservations r
      WHERE r.order_id = $1 AND r.state = 'committed' AND i.hub_code = r.hub_code AND i.material_id = r.material_id`,
    [orderId],
  );
  await tx.query(
    "UPDATE stock_reservations SET state = 'released' WHERE order_id = $1 AND state <> 'released'",
    [orderId],
  );
}
