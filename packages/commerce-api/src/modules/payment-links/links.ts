import { randomBytes } from 'node:crypto';
import { CURRENCY } from '@nirmal/domain/contract';
import type { PaymentLink, PaymentLinkPurpose, PaymentLinkStatus } from '@nirmal/domain/contract';
import { maskMobileForStaff } from '@nirmal/format';
import type { Queryable } from '../../db/database.ts';
import type { LinkForPayment } from '../module.ts';

// Payment links: one row per link, at most one awaiting payment per order. A link's status moves forward only (the
// table's trigger refuses anything else): every change here is written `WHERE status = 'created'`,
// so a link already paid, expired, cancelled or replaced is left as it is and the caller learns so.

export interface LinkRow {
  id: string;
  orderId: string;
  referenceId: string;
  purpose: PaymentLinkPurpose;
  description: string;
  customerId: string;
  customerName: string;
  mobile: string;
  amountPaise: number;
  status: PaymentLinkStatus;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  createdBy: string;
  idempotencyKey: string;
  smsSentAt: Date;
}

const COLUMNS = `
  id, order_id AS "orderId", reference_id AS "referenceId", purpose, description, customer_id AS "customerId",
  customer_name AS "customerName", mobile, amount_paise AS "amountPaise", status, created_at AS "createdAt",
  expires_at AS "expiresAt", paid_at AS "paidAt", created_by AS "createdBy", idempotency_key AS "idempotencyKey",
  sms_sent_at AS "smsSentAt"`;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `plink_` and 14 random letters or digits, as Razorpay names its links. */
export function newLinkId(): string {
  return `plink_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export type NewLink = Omit<LinkRow, 'status' | 'paidAt'>;

export async function insertLink(tx: Queryable, link: NewLink): Promise<void> {
  await tx.query(
    `INSERT INTO payment_links (id, order_id, reference_id, purpose, description, customer_id, customer_name, mobile,
                                amount_paise, created_at, expires_at, created_by, idempotency_key, sms_sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      link.id,
      link.orderId,
      link.referenceId,
      link.purpose,
      link.description,
      link.customerId,
      link.customerName,
      link.mobile,
      link.amountPaise,
      link.createdAt,
      link.expiresAt,
      link.createdBy,
      link.idempotencyKey,
      link.smsSentAt,
    ],
  );
}

async function oneLink(db: Queryable, where: string, values: unknown[], forUpdate: boolean) {
  const [row] = await db.query<LinkRow>(
    `SELECT ${COLUMNS} FROM payment_links WHERE ${where} ${forUpdate ? 'FOR UPDATE' : ''}`,
    values,
  );
  return row ?? null;
}

export const linkById = (db: Queryable, linkId: string, forUpdate = false) =>
  oneLink(db, 'id = $1', [linkId], forUpdate);

/** The latest link made for an order, if any. */
export const linkOfOrder = (db: Queryable, orderId: string, forUpdate = false) =>
  oneLink(db, 'order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [orderId], forUpdate);

/** The link a staff member's idempotency key already made. */
export const linkByKey = (db: Queryable, staffId: string, idempotencyKey: string) =>
  oneLink(db, 'created_by = $1 AND idempotency_key = $2', [staffId, idempotencyKey], false);

/** Marks a created link paid; false when it was not awaiting payment (paid already, or closed). */
export async function markLinkPaid(tx: Queryable, linkId: string, now: Date): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE payment_links SET status = 'paid', paid_at = $2 WHERE id = $1 AND status = 'created' RETURNING id`,
    [linkId, now],
  );
  return rows.length > 0;
}

/** Closes a created link (its order expired, was cancelled or replaced); a link in any other status stays. */
export async function closeLink(
  tx: Queryable,
  linkId: string,
  status: Exclude<PaymentLinkStatus, 'created' | 'paid'>,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE payment_links SET status = $2, closed_at = $3 WHERE id = $1 AND status = 'created'`,
    [linkId, status, now],
  );
}

/**
 * The plan links of these orders (a device's unpaid plan orders) the customer can still pay,
 * newest first: links a newer plan order for the device replaces (`forUpdate` locks them for that).
 */
export async function openPlanLinksOfOrders(
  db: Queryable,
  orderIds: readonly string[],
  now: Date,
  forUpdate = false,
): Promise<LinkRow[]> {
  if (orderIds.length === 0) return [];
  return db.query<LinkRow>(
    `SELECT ${COLUMNS} FROM payment_links
      WHERE status = 'created' AND purpose = 'plan' AND expires_at > $2 AND order_id = ANY($1::text[])
      ORDER BY created_at DESC, id DESC ${forUpdate ? 'FOR UPDATE' : ''}`,
    [orderIds, now],
  );
}

export async function recordSmsSent(tx: Queryable, linkId: string, now: Date): Promise<void> {
  await tx.query('UPDATE payment_links SET sms_sent_at = $2 WHERE id = $1', [linkId, now]);
}

/** Links in a page of a staff member's list. */
export const LINK_PAGE_SIZE = 20;

/** Where a page ends: the last link's creation time and id, as one opaque word. */
const encodeCursor = (row: LinkRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at);
  return Number.isNaN(createdAt.getTime()) || !id.startsWith('plink_') ? null : { createdAt, id };
}

/** The links a staff member created, newest first, a page at a time; null for a cursor we never gave. */
export async function linksCreatedBy(
  db: Queryable,
  staffId: string,
  cursor: string | undefined,
): Promise<{ rows: LinkRow[]; nextCursor: string | null } | null> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (after === null) return null;
  const rows = await db.query<LinkRow>(
    `SELECT ${COLUMNS} FROM payment_links
      WHERE created_by = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3))
      ORDER BY created_at DESC, id DESC LIMIT $4`,
    [staffId, after?.createdAt ?? null, after?.id ?? null, LINK_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, LINK_PAGE_SIZE);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > LINK_PAGE_SIZE && last ? encodeCursor(last) : null };
}

/** `/pay/<linkId>` on the storefront: the address the SMS carries. */
export const shortUrlOf = (storefrontUrl: string, linkId: string) => `${storefrontUrl}/pay/${linkId}`;

export function toPaymentLink(row: LinkRow, storefrontUrl: string): PaymentLink {
  return {
    linkId: row.id,
    referenceId: row.referenceId,
    orderId: row.orderId,
    purpose: row.purpose,
    description: row.description,
    customerId: row.customerId,
    customerName: row.customerName,
    mobileMasked: maskMobileForStaff(row.mobile),
    amountPaise: row.amountPaise,
    currency: CURRENCY,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    shortUrl: shortUrlOf(storefrontUrl, row.id),
    smsSentAt: row.smsSentAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** The order's link still awaiting payment, as a payment provider needs it; null when there is none. */
export async function openLinkForPayment(db: Queryable, orderId: string): Promise<LinkForPayment | null> {
  const link = await linkOfOrder(db, orderId);
  return link?.status === 'created'
    ? { linkId: link.id, description: link.description, expiresAt: link.expiresAt }
    : null;
}
