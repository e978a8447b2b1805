import { checkoutCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { expireUnpaidOrders } from '../order-payment/expire.ts';
import { workOutCheckout } from './checkout-state.ts';
import { placeOrder } from './place-order.ts';

export function checkoutRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const before = [requireCustomer(deps)];

  routes.handle(
    checkoutCalls.state,
    async ({ query }, c) => ({
      data: await db.transaction(async (tx) => {
        // Stock held by orders whose hold ended is for sale again before the cart is checked.
        const now = clock();
        await expireUnpaidOrders(tx, now);
        return (await workOutCheckout(tx, c.var.customer.customerId, query, { lockCart: false, now })).state;
      }),
    }),
    { before },
  );

  routes.handle(
    checkoutCalls.placeOrder,
    async ({ body }, c) => ({ data: await placeOrder(db, c.var.customer.customerId, body, clock()) }),
    { before },
  );
}
