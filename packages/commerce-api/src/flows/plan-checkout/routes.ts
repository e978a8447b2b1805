import { amcCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { placePlanOrder } from './place-plan-order.ts';

export function planCheckoutRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  routes.handle(
    amcCalls.checkout,
    async ({ body }, c) => ({ data: await placePlanOrder(db, c.var.customer.customerId, body, clock()) }),
    { before: [requireCustomer(deps)] },
  );
}
