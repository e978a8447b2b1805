import { assetCalls, AMC_MESSAGES, indianDay } from '@nirmal/domain/contract';
import { notFound } from '../../http/errors.ts';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../module.ts';
import { findAsset, listAssets } from './queries.ts';

export function assetRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const signedIn = { before: [requireCustomer(deps)] };
  routes.handle(
    assetCalls.list,
    async (_, c) => ({ data: await listAssets(db, c.var.customer.customerId, indianDay(clock())) }),
    signedIn,
  );
  routes.handle(
    assetCalls.get,
    async ({ params }, c) => {
      const asset = await findAsset(db, c.var.customer.customerId, params.id, indianDay(clock()));
      if (!asset) throw notFound(AMC_MESSAGES.deviceUnknown);
      return { data: asset };
    },
    signedIn,
  );
}
