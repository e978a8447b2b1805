// Kept apart from the schemas, so a page that only names a filter or a limit does not load them.

/** The availability facet's one value: `availability:in-stock` keeps what can be bought now. */
export const IN_STOCK_FILTER = 'in-stock';

export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;
