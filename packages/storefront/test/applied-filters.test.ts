import type { Facet } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { appliedFilters } from '../app/catalogue/applied-filters.ts';
import { readListingView } from '../app/catalogue/listing-params.ts';

const facets: Facet[] = [
  {
    kind: 'options',
    key: 'technology',
    label: 'Technology',
    options: [
      { value: 'RO', label: 'RO', count: 12, selected: true },
      { value: 'UV', label: 'UV', count: 8, selected: true },
      { value: 'UF', label: 'UF', count: 3, selected: false },
    ],
  },
  { kind: 'range', key: 'price', label: 'Price', minPaise: 900_000, maxPaise: 4_500_000 },
];

const chipsFor = (search: string, pathname = '/c/water-purifiers') => {
  const params = new URLSearchParams(search);
  return appliedFilters(facets, readListingView(params), pathname, params);
};

describe('the filters applied to a listing', () => {
  it('are one chip per ticked option and one for the price, each leading to the address without it', () => {
    const { chips } = chipsFor(
      'technology=RO&technology=UV&sort=price_asc&minPrice=10000&maxPrice=20000&page=2',
    );

    expect(chips).toEqual([
      {
        label: 'Technology: RO',
        href: '/c/water-purifiers?technology=UV&sort=price_asc&minPrice=10000&maxPrice=20000',
      },
      {
        label: 'Technology: UV',
        href: '/c/water-purifiers?technology=RO&sort=price_asc&minPrice=10000&maxPrice=20000',
      },
      {
        label: 'Price: ₹10,000 to ₹20,000',
        href: '/c/water-purifiers?technology=RO&technology=UV&sort=price_asc',
      },
    ]);
  });

  it('say a price with one end as from or up to', () => {
    expect(chipsFor('minPrice=10000').chips.map(({ label }) => label)).toEqual(['Price: from ₹10,000']);
    expect(chipsFor('maxPrice=20000').chips.map(({ label }) => label)).toEqual(['Price: up to ₹20,000']);
  });

  it('clear all at once, keeping the search and the sort', () => {
    const { clearAll } = chipsFor('q=purifier&technology=RO&sort=rating&maxPrice=20000', '/search');

    expect(clearAll).toEqual({ label: 'Clear all', href: '/search?q=purifier&sort=rating' });
  });

  it('are none for an address that narrows nothing', () => {
    expect(chipsFor('sort=rating').chips).toEqual([]);
  });
});
