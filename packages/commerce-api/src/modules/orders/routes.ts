import { orderCalls } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../module.ts';
import { orderNotFound } from './lifecycle.ts';
import { findOrder, listOrders, orderDetails, orderLines, toConfirmation, toOrder } from './queries.ts';

export function orderRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock, orderSteps, findCustomerContact } = deps;
  const before = [requireCustomer(deps)];

  /** Reads after expiring what is due, so an unpaid order past its hold never shows as payable. */
  const read = <T>(work: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await orderSteps.expireUnpaid(tx, clock());
      return work(tx);
    });

  const ownOrder = async (tx: Queryable, orderId: string, customerId: string) => {
    const order = await findOrder(tx, orderId, customerId);
    if (!order) throw orderNotFound();
    return order;
  };

  // Before `get`, whose `:orderId` would otherwise take "list".
  routes.handle(
    orderCalls.list,
    async ({ query }, c) => ({
      data: await read((tx) =>
        listOrders(tx, c.var.customer.customerId, {
          kind: query.kind,
          statuses: query.status,
          from: query.from,
          to: query.to,
          page: query.page,
          pageSize: query.pageSize,
        }),
      ),
    }),
    { before },
  );

  routes.handle(
    orderCalls.confirmation,
    async ({ query }, c) => ({
      data: await read(async (tx) => {
        const order = await ownOrder(tx, query.orderId, c.var.customer.customerId);
        return toConfirmation(order, await orderLines(tx, order.id));
      }),
    }),
    { before },
  );

  // orderCalls.cancel is served by the order-payment flow: cancelling runs the effects of the order's kind.

  routes.handle(
    orderCalls.get,
    async ({ params }, c) => ({
      data: await read(async (tx) => {
        const order = await ownOrder(tx, params.orderId, c.var.customer.customerId);
        return toOrder(order, await orderLines(tx, order.id), clock());
      }),
    }),
    { before },
  );

  routes.handle(
    orderCalls.details,
    async ({ query }, c) => ({
      data: await read(async (tx) =>
        orderDetails(
          tx,
          await ownOrder(tx, query.orderId, c.var.customer.customerId),
          findCustomerContact,
          clock(),
        ),
      ),
    }),
    { before },
  );
}
