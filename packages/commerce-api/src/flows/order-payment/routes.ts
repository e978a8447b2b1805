import { orderCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { orderDetails } from '../../modules/orders/queries.ts';
import { cancelOrderOfKind } from './cancel.ts';
import { expireUnpaidOrders } from './expire.ts';

export function orderPaymentRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const before = [requireCustomer(deps)];
  routes.handle(
    orderCalls.cancel,
    async ({ body }, c) => ({
      data: await db.transaction(async (tx) => {
        const now = clock();
        await expireUnpaidOrders(tx, now);
        const order = await cancelOrderOfKind(tx, { ...body, customerId: c.var.customer.customerId, now });
        return orderDetails(tx, order, deps.findCustomerContact, now);
      }),
    }),
    { before },
  );
}
