import type { OrderAddress, Technology } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { deviceImage } from './pictures.ts';
import { installedAddressValues } from './installed-address.ts';

// Devices bought in the shop: each unit of a water purifier in a paid order becomes one of the
// customer's devices, installed at the order's delivery address and served by its hub, in the
// maker's warranty from the day it was paid. They belong to that order: cancelling it takes them away.

export interface BoughtModel {
  name: string;
  materialId: string;
  technology: Technology;
  warrantyMonths: number;
  units: number;
}

export interface Purchase {
  customerId: string;
  orderId: string;
  hubCode: string;
  address: OrderAddress;
  /** India's day the order was paid: the warranty's first day. */
  paidOn: string;
}

/** Adds a device for each unit bought; nothing when the order made some already (a payment confirmed twice). */
export async function addBoughtDevices(
  tx: Queryable,
  purchase: Purchase,
  models: readonly BoughtModel[],
): Promise<void> {
  const [made] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM assets WHERE order_id = $1',
    [purchase.orderId],
  );
  if ((made?.count ?? 0) > 0) return;
  const { address } = purchase;
  for (const model of models) {
    for (let unit = 0; unit < model.units; unit++) {
      await tx.query(
        `INSERT INTO assets (id, customer_id, order_id, name, img, component_id, hub_code, segment, technology,
                             is_rental, warranty_status, warranty_end_date, house_number, address_name, city,
                             state, postal_code, latitude, longitude)
         VALUES ('AST-' || nextval('asset_numbers'), $1, $2, $3, $4, $5, $6, 'WATER_PURIFIER', $7, false,
                 CASE WHEN $8::int > 0 THEN 'IW' ELSE 'OW' END,
                 CASE WHEN $8::int > 0 THEN ($9::date + make_interval(months => $8::int))::date - 1 END,
                 $10, $11, $12, $13, $14, $15, $16)`,
        [
          purchase.customerId,
          purchase.orderId,
          model.name,
          deviceImage(model.technology),
          model.materialId,
          purchase.hubCode,
          model.technology,
          model.warrantyMonths,
          purchase.paidOn,
          ...installedAddressValues(address),
        ],
      );
    }
  }
}

/** The devices an order made. */
export async function devicesOfOrder(
  db: Queryable,
  orderId: string,
): Promise<{ id: string; hasPlan: boolean }[]> {
  return db.query<{ id: string; hasPlan: boolean }>(
    'SELECT id, plan_tier IS NOT NULL AS "hasPlan" FROM assets WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
}

/** Takes away the devices a cancelled order made. */
export async function removeBoughtDevices(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('DELETE FROM assets WHERE order_id = $1', [orderId]);
}
