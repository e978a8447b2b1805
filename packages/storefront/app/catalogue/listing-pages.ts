import { catalogueQueries, type CatalogueClient } from '@nirmal/domain';
import { PAGE_SIZE, type ListingView } from './listing-params.ts';

const pageNumbers = (pages: number) => Array.from({ length: pages }, (_, index) => index + 1);

/** Every page a listing address shows, each its own query, so "Show more" fetches only the new one. */
export function listingPageQueries(catalogue: CatalogueClient, category: string, view: ListingView) {
  const { pages, filters, ...rest } = view;
  return pageNumbers(pages).map((page) =>
    catalogueQueries.listing(catalogue, { category, filters, ...rest, page, pageSize: PAGE_SIZE }),
  );
}

/** Every page of search results an address shows, filtered as a listing is, with its facets. */
export function searchPageQueries(catalogue: CatalogueClient, q: string, view: ListingView) {
  const { pages, filters, ...rest } = view;
  return pageNumbers(pages).map((page) =>
    catalogueQueries.search(catalogue, { q, filters, ...rest, facets: true, page, pageSize: PAGE_SIZE }),
  );
}
