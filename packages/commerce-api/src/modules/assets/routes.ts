import { assetCalls } from '@nirmal/domain/contract';
import { notFound } from '../../http/errors.ts';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../account/require-customer.ts';
import type { ModuleDeps } from '../module.ts';
import { findAsset, listAssets } from './queries.ts';

export function assetRoutes(routes: CallRoutes, { db, config, clock }: ModuleDeps): void {
  const signedIn = { before: [requireCustomer(db, clock, config)] };
  routes.handle(
    assetCalls.list,
    async (_, c) => ({ data: await listAssets(db, c.var.customer.customerId) }),
    signedIn,
  );
  routes.handle(
    assetCalls.get,
    async ({ params }, c) => {
      const asset = await findAsset(db, c.var.customer.customerId, params.id);
      if (!asset) throw notFound('We could not find this device among yours.');
      return { data: asset };
    },
    signedIn,
  );
}
