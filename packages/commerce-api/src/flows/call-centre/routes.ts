import { callCentreCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireStaff } from '../../http/require-staff.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { lookUpCustomer, staffPlanPrice } from './lookup.ts';

/** Only signed-in staff, of either role, whatever the public paths say. */
export function callCentreRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const before = [requireStaff(deps)];

  routes.handle(
    callCentreCalls.lookup,
    async ({ query }, c) => ({ data: await lookUpCustomer(db, c.var.staff, query, clock()) }),
    { before },
  );
  routes.handle(
    callCentreCalls.planPrice,
    async ({ query }, c) => ({ data: await staffPlanPrice(db, c.var.staff, query, clock()) }),
    { before },
  );
}
