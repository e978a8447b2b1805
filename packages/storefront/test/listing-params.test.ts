import { describe, expect, it } from 'vitest';
import { nextPageSearch, readListingView } from '../app/catalogue/listing-params.ts';

describe('a listing address', () => {
  it('reads repeated facet parameters, the sort, the pages shown and the price in rupees', () => {
    const view = readListingView(
      new URLSearchParams('technology=RO&technology=UV&sort=price_asc&page=3&minPrice=5000&maxPrice=15000.4'),
    );

    expect(view).toEqual({
      sort: 'price_asc',
      pages: 3,
      filters: { technology: ['RO', 'UV'] },
      minPricePaise: 500_000,
      maxPricePaise: 1_500_000,
    });
  });

  it('falls back to the defaults for anything it cannot read, and drops values the filter grammar cannot carry', () => {
    const view = readListingView(
      new URLSearchParams('sort=cheapest&page=-2&minPrice=abc&colour=a;b&colour=White&size=xl'),
    );

    expect(view).toEqual({ sort: 'relevance', pages: 1, filters: { colour: ['White'] } });
  });

  it('caps the pages shown at once', () => {
    expect(readListingView(new URLSearchParams('page=500')).pages).toBe(8);
  });

  it('keeps the filters when it asks for the next page', () => {
    expect(nextPageSearch(new URLSearchParams('technology=RO&page=2'), 2)).toBe('?technology=RO&page=3');
  });
});
