import type { CatalogueClient } from '../clients/catalogue.ts';
import type { ProductDetail } from '../contract/index.ts';
import { defineQuery } from './define-query.ts';

/** How many other products of its category a product page suggests. */
export const RELATED_PRODUCTS = 4;

// What anyone may see: keyed outside the customer scope, so it survives a sign-out. Prices, stock and
// delivery change while a customer browses, so they are asked afresh; the page itself for a minute.
const PRODUCT_STALE_MS = 60_000;

/** What the product page (§2 /dp/…) reads: the product, its price now, its stock and delivery, and its neighbours. */
export const productQueries = {
  detail: (catalogue: CatalogueClient, slug: string) =>
    defineQuery({
      queryKey: ['catalogue', 'product', slug],
      queryFn: () => catalogue.productDetail(slug),
      staleTime: PRODUCT_STALE_MS,
    }),
  /** The price now with its exchange offers; null when the product is no longer sold. */
  price: (catalogue: CatalogueClient, productId: string) =>
    defineQuery({
      queryKey: ['catalogue', 'price', productId],
      queryFn: async () => (await catalogue.prices([productId]))[0] ?? null,
    }),
  /** Stock across all hubs, for a page asked without a pincode; null for an unknown product. */
  inventory: (catalogue: CatalogueClient, productId: string) =>
    defineQuery({
      queryKey: ['catalogue', 'inventory', productId],
      queryFn: async () => (await catalogue.inventories([productId]))[0] ?? null,
    }),
  /** The one pincode answer: stock, delivery, installation and service there; the page says when it failed. */
  availability: (catalogue: CatalogueClient, productId: string, pincode: string) =>
    defineQuery({
      queryKey: ['catalogue', 'availability', productId, pincode],
      queryFn: () => catalogue.availability({ productId, pincode }),
      meta: { optional: true },
    }),
  /** Other products of the product's own category; the page does without them. */
  related: (
    catalogue: CatalogueClient,
    { productId, breadcrumb }: Pick<ProductDetail, 'productId' | 'breadcrumb'>,
  ) =>
    defineQuery({
      queryKey: ['catalogue', 'related', productId],
      queryFn: async () => {
        const category = breadcrumb.at(-1);
        if (!category) return [];
        const listing = await catalogue.listing({ category: category.path, pageSize: RELATED_PRODUCTS + 1 });
        return listing.products
          .filter((product) => product.productId !== productId)
          .slice(0, RELATED_PRODUCTS);
      },
      staleTime: PRODUCT_STALE_MS,
      meta: { optional: true },
    }),
};
