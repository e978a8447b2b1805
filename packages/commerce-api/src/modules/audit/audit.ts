import { AUDIT_PAGE_SIZE, CALL_CENTRE_MESSAGES } from '@nirmal/domain/contract';
import type { AuditAction, AuditEntry, AuditHistory } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';

// The audit trail of staff work on customers' data. Entries are only ever added: nothing here
// changes or removes one, and the table's trigger refuses anyone who tries.

export interface StaffActionEntry {
  staffId: string;
  action: AuditAction;
  at: Date;
  /** The customer concerned; null when none was found. */
  customerId: string | null;
  /** The customer's name as the staff member saw it; null when none was found or it was not shown. */
  customerName: string | null;
  /** A masked mobile number, a device id or a link id. */
  subject: string;
  detail: string;
}

/** Records what a staff member did, in the caller's transaction when it has one. */
export async function recordStaffAction(db: Queryable, entry: StaffActionEntry): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit (staff_id, at, action, customer_id, customer_name, subject, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.staffId,
      entry.at,
      entry.action,
      entry.customerId,
      entry.customerName,
      entry.subject,
      entry.detail,
    ],
  );
}

const CURSOR = /^[1-9][0-9]{0,17}$/;

/**
 * The staff member's own entries, newest first, a page at a time: the cursor is the id of the last
 * entry of the page before, so entries added meanwhile never shift a page.
 */
export async function staffHistory(
  db: Queryable,
  staffId: string,
  cursor: string | undefined,
): Promise<AuditHistory> {
  if (cursor !== undefined && !CURSOR.test(cursor)) {
    throw new ApiError(400, 'INVALID_REQUEST', CALL_CENTRE_MESSAGES.cursor);
  }
  const rows = await db.query<Omit<AuditEntry, 'at'> & { at: Date }>(
    `SELECT a.id::text AS id, a.at, a.action, a.customer_id AS "customerId", a.customer_name AS "customerName",
            a.subject, a.detail
       FROM staff_audit a
      WHERE a.staff_id = $1 AND ($2::bigint IS NULL OR a.id < $2::bigint)
      ORDER BY a.id DESC
      LIMIT $3`,
    [staffId, cursor ?? null, AUDIT_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
