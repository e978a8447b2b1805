import type { Queryable } from '../../db/database.ts';
import { releaseStock } from '../../modules/catalogue/stock-holds.ts';
import { releaseCouponsForOrder } from '../../modules/coupons/usage.ts';
import { expireDueOrders } from '../../modules/orders/lifecycle.ts';

/**
 * Everything an order held while unpaid goes back as it expires, is replaced or is cancelled: its
 * stock (catalogue) and its coupons' usage (coupons). An order of a kind that holds neither has
 * nothing to give back.
 */
export async function releaseHolds(tx: Queryable, orderId: string, now: Date): Promise<void> {
  await releaseStock(tx, orderId);
  await releaseCouponsForOrder(tx, orderId, now);
}

/** Expires every unpaid order whose hold has ended, giving back what each held; answers their ids. */
export const expireUnpaidOrders = (tx: Queryable, now: Date): Promise<string[]> =>
  expireDueOrders(tx, now, releaseHolds);
