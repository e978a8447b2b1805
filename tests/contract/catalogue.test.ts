import { ContentError, ProductError } from '@nirmal/domain';
import { IN_STOCK_FILTER, INVALID_PINCODE_MESSAGE } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { browserFor, failureOf, useCommerceApi } from './support.ts';

const api = useCommerceApi();
const catalogue = () => browserFor(api()).catalogue;

/** Nirmal Aqua RO, one colour, stocked at every hub. */
const AQUA_RO = { productId: 'NRM-101-1', slug: 'aqua-ro' };

describe('a category listing', () => {
  it('lists a top category with its subcategories, facets and the first page', async () => {
    const listing = await catalogue().listing({ category: 'water-purifiers' });

    expect(listing.category.breadcrumb.map(({ path }) => path)).toEqual(['water-purifiers']);
    expect(listing.category.children.map(({ path }) => path)).toContain('water-purifiers/ro');
    expect(listing.pagination).toMatchObject({ page: 1, pageSize: 12 });
    expect(listing.pagination.totalItems).toBeGreaterThan(12);
    expect(listing.products).toHaveLength(12);
    expect(listing.facets.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['category', 'price', 'technology', 'rating', 'availability']),
    );
    expect(listing.products.every(({ productType }) => productType === 'WATER_PURIFIER')).toBe(true);
  });

  it('filters by technology and sorts by price, counting each facet without its own filter', async () => {
    const listing = await catalogue().listing({
      category: 'water-purifiers',
      filters: { technology: ['UV'] },
      sort: 'price_asc',
      pageSize: 48,
    });

    const prices = listing.products.map(({ pricePaise }) => pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const technology = listing.facets.find(({ key }) => key === 'technology');
    if (technology?.kind !== 'options') throw new Error('no technology facet');
    const uv = technology.options.find(({ value }) => value === 'UV');
    expect(uv).toMatchObject({ selected: true, count: listing.pagination.totalItems });
    expect(technology.options.some(({ value, selected }) => value === 'RO' && !selected)).toBe(true);
  });

  it('narrows to a subcategory through the category facet and to a price range', async () => {
    const all = await catalogue().listing({ category: 'water-purifiers', pageSize: 48 });
    const ro = await catalogue().listing({
      category: 'water-purifiers',
      filters: { category: ['water-purifiers/ro'] },
      pageSize: 48,
    });
    const roPage = await catalogue().listing({ category: 'water-purifiers/ro', pageSize: 48 });
    const cheap = await catalogue().listing({ category: 'water-purifiers', maxPricePaise: 1_000_000 });

    expect(ro.pagination.totalItems).toBeLessThan(all.pagination.totalItems);
    expect(ro.products.map(({ productId }) => productId).sort()).toEqual(
      roPage.products.map(({ productId }) => productId).sort(),
    );
    expect(cheap.products.every(({ pricePaise }) => pricePaise <= 1_000_000)).toBe(true);
    expect(cheap.pagination.totalItems).toBeLessThan(all.pagination.totalItems);
  });

  it('keeps only what can be bought at the pincode when asked for what is in stock', async () => {
    const all = await catalogue().listing({ category: 'vacuum-cleaners', pincode: '700001', pageSize: 48 });
    const inStock = await catalogue().listing({
      category: 'vacuum-cleaners',
      pincode: '700001',
      filters: { availability: [IN_STOCK_FILTER] },
      pageSize: 48,
    });

    expect(all.products.some(({ stockStatus }) => stockStatus === 'out_of_stock')).toBe(true);
    expect(inStock.products.length).toBeGreaterThan(0);
    expect(inStock.products.every(({ stockStatus }) => stockStatus !== 'out_of_stock')).toBe(true);
  });

  it('pages without overlap', async () => {
    const first = await catalogue().listing({ category: 'water-purifiers', pageSize: 5, sort: 'rating' });
    const second = await catalogue().listing({
      category: 'water-purifiers',
      pageSize: 5,
      page: 2,
      sort: 'rating',
    });

    const firstIds = first.products.map(({ productId }) => productId);
    expect(second.products.some(({ productId }) => firstIds.includes(productId))).toBe(false);
    expect(second.pagination.page).toBe(2);
  });

  it('answers an unknown category with a 404 that says so, and a bad filter with a 400', async () => {
    const unknown = await failureOf(catalogue().listing({ category: 'toasters' }));
    const badKey = await failureOf(
      catalogue().listing({ category: 'water-purifiers', filters: { size: ['xl'] } }),
    );
    const outside = await failureOf(
      catalogue().listing({ category: 'water-purifiers', filters: { category: ['air-purifiers/bedroom'] } }),
    );

    expect(unknown).toBeInstanceOf(ProductError);
    expect(unknown).toMatchObject({ status: 404, message: expect.stringContaining('toasters') });
    expect(badKey).toMatchObject({ status: 400, message: expect.stringContaining('size') });
    expect(outside).toMatchObject({ status: 400, message: expect.stringContaining('air-purifiers/bedroom') });
  });

  it('refuses a pincode that is not six digits', async () => {
    const failure = await failureOf(catalogue().listing({ category: 'water-purifiers', pincode: '12345' }));

    expect(failure).toMatchObject({ status: 400, message: INVALID_PINCODE_MESSAGE });
  });
});

describe('search', () => {
  it('corrects a typo and ranks purifiers first', async () => {
    const result = await catalogue().search({ q: 'purifer' });

    expect(result.pagination.totalItems).toBeGreaterThan(0);
    expect(result.products[0]?.name).toMatch(/Purifier|RO|UV|AirPure/);
  });

  it('suggests categories and a few products while the word is half typed', async () => {
    const result = await catalogue().search({ q: 'robo', pageSize: 4 });

    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(4);
    expect(result.products.every(({ name }) => name.includes('RoboVac'))).toBe(true);
    const air = await catalogue().search({ q: 'air purif', pageSize: 4 });
    expect(air.categories.map(({ path }) => path)).toContain('air-purifiers');
  });

  it('narrows results by the same filters as a listing, each facet counted without its own filter', async () => {
    const all = await catalogue().search({ q: 'purifier', facets: true, pageSize: 48 });
    const uv = await catalogue().search({
      q: 'purifier',
      facets: true,
      filters: { technology: ['UV'] },
      maxPricePaise: 2_000_000,
      sort: 'price_asc',
      pageSize: 48,
    });

    expect(all.facets.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['category', 'price', 'technology', 'rating', 'availability']),
    );
    expect(uv.pagination.totalItems).toBeGreaterThan(0);
    expect(uv.pagination.totalItems).toBeLessThan(all.pagination.totalItems);
    expect(uv.products.every(({ pricePaise }) => pricePaise <= 2_000_000)).toBe(true);
    const prices = uv.products.map(({ pricePaise }) => pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const technology = uv.facets.find(({ key }) => key === 'technology');
    if (technology?.kind !== 'options') throw new Error('no technology facet');
    expect(technology.options.find(({ value }) => value === 'UV')).toMatchObject({
      selected: true,
      count: uv.pagination.totalItems,
    });
    expect(technology.options.some(({ value, selected }) => value === 'RO' && !selected)).toBe(true);
    const bedroom = await catalogue().search({
      q: 'purifier',
      filters: { category: ['air-purifiers/bedroom'] },
      pageSize: 48,
    });
    expect(bedroom.pagination.totalItems).toBeGreaterThan(0);
    expect(bedroom.products.every(({ productType }) => productType === 'AIR_PURIFIER')).toBe(true);
  });

  it('keeps only what can be bought at the pincode, and counts no facets for suggestions', async () => {
    const inStock = await catalogue().search({
      q: 'vacuum',
      pincode: '700001',
      filters: { availability: [IN_STOCK_FILTER] },
      pageSize: 48,
    });
    const all = await catalogue().search({ q: 'vacuum', pincode: '700001', pageSize: 48 });

    expect(all.products.some(({ stockStatus }) => stockStatus === 'out_of_stock')).toBe(true);
    expect(inStock.products.length).toBeGreaterThan(0);
    expect(inStock.products.every(({ stockStatus }) => stockStatus !== 'out_of_stock')).toBe(true);
    expect(inStock.facets).toEqual([]);
  });

  it('refuses a filter it does not know and a category that does not exist', async () => {
    expect(await failureOf(catalogue().search({ q: 'purifier', filters: { size: ['xl'] } }))).toMatchObject({
      status: 400,
      message: expect.stringContaining('size'),
    });
    expect(
      await failureOf(catalogue().search({ q: 'purifier', filters: { category: ['toasters'] } })),
    ).toMatchObject({ status: 400, message: 'There is no category toasters.' });
  });

  it('answers a search of one letter with a 400 that says how many to type', async () => {
    expect(await failureOf(catalogue().search({ q: 'a' }))).toMatchObject({
      status: 400,
      message: 'Type at least 2 letters to search.',
    });
  });
});

describe('prices and stock', () => {
  it('gives prices in the order asked, leaving out unknown ids, with exchange offers where they apply', async () => {
    const prices = await catalogue().prices(['NRM-301-1', 'NRM-999-9', AQUA_RO.productId]);

    expect(prices.map(({ productId }) => productId)).toEqual(['NRM-301-1', AQUA_RO.productId]);
    const aquaRo = prices[1];
    expect(aquaRo?.pricePaise).toBeLessThanOrEqual(aquaRo?.mrpPaise ?? 0);
    expect(aquaRo?.exchangeOffers.length).toBeGreaterThan(0);
  });

  it('gives stock near a pincode: low stock with how many can be ordered, and out of stock', async () => {
    const [lowInDelhi] = await catalogue().inventories(['NRM-201-1'], '110001');
    const robovacs = await catalogue().inventories(['NRM-301-1'], '700001');

    expect(lowInDelhi).toMatchObject({ stockStatus: 'low_stock', maxQuantity: 2 });
    expect(robovacs[0]).toMatchObject({ stockStatus: 'out_of_stock', maxQuantity: 0 });
  });
});

describe('a product’s offers before a pincode', () => {
  it('gives the no-cost EMI instalment of today’s price and the delivery time, or a 404 for an unknown product', async () => {
    const [price] = await catalogue().prices([AQUA_RO.productId]);
    const offers = await catalogue().offers(AQUA_RO.productId);

    expect(offers.emi).toEqual({
      months: 6,
      monthlyInstalmentPaise: Math.ceil((price?.pricePaise ?? 0) / 6),
    });
    expect(offers.deliveryDays?.fewest).toBeLessThanOrEqual(offers.deliveryDays?.most ?? 0);
    expect(await failureOf(catalogue().offers('NRM-999-9'))).toMatchObject({ status: 404 });
  });
});

describe('the pincode answer', () => {
  it('promises delivery, installation and service at a served pincode', async () => {
    const answer = await catalogue().availability({ productId: AQUA_RO.productId, pincode: '560001' });

    expect(answer).toMatchObject({ city: 'Bengaluru', stockStatus: 'in_stock', serviceAvailable: true });
    expect(answer.delivery).toMatchObject({ available: true, chargePaise: 0 });
    expect(answer.installation.available).toBe(true);
  });

  it.each([
    ['110001', 'Delhi'],
    ['122002', 'Gurugram'],
    ['400001', 'Mumbai'],
    ['600001', 'Chennai'],
    ['700001', 'Kolkata'],
    ['500001', 'Hyderabad'],
    ['411001', 'Pune'],
  ])('delivers to %s, docs/demo-journeys.md says, in %s', async (pincode, city) => {
    const answer = await catalogue().availability({ productId: AQUA_RO.productId, pincode });

    expect(answer).toMatchObject({ city, delivery: { available: true } });
  });

  it('says nothing reaches a pincode no hub serves', async () => {
    const answer = await catalogue().availability({ productId: AQUA_RO.productId, pincode: '190001' });

    expect(answer).toMatchObject({
      city: null,
      stockStatus: 'out_of_stock',
      delivery: { available: false },
      installation: { available: false },
      serviceAvailable: false,
    });
  });

  it('refuses a pincode that is not six digits starting 1 to 9, and names an unknown product', async () => {
    const invalid = await failureOf(
      catalogue().availability({ productId: AQUA_RO.productId, pincode: '12345' }),
    );
    const unknown = await failureOf(catalogue().availability({ productId: 'NRM-999-9', pincode: '560001' }));

    expect(invalid).toMatchObject({ status: 400, message: INVALID_PINCODE_MESSAGE });
    expect(unknown).toMatchObject({
      status: 404,
      message: expect.stringContaining('could not find this product'),
    });
  });
});

describe('a product page', () => {
  it('gives the product with its breadcrumb, specifications and content', async () => {
    const product = await catalogue().productDetail(AQUA_RO.slug);

    expect(product).toMatchObject({ productId: AQUA_RO.productId, technology: 'RO', variants: [] });
    expect(product.breadcrumb.map(({ path }) => path)).toEqual(['water-purifiers', 'water-purifiers/ro']);
    expect(product.specifications.length).toBeGreaterThan(0);
    expect(product.images[0]?.url).toMatch(/\.svg$/);
  });

  it('lists every colour of a model that comes in several', async () => {
    const product = await catalogue().productDetail('robovac-2-midnight-black');

    expect(product.variants.length).toBeGreaterThan(1);
    expect(product.variants.map(({ slug }) => slug)).toContain('robovac-2-midnight-black');
  });

  it('answers an unknown product with a 404', async () => {
    const failure = await failureOf(catalogue().productDetail('toaster-3000'));

    expect(failure).toBeInstanceOf(ContentError);
    expect(failure).toMatchObject({ status: 404 });
  });

  it('relates other models of the same family of categories, not its own colours', async () => {
    const related = await catalogue().related('NRM-301-1');

    expect(related.length).toBeGreaterThan(0);
    expect(related.every(({ productType }) => productType === 'VACUUM_CLEANER')).toBe(true);
    expect(related.some(({ productId }) => productId.startsWith('NRM-301-'))).toBe(false);
    expect(await failureOf(catalogue().related('NRM-999-9'))).toMatchObject({ status: 404 });
  });
});
