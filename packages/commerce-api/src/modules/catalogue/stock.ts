import { stockStatusFor, type ProductType, type StockStatus } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { SUMMARY_COLUMNS, stockJoin, toSummary } from './product-rows.ts';
import type { ProductSummary, SummaryRow } from './product-rows.ts';

// What the server charges and what there is to sell: prices, stock by pincode, products as a cart
// checks them, and a product page's availability.

export interface Price {
  productId: string;
  materialId: string;
  mrpPaise: number;
  pricePaise: number;
  /** Whether an old product can be exchanged against it (the offers are valued elsewhere). */
  exchangeEligible: boolean;
}

/** The prices the server charges, in the order asked; unknown product ids are left out. */
export function pricesOf(db: Queryable, productIds: readonly string[]): Promise<Price[]> {
  return db.query<Price>(
    `SELECT p.product_id AS "productId", p.material_id AS "materialId", p.mrp_paise AS "mrpPaise",
            p.price_paise AS "pricePaise", p.exchange_eligible AS "exchangeEligible"
       FROM unnest($1::text[]) WITH ORDINALITY AS asked (product_id, position)
       JOIN products p ON p.product_id = asked.product_id
      ORDER BY asked.position`,
    [productIds],
  );
}

/** What an order line records of a product besides its price: its tax code and kind. */
export interface ProductFacts {
  hsnCode: string;
  productType: ProductType;
}

export async function productFacts(
  db: Queryable,
  productIds: readonly string[],
): Promise<Map<string, ProductFacts>> {
  const rows = await db.query<ProductFacts & { productId: string }>(
    `SELECT product_id AS "productId", hsn_code AS "hsnCode", product_type AS "productType"
       FROM products WHERE product_id = ANY ($1::text[])`,
    [productIds],
  );
  return new Map(rows.map(({ productId, ...facts }) => [productId, facts]));
}

export interface Inventory {
  productId: string;
  materialId: string;
  stockStatus: StockStatus;
  /** The most one order may take now: the product's limit, or fewer when fewer are left. */
  maxQuantity: number;
}

interface InventoryRow {
  productId: string;
  materialId: string;
  maxQuantity: number;
  units: number;
}

function inventoryRows(db: Queryable, productIds: readonly string[], pincode: string | null) {
  return db.query<InventoryRow>(
    `SELECT p.product_id AS "productId", p.material_id AS "materialId", p.max_quantity AS "maxQuantity",
            stock.units
       FROM unnest($1::text[]) WITH ORDINALITY AS asked (product_id, position)
       JOIN products p ON p.product_id = asked.product_id
       ${stockJoin('$2')}
      ORDER BY asked.position`,
    [productIds, pincode],
  );
}

const toInventory = ({ productId, materialId, maxQuantity, units }: InventoryRow): Inventory => ({
  productId,
  materialId,
  stockStatus: stockStatusFor(units),
  maxQuantity: Math.min(maxQuantity, units),
});

/** Stock of some products, at the pincode's hub or across all hubs; unknown ids are left out. */
export async function inventoriesOf(
  db: Queryable,
  productIds: readonly string[],
  pincode?: string,
): Promise<Inventory[]> {
  return (await inventoryRows(db, productIds, pincode ?? null)).map(toInventory);
}

export interface OrderableProduct extends ProductSummary {
  /** The most one order may take, whatever the stock. */
  limit: number;
  /** Units to sell: at the hub serving the pincode (none if no hub does), or at all hubs without one. */
  units: number;
  exchangeEligible: boolean;
}

/**
 * Products as a cart shows and checks them, in the order asked; unknown ids are left out. Units
 * held for the orders `releasing` names (the customer's unpaid ones, which placing a new order
 * gives up) count as for sale.
 */
export async function orderableProducts(
  db: Queryable,
  productIds: readonly string[],
  pincode?: string,
  releasing: readonly string[] = [],
): Promise<OrderableProduct[]> {
  const rows = await db.query<SummaryRow & { limit: number; exchangeEligible: boolean }>(
    `SELECT ${SUMMARY_COLUMNS}, p.max_quantity AS "limit", p.exchange_eligible AS "exchangeEligible"
       FROM unnest($1::text[]) WITH ORDINALITY AS asked (product_id, position)
       JOIN products p ON p.product_id = asked.product_id
       ${stockJoin('$2', '$3')}
      ORDER BY asked.position`,
    [productIds, pincode ?? null, releasing],
  );
  return rows.map(({ limit, exchangeEligible, ...row }) => ({
    ...toSummary(row),
    units: row.units,
    limit,
    exchangeEligible,
  }));
}

export interface Availability extends Omit<Inventory, 'materialId'> {
  pincode: string;
  city: string | null;
  state: string | null;
  delivery: { available: true; estimatedDate: string; chargePaise: number } | { available: false };
  installation: { available: true; estimatedDate: string; chargePaise: number } | { available: false };
  serviceAvailable: boolean;
}

interface ServedPincode {
  city: string;
  state: string;
  deliveryDate: string;
  installationDate: string;
  deliveryChargePaise: number;
  installationAvailable: boolean;
  installationChargePaise: number;
  serviceAvailable: boolean;
}

/**
 * The product page's answer for one pincode: whether and by when it arrives and for what charge,
 * the stock that serves it, and whether we install (the day after delivery) and service there.
 * Null for an unknown product; an unserved pincode gets a full answer that nothing is available.
 */
export async function availabilityAt(
  db: Queryable,
  productId: string,
  pincode: string,
  now: Date,
): Promise<Availability | null> {
  const [row] = await inventoryRows(db, [productId], pincode);
  if (!row) return null;
  const [served] = await db.query<ServedPincode>(
    `SELECT h.city, h.state, hp.delivery_charge_paise AS "deliveryChargePaise",
            to_char(today.date + hp.delivery_days, 'YYYY-MM-DD') AS "deliveryDate",
            to_char(today.date + hp.delivery_days + 1, 'YYYY-MM-DD') AS "installationDate",
            hp.installation_available AS "installationAvailable",
            hp.installation_charge_paise AS "installationChargePaise", hp.service_available AS "serviceAvailable"
       FROM hub_pincodes hp JOIN hubs h ON h.code = hp.hub_code,
            (SELECT ($2::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AS date) AS today
      WHERE hp.pincode = $1`,
    [pincode, now],
  );
  const { materialId: _materialId, ...inventory } = toInventory(row);
  const deliverable = served !== undefined && inventory.stockStatus !== 'out_of_stock';
  return {
    ...inventory,
    pincode,
    city: served?.city ?? null,
    state: served?.state ?? null,
    delivery: deliverable
      ? { available: true, estimatedDate: served.deliveryDate, chargePaise: served.deliveryChargePaise }
      : { available: false },
    installation:
      deliverable && served.installationAvailable
        ? {
            available: true,
            estimatedDate: served.installationDate,
            chargePaise: served.installationChargePaise,
          }
        : { available: false },
    serviceAvailable: served?.serviceAvailable ?? false,
  };
}
