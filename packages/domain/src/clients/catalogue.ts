import { catalogueCalls, formatFilters } from '../contract/index.ts';
import type {
  Availability,
  AvailabilityQuery,
  Filters,
  Inventory,
  Listing,
  ListingQuery,
  ProductDetail,
  ProductOffers,
  ProductPrice,
  ProductSummary,
  SearchQuery,
  SearchResult,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** A listing request; filters as facet keys to ticked values. */
export type ListingRequest = Omit<ListingQuery, 'filter'> & { filters?: Filters };
/** A search request; filters as for a listing. */
export type SearchRequest = Omit<SearchQuery, 'filter'> & { filters?: Filters };

/** The query with its filters written as the `filter` parameter reads them (left out when none are ticked). */
function withFilter<Query extends object>({ filters, ...query }: Query & { filters?: Filters }) {
  const filter = filters ? formatFilters(filters) : '';
  return filter ? { ...query, filter } : query;
}

export interface CatalogueClient {
  /** A page of a category's products; a ProductError with status 404 for an unknown category. */
  listing(request: ListingRequest): Promise<Listing>;
  /** Suggestions while typing (ask for a small pageSize) and the results page. */
  search(request: SearchRequest): Promise<SearchResult>;
  prices(productIds: readonly string[]): Promise<ProductPrice[]>;
  inventories(productIds: readonly string[], pincode?: string): Promise<Inventory[]>;
  /** EMI and delivery time before a pincode; a ProductError with status 404 for an unknown product. */
  offers(productId: string): Promise<ProductOffers>;
  /** Delivery, stock, installation and service for one product at one pincode. */
  availability(query: AvailabilityQuery): Promise<Availability>;
  /** A product's page; a ContentError with status 404 for an unknown product. */
  productDetail(slug: string): Promise<ProductDetail>;
  /** Products to show beside one; a ProductError with status 404 for an unknown product. */
  related(productId: string): Promise<ProductSummary[]>;
}

export function createCatalogueClient(http: HttpClient): CatalogueClient {
  return {
    listing: async (request) =>
      (await http.call(catalogueCalls.listing, { query: withFilter(request) })).data,
    search: async (request) => (await http.call(catalogueCalls.search, { query: withFilter(request) })).data,
    prices: async (productIds) =>
      (await http.call(catalogueCalls.prices, { query: { productIds: [...productIds] } })).data,
    inventories: async (productIds, pincode) =>
      (await http.call(catalogueCalls.inventories, { query: { productIds: [...productIds], pincode } })).data,
    offers: async (productId) => (await http.call(catalogueCalls.offers, { query: { productId } })).data,
    availability: async (query) => (await http.call(catalogueCalls.availability, { query })).data,
    productDetail: async (slug) =>
      (await http.call(catalogueCalls.productDetail, { query: { slug } })).data.attributes,
    related: async (productId) => (await http.call(catalogueCalls.related, { query: { productId } })).data,
  };
}
