import { randomBytes } from 'node:crypto';
import { ADDRESS_MESSAGES, MAX_ADDRESSES } from '@nirmal/domain/contract';
import type { Address } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';

// A customer's delivery addresses. Every statement names the customer, so another customer's
// address answers exactly as a missing one.

/** An address as the contract's add and update calls read it (trimmed, checked). */
export interface AddressFields {
  name: string;
  phone: string;
  house_number: string;
  address_name: string;
  city: string;
  state: string;
  postal_code: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  isDefault?: boolean | undefined;
}

const COLUMNS = `id, name, phone, house_number, address_name, city, state, postal_code, latitude, longitude,
  is_default AS "isDefault"`;

export const addressNotFound = () => notFound(ADDRESS_MESSAGES.unknown);

export function listAddresses(db: Queryable, customerId: string): Promise<Address[]> {
  return db.query<Address>(
    `SELECT ${COLUMNS} FROM addresses WHERE customer_id = $1 ORDER BY is_default DESC, position DESC`,
    [customerId],
  );
}

/** One of the customer's addresses, or their default when `addressId` is absent; null when none. */
export async function findAddress(
  db: Queryable,
  customerId: string,
  addressId: string | undefined,
): Promise<Address | null> {
  const [address] = await db.query<Address>(
    `SELECT ${COLUMNS} FROM addresses
      WHERE customer_id = $1 AND ($2::text IS NULL OR id = $2)
      ORDER BY is_default DESC, position DESC LIMIT 1`,
    [customerId, addressId ?? null],
  );
  return address ?? null;
}

/** Makes `addressId` the default when asked (or when the customer has no other). */
async function settleDefault(
  tx: Queryable,
  customerId: string,
  addressId: string,
  asked: boolean | undefined,
) {
  const [other] = await tx.query<{ id: string }>(
    'SELECT id FROM addresses WHERE customer_id = $1 AND is_default AND id <> $2',
    [customerId, addressId],
  );
  if (!asked && other) return;
  await tx.query('UPDATE addresses SET is_default = false WHERE customer_id = $1 AND is_default', [
    customerId,
  ]);
  await tx.query('UPDATE addresses SET is_default = true WHERE customer_id = $1 AND id = $2', [
    customerId,
    addressId,
  ]);
}

/** An address's own columns, name to longitude, in the order the statements below list them. */
const columnValues = (fields: AddressFields) => [
  fields.name,
  fields.phone,
  fields.house_number,
  fields.address_name,
  fields.city,
  fields.state,
  fields.postal_code,
  fields.latitude ?? null,
  fields.longitude ?? null,
];

export async function addAddress(
  tx: Queryable,
  customerId: string,
  fields: AddressFields,
  now: Date,
): Promise<Address> {
  // One add at a time per customer, so two adds at once cannot both pass the limit.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`addresses:${customerId}`]);
  const [count] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM addresses WHERE customer_id = $1',
    [customerId],
  );
  if ((count?.count ?? 0) >= MAX_ADDRESSES)
    throw new ApiError(409, 'TOO_MANY_ADDRESSES', ADDRESS_MESSAGES.tooMany);
  const id = `AD${randomBytes(12).toString('base64url')}`;
  await tx.query(
    `INSERT INTO addresses (id, customer_id, name, phone, house_number, address_name, city, state, postal_code,
                            latitude, longitude, is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false, $12)`,
    [id, customerId, ...columnValues(fields), now],
  );
  await settleDefault(tx, customerId, id, fields.isDefault);
  return (await findAddress(tx, customerId, id)) as Address;
}

export async function updateAddress(
  tx: Queryable,
  customerId: string,
  addressId: string,
  fields: AddressFields,
): Promise<Address> {
  const updated = await tx.query<{ id: string }>(
    `UPDATE addresses SET name = $3, phone = $4, house_number = $5, address_name = $6, city = $7, state = $8,
                          postal_code = $9, latitude = $10, longitude = $11
      WHERE customer_id = $1 AND id = $2 RETURNING id`,
    [customerId, addressId, ...columnValues(fields)],
  );
  if (updated.length === 0) throw addressNotFound();
  await settleDefault(tx, customerId, addressId, fields.isDefault);
  return (await findAddress(tx, customerId, addressId)) as Address;
}

/** Deletes one; when it was the default, the most recent other becomes the default. */
export async function removeAddress(
  tx: Queryable,
  customerId: string,
  addressId: string,
): Promise<Address[]> {
  const removed = await tx.query<{ isDefault: boolean }>(
    'DELETE FROM addresses WHERE customer_id = $1 AND id = $2 RETURNING is_default AS "isDefault"',
    [customerId, addressId],
  );
  if (removed.length === 0) throw addressNotFound();
  const next = removed[0]?.isDefault ? await findAddress(tx, customerId, undefined) : null;
  if (next) await settleDefault(tx, customerId, next.id, true);
  return listAddresses(tx, customerId);
}
