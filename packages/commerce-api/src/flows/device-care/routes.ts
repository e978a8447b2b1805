import { amcCalls, assetCalls, indianDay } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { agreementOf, deviceLocation, planOffer, priceOfPlan, savingPromo } from './device-care.ts';

export function deviceCareRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const before = [requireCustomer(deps)];
  const today = () => indianDay(clock());

  routes.handle(
    amcCalls.offer,
    async ({ query }, c) => ({
      data: await planOffer(db, c.var.customer.customerId, query.assetId, today()),
    }),
    { before },
  );
  routes.handle(
    amcCalls.agreement,
    async ({ query }, c) => ({
      data: await agreementOf(db, c.var.customer.customerId, query.assetId, today()),
    }),
    { before },
  );
  routes.handle(
    amcCalls.price,
    async ({ query }, c) => ({ data: await priceOfPlan(db, c.var.customer.customerId, query, today()) }),
    { before },
  );
  routes.handle(
    assetCalls.location,
    async ({ query }, c) => ({
      data: await deviceLocation(db, c.var.customer.customerId, query.assetId, today()),
    }),
    { before },
  );
  routes.handle(
    assetCalls.savingPromo,
    async ({ query }, c) => ({
      data: await savingPromo(db, c.var.customer.customerId, query.assetId, today()),
    }),
    { before },
  );
}
