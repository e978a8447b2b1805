import type { StaffRole } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

/** A staff member's account. */
export interface StaffAccount {
  staffId: string;
  name: string;
  role: StaffRole;
  /** A CRO's hub; null for the call centre, which serves every hub. */
  hubCode: string | null;
}

/** The staff account of a registered number, or null: a customer's number is never a staff member's. */
export async function staffByMobile(db: Queryable, mobile: string): Promise<StaffAccount | null> {
  const [staff] = await db.query<StaffAccount>(
    `SELECT id AS "staffId", name, role, hub_code AS "hubCode" FROM staff_members WHERE mobile = $1`,
    [mobile],
  );
  return staff ?? null;
}
