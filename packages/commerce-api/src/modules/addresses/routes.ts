import { addressCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../module.ts';
import { addAddress, listAddresses, removeAddress, updateAddress } from './queries.ts';

export function addressRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const before = [requireCustomer(deps)];

  routes.handle(
    addressCalls.list,
    async (_, c) => ({ data: await listAddresses(db, c.var.customer.customerId) }),
    { before },
  );

  routes.handle(
    addressCalls.add,
    async ({ body }, c) => ({
      data: await db.transaction((tx) => addAddress(tx, c.var.customer.customerId, body, clock())),
    }),
    { before },
  );

  routes.handle(
    addressCalls.update,
    async ({ body: { id, ...fields } }, c) => ({
      data: await db.transaction((tx) => updateAddress(tx, c.var.customer.customerId, id, fields)),
    }),
    { before },
  );

  routes.handle(
    addressCalls.remove,
    async ({ query }, c) => ({
      data: await db.transaction((tx) => removeAddress(tx, c.var.customer.customerId, query.id)),
    }),
    { before },
  );
}
