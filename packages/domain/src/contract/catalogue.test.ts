import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { catalogueCalls, formatFilters, listingQuerySchema, searchQuerySchema } from './catalogue.ts';
import type { ProductSummary } from './catalogue.ts';

const aquaPro: ProductSummary = {
  productId: 'P-RO-101',
  materialId: 'MAT-RO-101',
  slug: 'nirmal-aqua-pro-ro-uv',
  name: 'Nirmal Aqua Pro RO+UV',
  productType: 'WATER_PURIFIER',
  imageUrl: '/images/products/aqua-pro.webp',
  mrpPaise: 2_499_900,
  pricePaise: 1_899_900,
  rating: { average: 4.3, count: 1284 },
  stockStatus: 'in_stock',
};

const waterPurifiers = { slug: 'water-purifiers', name: 'Water purifiers', path: 'water-purifiers' };

const firstIssue = (result: { success: boolean; error?: z.core.$ZodError }) => result.error?.issues[0];

describe('the listing call', () => {
  const answer = {
    data: {
      category: {
        ...waterPurifiers,
        description: null,
        breadcrumb: [waterPurifiers],
        children: [{ slug: 'ro', name: 'RO purifiers', path: 'water-purifiers/ro' }],
      },
      products: [aquaPro],
      facets: [
        {
          kind: 'options',
          key: 'technology',
          label: 'Technology',
          options: [{ value: 'RO', label: 'RO', count: 1, selected: true }],
        },
        { kind: 'range', key: 'price', label: 'Price', minPaise: 999_900, maxPaise: 2_499_900 },
      ],
      sort: 'price_asc',
      pagination: { page: 1, pageSize: 12, totalItems: 1, totalPages: 1 },
    },
  };

  it('parses a valid answer', () => {
    expect(catalogueCalls.listing.answer.parse(answer)).toEqual(answer);
  });

  it('fails a price in rupees with fractions, naming the field', () => {
    const malformed = structuredClone(answer);
    malformed.data.products[0]!.pricePaise = 18_999.5;
    const issue = firstIssue(catalogueCalls.listing.answer.safeParse(malformed));
    expect(issue?.path).toEqual(['data', 'products', 0, 'pricePaise']);
  });

  it('fails an unknown stock status', () => {
    const malformed = structuredClone(answer);
    (malformed.data.products[0] as { stockStatus: string }).stockStatus = 'few_left';
    expect(firstIssue(catalogueCalls.listing.answer.safeParse(malformed))?.path).toEqual([
      'data',
      'products',
      0,
      'stockStatus',
    ]);
  });

  it('reads its query from strings, with defaults', () => {
    const query = listingQuerySchema.parse({
      category: 'water-purifiers/ro',
      filter: 'technology:RO,UV;colour:black',
      page: '2',
      pincode: '560 001',
    });
    expect(query).toEqual({
      category: 'water-purifiers/ro',
      filter: { technology: ['RO', 'UV'], colour: ['black'] },
      page: 2,
      pageSize: 12,
      sort: 'relevance',
      pincode: '560001',
    });
  });

  it('writes filters the way the query reads them', () => {
    const filters = { technology: ['RO', 'UV'], colour: [], brand: ['nirmal'] };
    expect(formatFilters(filters)).toBe('technology:RO,UV;brand:nirmal');
    expect(
      listingQuerySchema.parse({ category: 'water-purifiers', filter: formatFilters(filters) }).filter,
    ).toEqual({
      technology: ['RO', 'UV'],
      brand: ['nirmal'],
    });
  });

  it.each([
    [{ category: '../admin' }, 'Choose a category from the menu.'],
    [{ category: 'water-purifiers', pageSize: '500' }, 'Show from 1 to 48 products a page.'],
    [{ category: 'water-purifiers', page: '0' }, 'The page is a whole number from 1.'],
    [
      { category: 'water-purifiers', sort: 'cheapest' },
      'Sort by one of: relevance, price_asc, price_desc, rating, newest.',
    ],
    [
      { category: 'water-purifiers', filter: 'technology' },
      'Filters read like technology:RO,UV;colour:black.',
    ],
    [{ category: 'water-purifiers', pincode: '012345' }, 'Enter a 6-digit pincode, like 560001.'],
  ])('refuses %j with a clear message', (query, message) => {
    expect(firstIssue(listingQuerySchema.safeParse(query))?.message).toBe(message);
  });
});

describe('the search call', () => {
  it('trims the words and asks for at least two letters', () => {
    expect(searchQuerySchema.parse({ q: '  ro  ' })).toMatchObject({ q: 'ro', facets: false });
    expect(firstIssue(searchQuerySchema.safeParse({ q: ' r ' }))?.message).toBe(
      'Type at least 2 letters to search.',
    );
  });

  it('takes the same filters as a listing, and facets only when asked', () => {
    const query = searchQuerySchema.parse({
      q: 'ro',
      facets: 'true',
      filter: 'technology:RO,UV;availability:in-stock',
      maxPricePaise: '2000000',
      pincode: '560001',
    });
    expect(query).toMatchObject({
      facets: true,
      filter: { technology: ['RO', 'UV'], availability: ['in-stock'] },
      maxPricePaise: 2_000_000,
      pincode: '560001',
    });
    expect(firstIssue(searchQuerySchema.safeParse({ q: 'ro', filter: 'technology' }))?.message).toBe(
      'Filters read like technology:RO,UV;colour:black.',
    );
  });

  it('parses suggestions and results in one shape', () => {
    const answer = {
      data: {
        query: 'aqua',
        categories: [waterPurifiers],
        facets: [],
        products: [aquaPro],
        sort: 'relevance',
        pagination: { page: 1, pageSize: 4, totalItems: 1, totalPages: 1 },
      },
    };
    expect(catalogueCalls.search.answer.parse(answer)).toEqual(answer);
  });
});

describe('price and stock calls', () => {
  it('takes product ids as a list or comma-separated, without repeats', () => {
    const query = catalogueCalls.prices.query;
    expect(query.parse({ productIds: 'P-1, P-2,P-1' })).toEqual({ productIds: ['P-1', 'P-2'] });
    expect(query.parse({ productIds: ['P-1', 'P-2'] })).toEqual({ productIds: ['P-1', 'P-2'] });
    expect(firstIssue(query.safeParse({ productIds: '' }))?.message).toBe(
      'Name the products by their ids, separated by commas.',
    );
  });

  it('parses prices with exchange offers and refuses a zero offer', () => {
    const offer = { productType: 'WATER_PURIFIER', condition: 'WORKING', maxValuePaise: 150_000 };
    const answer = {
      data: [
        {
          productId: 'P-RO-101',
          materialId: 'MAT-RO-101',
          mrpPaise: 1,
          pricePaise: 1,
          exchangeOffers: [offer],
        },
      ],
    };
    expect(catalogueCalls.prices.answer.parse(answer)).toEqual(answer);
    answer.data[0]!.exchangeOffers[0]!.maxValuePaise = 0;
    expect(catalogueCalls.prices.answer.safeParse(answer).success).toBe(false);
  });
});

describe('the pincode availability call', () => {
  const deliverable = {
    productId: 'P-RO-101',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    stockStatus: 'low_stock',
    maxQuantity: 2,
    delivery: { available: true, estimatedDate: '2025-11-24', chargePaise: 0 },
    installation: { available: true, chargePaise: 0, estimatedDate: '2025-11-25' },
    serviceAvailable: true,
  };

  it('parses a deliverable and an undeliverable answer', () => {
    const answer = catalogueCalls.availability.answer;
    expect(answer.parse({ data: deliverable }).data.delivery).toEqual(deliverable.delivery);
    const remote = {
      ...deliverable,
      delivery: { available: false },
      installation: { available: false },
      serviceAvailable: false,
    };
    expect(answer.parse({ data: remote }).data.delivery).toEqual({ available: false });
  });

  it('fails a deliverable answer without its date', () => {
    const malformed = { ...deliverable, delivery: { available: true, chargePaise: 0 } };
    expect(firstIssue(catalogueCalls.availability.answer.safeParse({ data: malformed }))?.path).toEqual([
      'data',
      'delivery',
      'estimatedDate',
    ]);
  });

  it('needs a product and a valid pincode', () => {
    const query = catalogueCalls.availability.query;
    expect(firstIssue(query.safeParse({ productId: 'P-RO-101', pincode: '99' }))?.message).toBe(
      'Enter a 6-digit pincode, like 560001.',
    );
    expect(firstIssue(query.safeParse({ productId: 'P RO', pincode: '560001' }))?.message).toBe(
      'Choose a product from the catalogue.',
    );
  });
});

describe('the product detail call', () => {
  it('parses a product page with variants and rich content', () => {
    const attributes = {
      ...aquaPro,
      technology: 'RO',
      images: [{ url: '/images/products/aqua-pro.webp', alt: 'Front' }],
      highlights: ['8 L storage'],
      specifications: [{ group: 'General', label: 'Capacity', value: '8 L' }],
      variants: [
        {
          productId: 'P-RO-101',
          slug: aquaPro.slug,
          colourName: 'White',
          colourHex: '#ffffff',
          stockStatus: 'in_stock',
        },
      ],
      breadcrumb: [waterPurifiers],
      maxQuantity: 5,
      warrantyMonths: 12,
      freeInstallation: true,
      genuineParts: true,
      exchangeEligible: true,
      sections: [
        { kind: 'text', heading: 'Why RO+UV', paragraphs: ['Two stages.'] },
        { kind: 'faq', heading: 'Questions', items: [{ question: 'Installation?', answer: 'Free.' }] },
      ],
    };
    expect(catalogueCalls.productDetail.answer.parse({ data: { attributes } }).data.attributes).toEqual(
      attributes,
    );
    const badSection = { ...attributes, sections: [{ kind: 'html', html: '<script>' }] };
    expect(catalogueCalls.productDetail.answer.safeParse({ data: { attributes: badSection } }).success).toBe(
      false,
    );
  });
});
