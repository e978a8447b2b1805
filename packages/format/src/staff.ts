// Staff roles and what staff did, and the words the agent pages show for them (issue 22): the
// design system shows them and the domain's contract carries them.

/** What a staff member does: a call-centre agent serves every hub, a CRO (customer-relations officer) one. */
export type StaffRole = 'call-centre' | 'cro';
export const staffRoles = ['call-centre', 'cro'] as const satisfies readonly StaffRole[];

/** How a role is named on the agent pages and in their messages ("This page is for CRO staff."). */
export const staffRoleLabels: Readonly<Record<StaffRole, string>> = {
  'call-centre': 'Call centre',
  cro: 'CRO',
};

/** What the audit trail records of a staff member's work. */
export type StaffAction =
  'lookup' | 'lookup-refused' | 'link-created' | 'link-resent' | 'link-cancelled' | 'link-replaced';
export const staffActions = [
  'lookup',
  'lookup-refused',
  'link-created',
  'link-resent',
  'link-cancelled',
  'link-replaced',
] as const satisfies readonly StaffAction[];

/** How an entry of a staff member's history is named. */
export const staffActionLabels: Readonly<Record<StaffAction, string>> = {
  lookup: 'Looked up',
  'lookup-refused': 'Look-up refused',
  'link-created': 'Link created',
  'link-resent': 'Link resent',
  'link-cancelled': 'Link cancelled',
  'link-replaced': 'Link replaced',
};

/** A customer's number as staff see it: its first two and last four digits, '90••••0001'. */
export function maskMobileForStaff(mobile: string): string {
  return `${mobile.slice(0, 2)}••••${mobile.slice(-4)}`;
}
