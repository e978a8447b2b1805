import { callCentreCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireStaff } from '../../http/require-staff.ts';
import type { ModuleDeps } from '../module.ts';
import { staffHistory } from './audit.ts';

/** A staff member's own history: never another's, whatever the request names. */
export function auditRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  routes.handle(
    callCentreCalls.audit,
    async ({ query }, c) => ({ data: await staffHistory(deps.db, c.var.staff.staffId, query.cursor) }),
    { before: [requireStaff(deps)] },
  );
}
