import type { Queryable } from '../../db/database.ts';
import type { StaffAccount } from './staff-members.ts';

/**
 * The demo staff (docs/demo-journeys.md): a call-centre agent for every hub, a CRO of the demo
 * customer's hub (PNQ-02) and a CRO of another hub (BLR-05). Their numbers are no customer's.
 */
export const seedStaff: readonly (StaffAccount & { mobile: string })[] = [
  { staffId: 'STF-1001', name: 'Kavya Rao', mobile: '9000000201', role: 'call-centre', hubCode: null },
  { staffId: 'STF-2001', name: 'Imran Shaikh', mobile: '9000000202', role: 'cro', hubCode: 'PNQ-02' },
  { staffId: 'STF-2002', name: 'Lata Menon', mobile: '9000000203', role: 'cro', hubCode: 'BLR-05' },
];

export async function seedStaffMembers(db: Queryable, now: Date): Promise<void> {
  for (const staff of seedStaff) {
    await db.query(
      `INSERT INTO staff_members (id, name, mobile, role, hub_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [staff.staffId, staff.name, staff.mobile, staff.role, staff.hubCode, now],
    );
  }
}
