import { reviewCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { requireCustomer } from '../../http/require-customer.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { changeReview, myReview, productReviews, removeReview, writeReview } from './product-reviews.ts';

export function productReviewRoutes(routes: CallRoutes, deps: ModuleDeps): void {
  const { db, clock } = deps;
  const before = [requireCustomer(deps)];

  routes.handle(reviewCalls.list, async ({ query: { productId, ...filter } }) => ({
    data: await productReviews(db, productId, filter),
  }));
  routes.handle(
    reviewCalls.mine,
    async ({ query }, c) => ({ data: await myReview(db, c.var.customer.customerId, query.productId) }),
    { before },
  );
  routes.handle(
    reviewCalls.create,
    async ({ body }, c) => ({ data: await writeReview(db, c.var.customer.customerId, body, clock()) }),
    { before },
  );
  routes.handle(
    reviewCalls.update,
    async ({ params, body }, c) => ({
      data: await changeReview(db, c.var.customer.customerId, params.reviewId, body, clock()),
    }),
    { before },
  );
  routes.handle(
    reviewCalls.remove,
    async ({ params }, c) => ({ data: await removeReview(db, c.var.customer.customerId, params.reviewId) }),
    { before },
  );
}
