import type { CatalogueClient, ListingRequest, SearchRequest } from '../clients/catalogue.ts';
import { defineQuery } from './define-query.ts';

// Prices and stock move during a day, not while a customer looks at one page.
const CATALOGUE_STALE_MS = 60_000;

function catalogueQuery<Data, const Key extends readonly unknown[]>(key: Key, load: () => Promise<Data>) {
  return defineQuery({ queryKey: ['catalogue', ...key], queryFn: load, staleTime: CATALOGUE_STALE_MS });
}

/** The catalogue as pages read it (§2): the same for every customer, so never in the customer's scope. */
export const catalogueQueries = {
  /** One page of a category listing; "show more" reads the pages before it by their own keys. */
  listing: (catalogue: CatalogueClient, request: ListingRequest) =>
    catalogueQuery(['listing', request], () => catalogue.listing(request)),
  /** Suggestions while typing (a small pageSize) and the results page (with facets and filters). */
  search: (catalogue: CatalogueClient, request: SearchRequest) =>
    catalogueQuery(['search', request], () => catalogue.search(request)),
  productDetail: (catalogue: CatalogueClient, slug: string) =>
    catalogueQuery(['product', slug], () => catalogue.productDetail(slug)),
  related: (catalogue: CatalogueClient, productId: string) =>
    catalogueQuery(['related', productId], () => catalogue.related(productId)),
  /** The price now with its exchange offers; null when the product is no longer sold. Asked afresh. */
  price: (catalogue: CatalogueClient, productId: string) =>
    defineQuery({
      queryKey: ['catalogue', 'price', productId],
      queryFn: async () => (await catalogue.prices([productId]))[0] ?? null,
      // The product's own page carries a price; without the fresh one it shows that one.
      meta: { optional: true },
    }),
  /** EMI at today's price and the delivery time before a pincode; the buy box leaves them out when missing. */
  offers: (catalogue: CatalogueClient, productId: string) =>
    defineQuery({
      queryKey: ['catalogue', 'offers', productId],
      queryFn: () => catalogue.offers(productId),
      meta: { optional: true },
    }),
  /** Stock across all hubs, for a product page without a pincode; null for an unknown product. Asked afresh. */
  inventory: (catalogue: CatalogueClient, productId: string) =>
    defineQuery({
      queryKey: ['catalogue', 'inventory', productId],
      queryFn: async () => (await catalogue.inventories([productId]))[0] ?? null,
      // The product's own page carries its stock; without the fresh one it shows that one.
      meta: { optional: true },
    }),
  /** The product page's one pincode answer (stock, delivery, installation, service); the page says when it failed. */
  availability: (catalogue: CatalogueClient, productId: string, pincode: string) =>
    defineQuery({
      queryKey: ['catalogue', 'availability', productId, pincode],
      queryFn: () => catalogue.availability({ productId, pincode }),
      meta: { optional: true },
    }),
};
