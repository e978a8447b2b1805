import type { Filters, Sort } from '@nirmal/domain/contract';

/** The sorts a listing offers, in the order the menu shows them. */
export const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest first' },
  { value: 'rating', label: 'Customer rating' },
];

/** Facet keys the listing form sends as repeated query parameters (`technology=RO&technology=UV`). */
export const FACET_PARAMS = ['category', 'technology', 'colour', 'rating', 'availability'] as const;
export const PAGE_SIZE = 12;
/** "Show more" renders every page up to this one at once; further on, the listing is a search away. */
export const MAX_SHOWN_PAGES = 8;

/** What the address of a listing or search asks for, read leniently: anything unknown is the default. */
export interface ListingView {
  sort: Sort;
  /** How many pages are shown, from the first. */
  pages: number;
  filters: Filters;
  /** In whole paise, from the rupees typed in the price fields. */
  minPricePaise?: number;
  maxPricePaise?: number;
}

function rupeesToPaise(value: string | null): number | undefined {
  if (!value?.trim()) return undefined;
  const rupees = Number(value);
  return Number.isFinite(rupees) && rupees >= 0 ? Math.round(rupees) * 100 : undefined;
}

export function readListingView(params: URLSearchParams): ListingView {
  const sort = SORT_OPTIONS.find(({ value }) => value === params.get('sort'))?.value ?? 'relevance';
  const page = Number(params.get('page'));
  const filters: Filters = {};
  for (const key of FACET_PARAMS) {
    // Values the filter grammar cannot carry are dropped rather than sent to be refused.
    const values = params.getAll(key).filter((value) => value !== '' && !/[,;:]/.test(value));
    if (values.length > 0) filters[key] = values;
  }
  return {
    sort,
    pages: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_SHOWN_PAGES) : 1,
    filters,
    minPricePaise: rupeesToPaise(params.get('minPrice')),
    maxPricePaise: rupeesToPaise(params.get('maxPrice')),
  };
}

/** Whether the address narrows the list by a filter or a price, so an empty answer is the filters' doing. */
export const isNarrowed = ({ filters, minPricePaise, maxPricePaise }: ListingView) =>
  Object.keys(filters).length > 0 || minPricePaise !== undefined || maxPricePaise !== undefined;

/** The same address with the next page shown: "Show more" is a plain link, so it works without JavaScript. */
export function nextPageSearch(params: URLSearchParams, pages: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(pages + 1));
  return `?${next.toString()}`;
}
