import { catalogueCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import { notFound } from '../../http/errors.ts';
import { PRODUCT_NOT_FOUND } from '../../modules/catalogue/routes.ts';
import type { ModuleDeps } from '../../modules/module.ts';
import { productOffers } from './product-offers.ts';

export function productOfferRoutes(routes: CallRoutes, { db }: ModuleDeps): void {
  routes.handle(catalogueCalls.offers, async ({ query }) => {
    const offers = await productOffers(db, query.productId);
    if (!offers) throw notFound(PRODUCT_NOT_FOUND);
    return { data: offers };
  });
}
