import { randomBytes } from 'node:crypto';
import type { ExchangeDetails } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

// The cart's own tables. Every statement names the cart it works on; which cart a visitor may use
// is decided before (see ownership.ts), never from the line ids a request sends.

export interface CartRow {
  id: string;
  customerId: string | null;
  pincode: string | null;
}

interface LineBase {
  id: string;
}

export interface ProductLineRow extends LineBase {
  kind: 'product';
  productId: string;
  quantity: number;
  seenUnitPricePaise: number;
}

export interface ExchangeLineRow extends LineBase, ExchangeDetails {
  kind: 'exchange';
  parentId: string;
  valuePaise: number;
}

export type LineRow = ProductLineRow | ExchangeLineRow;

/** 24 random bytes: an id nobody can guess, which is all a guest cart is guarded by. */
const newId = () => randomBytes(24).toString('base64url');

const CART_COLUMNS = 'id, customer_id AS "customerId", pincode';

/** A cart by id; `forUpdate` holds it until the transaction ends, so changes to one cart queue. */
export async function findCart(db: Queryable, cartId: string, forUpdate = false): Promise<CartRow | null> {
  const [cart] = await db.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [cartId],
  );
  return cart ?? null;
}

export async function findCustomerCart(
  db: Queryable,
  customerId: string,
  forUpdate = false,
): Promise<CartRow | null> {
  const [cart] = await db.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM carts WHERE customer_id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [customerId],
  );
  return cart ?? null;
}

/** A new cart; a customer who got one meanwhile (another tab's add) keeps that one. */
export async function createCart(db: Queryable, customerId: string | null, now: Date): Promise<CartRow> {
  const [cart] = await db.query<CartRow>(
    `INSERT INTO carts (id, customer_id, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (customer_id) WHERE customer_id IS NOT NULL DO NOTHING
     RETURNING ${CART_COLUMNS}`,
    [newId(), customerId, now],
  );
  const existing = cart ?? (customerId === null ? null : await findCustomerCart(db, customerId, true));
  if (!existing) throw new Error('The new cart was neither made nor found');
  return existing;
}

/** Marks the cart changed now, and remembers the pincode it was last checked against when one is given. */
export async function touchCart(db: Queryable, cartId: string, now: Date, pincode?: string): Promise<void> {
  await db.query('UPDATE carts SET updated_at = $2, pincode = coalesce($3, pincode) WHERE id = $1', [
    cartId,
    now,
    pincode ?? null,
  ]);
}

/** The cart's lines in the order they were added. */
export async function cartLines(db: Queryable, cartId: string): Promise<LineRow[]> {
  const rows = await db.query<{
    id: string;
    productId: string | null;
    quantity: number | null;
    seenUnitPricePaise: number | null;
    parentId: string | null;
    productType: ExchangeDetails['productType'] | null;
    brand: string | null;
    ageYears: number | null;
    condition: ExchangeDetails['condition'] | null;
    valuePaise: number | null;
  }>(
    `SELECT id, product_id AS "productId", quantity, seen_unit_price_paise AS "seenUnitPricePaise",
            parent_line_id AS "parentId", exchange_product_type AS "productType", exchange_brand AS brand,
            exchange_age_years AS "ageYears", exchange_condition AS condition,
            exchange_value_paise AS "valuePaise"
       FROM cart_lines WHERE cart_id = $1 ORDER BY position`,
    [cartId],
  );
  // The table's CHECK makes each row wholly one kind or the other.
  return rows.map((row): LineRow =>
    row.parentId === null
      ? {
          kind: 'product',
          id: row.id,
          productId: row.productId as string,
          quantity: row.quantity as number,
          seenUnitPricePaise: row.seenUnitPricePaise as number,
        }
      : {
          kind: 'exchange',
          id: row.id,
          parentId: row.parentId,
          productType: row.productType as ExchangeDetails['productType'],
          brand: row.brand as string,
          ageYears: row.ageYears as number,
          condition: row.condition as ExchangeDetails['condition'],
          valuePaise: row.valuePaise as number,
        },
  );
}

/** Puts a product in the cart at a quantity, or sets the quantity of its line; the price seen is kept. */
export async function putProduct(
  db: Queryable,
  cartId: string,
  line: { productId: string; quantity: number; unitPricePaise: number },
): Promise<void> {
  await db.query(
    `INSERT INTO cart_lines (id, cart_id, product_id, quantity, seen_unit_price_paise) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (cart_id, product_id)
     DO UPDATE SET quantity = excluded.quantity, seen_unit_price_paise = excluded.seen_unit_price_paise`,
    [newId(), cartId, line.productId, line.quantity, line.unitPricePaise],
  );
}

/** Puts an old product in exchange under a product line, in place of the one there. */
export async function putExchange(
  db: Queryable,
  cartId: string,
  parentId: string,
  exchange: ExchangeDetails & { valuePaise: number },
): Promise<void> {
  await db.query('DELETE FROM cart_lines WHERE cart_id = $1 AND parent_line_id = $2', [cartId, parentId]);
  await db.query(
    `INSERT INTO cart_lines (id, cart_id, parent_line_id, exchange_product_type, exchange_brand,
                             exchange_age_years, exchange_condition, exchange_value_paise)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      newId(),
      cartId,
      parentId,
      exchange.productType,
      exchange.brand,
      exchange.ageYears,
      exchange.condition,
      exchange.valuePaise,
    ],
  );
}

/** Removes lines of the cart; a product line's exchange line goes with it (ON DELETE CASCADE). */
export async function deleteLines(db: Queryable, cartId: string, lineIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM cart_lines WHERE cart_id = $1 AND id = ANY ($2::text[])', [cartId, lineIds]);
}

/** A guest's cart becomes the customer's (on sign-in, when they have none). */
export async function giveCart(db: Queryable, cartId: string, customerId: string, now: Date): Promise<void> {
  await db.query('UPDATE carts SET customer_id = $2, updated_at = $3 WHERE id = $1', [
    cartId,
    customerId,
    now,
  ]);
}

/** Deletes a cart with its lines and coupons. */
export async function deleteCart(db: Queryable, cartId: string): Promise<void> {
  await db.query('DELETE FROM carts WHERE id = $1', [cartId]);
}
