import { indianDay } from '@nirmal/domain/contract';
import { ApiError } from '../../../http/errors.ts';
import type { Queryable } from '../../../db/database.ts';
import { addBoughtDevices, devicesOfOrder, removeBoughtDevices } from '../../../modules/assets/bought.ts';
import { removeOrderedProducts } from '../../../modules/cart/removal.ts';
import { purifierModels } from '../../../modules/catalogue/models.ts';
import { commitStock, holdStock } from '../../../modules/catalogue/stock-holds.ts';
import { commitCouponsForOrder, couponUsedUpSinceHold } from '../../../modules/coupons/usage.ts';
import { orderLines } from '../../../modules/orders/queries.ts';
import type { OrderLineRow, OrderRow } from '../../../modules/orders/queries.ts';
import { anyVisitFor } from '../../../modules/service/queries.ts';
import type { KindEffects } from './kind.ts';

// A product order: paying commits its held stock and coupons, takes what was ordered out of the
// customer's cart and makes each water purifier bought one of the customer's devices (for its plans
// and service visits). Cancelling it releases the holds (the orders module does that with its
// status) and takes those devices away, unless a plan or a visit has been booked for one since.

/** Takes the stock again for an order whose hold lapsed; false when it is gone. */
async function holdAgain(tx: Queryable, order: OrderRow, now: Date): Promise<boolean> {
  if (order.hubCode === null) return true;
  const units = new Map<string, number>();
  for (const line of await orderLines(tx, order.id)) {
    if (line.productId) units.set(line.materialId, (units.get(line.materialId) ?? 0) + line.quantity);
  }
  const needs = [...units].map(([materialId, quantity]) => ({ materialId, quantity }));
  const shortages = await holdStock(tx, { orderId: order.id, hubCode: order.hubCode, needs, expiresAt: now });
  return shortages.length === 0;
}

export const productEffects: KindEffects = {
  /**
   * An order whose hold lapsed is paid if its coupons are not used up since (else 409
   * COUPON_USED_UP) and its stock can be held again (else 409 OUT_OF_STOCK): the caller refunds.
   */
  async check(tx, order, now) {
    const usedUp = await couponUsedUpSinceHold(tx, order.id, now);
    if (usedUp !== null) {
      throw new ApiError(
        409,
        'COUPON_USED_UP',
        `Your payment came after we stopped holding coupon ${usedUp} for this order, and it has been used up since. The money will be refunded.`,
      );
    }
    if (order.status === 'expired' && !(await holdAgain(tx, order, now))) {
      throw new ApiError(
        409,
        'OUT_OF_STOCK',
        'Your payment came after we stopped holding the items, and they have sold out. The money will be refunded.',
      );
    }
  },

  async apply(tx, order, now) {
    await commitStock(tx, order.id);
    await commitCouponsForOrder(tx, order.id, now);
    const lines = await orderLines(tx, order.id);
    const ordered = lines.flatMap((line) => (line.productId ? [line.productId] : []));
    await removeOrderedProducts(tx, order.customerId, ordered);
    await addDevicesBought(tx, order, lines, ordered, now);
  },

  async whyNotCancellable(tx, order) {
    const devices = await devicesOfOrder(tx, order.id);
    const inUse =
      devices.some((device) => device.hasPlan) ||
      (await anyVisitFor(
        tx,
        devices.map((device) => device.id),
      ));
    return inUse
      ? 'A maintenance plan or a service visit has been booked for a purifier of this order, so it can no longer be cancelled online. Call us and we will help.'
      : null;
  },

  cancelled: (tx, order) => removeBoughtDevices(tx, order.id),
};

/** Each water purifier of the order, one device per unit, installed where the order is delivered. */
async function addDevicesBought(
  tx: Queryable,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  ordered: readonly string[],
  now: Date,
): Promise<void> {
  if (order.hubCode === null || order.address === null) return;
  const models = await purifierModels(tx, ordered);
  await addBoughtDevices(
    tx,
    {
      customerId: order.customerId,
      orderId: order.id,
      hubCode: order.hubCode,
      address: order.address,
      paidOn: indianDay(now),
    },
    models.map((model) => ({ ...model, units: unitsOf(lines, model.productId) })),
  );
}

const unitsOf = (lines: readonly OrderLineRow[], productId: string) =>
  lines.reduce((units, line) => (line.productId === productId ? units + line.quantity : units), 0);
