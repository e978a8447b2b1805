import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { categoriesNamed, categoryByPath } from '../src/modules/catalogue/categories.ts';
import { listingFacets, listProducts } from '../src/modules/catalogue/listings.ts';
import { productBySlug, relatedProducts } from '../src/modules/catalogue/product-pages.ts';
import { availabilityAt, inventoriesOf, pricesOf } from '../src/modules/catalogue/stock.ts';
import { seedCatalogue } from '../src/modules/catalogue/seed.ts';
import { seedProducts } from '../src/seed-data/products.ts';
import { stockExceptions } from '../src/seed-data/catalogue.ts';
import { openCatalogueDatabase } from './catalogue-database.ts';

// 10:00 in India on 1 March 2026.
const now = new Date('2026-03-01T04:30:00Z');
let db: Database;

beforeAll(async () => {
  db = await openCatalogueDatabase(now);
}, 60_000);
afterAll(() => db.close());

const seeded = (slug: string) => {
  const product = seedProducts.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`No product ${slug}`);
  return product;
};
const materialOf = (slug: string) => seeded(slug).materialId;
const idOf = (slug: string) => seeded(slug).productId;

describe('the seed', () => {
  it('holds about 40 products in a two-level category tree, priced at or under their MRP', async () => {
    const [counts] = await db.query<{ products: number; leaves: number; tops: number; overpriced: number }>(
      `SELECT (SELECT count(*)::int FROM products) AS products,
              (SELECT count(*)::int FROM categories WHERE parent_id IS NOT NULL) AS leaves,
              (SELECT count(*)::int FROM categories WHERE parent_id IS NULL) AS tops,
              (SELECT count(*)::int FROM products WHERE price_paise > mrp_paise) AS overpriced`,
    );
    expect(counts).toEqual({ products: 41, leaves: 9, tops: 3, overpriced: 0 });
  });

  it('names only Nirmal products and ships a light picture for each', async () => {
    const products = await db.query<{ name: string; images: string[] }>('SELECT name, images FROM products');
    for (const { name, images } of products) {
      expect(name).toMatch(/^Nirmal /);
      for (const image of images) {
        const file = join(import.meta.dirname, '../../storefront/public', image);
        expect(existsSync(file), image).toBe(true);
        expect(statSync(file).size).toBeLessThanOrEqual(3072);
      }
    }
  });

  it('names only products that exist in its stock exceptions', () => {
    for (const { slug } of stockExceptions) expect(() => materialOf(slug)).not.toThrow();
  });

  it('adds nothing and changes nothing when it runs again, sold stock included', async () => {
    const snapshot = () =>
      db.query(
        `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM product_content) AS content,
                (SELECT sum(quantity)::int FROM inventory) AS stock, (SELECT count(*)::int FROM hub_pincodes) AS pincodes,
                (SELECT count(*)::int FROM search_terms) AS terms, (SELECT max(created_at)::text FROM products) AS newest`,
      );
    const sell = (quantity: number) =>
      db.query('UPDATE inventory SET quantity = quantity - $3 WHERE hub_code = $1 AND material_id = $2', [
        'DEL-01',
        materialOf('pure-uv'),
        quantity,
      ]);
    await sell(1);
    const before = await snapshot();
    await db.transaction((tx) => seedCatalogue(tx, new Date(now.getTime() + 86_400_000)));
    const after = await snapshot();
    await sell(-1);
    expect(after).toEqual(before);
  });
});

describe('search', () => {
  it('ranks products named by the words above those that only describe them', async () => {
    const { products } = await listProducts(db, { text: 'copper', pageSize: 48 });
    expect(products.map(({ name }) => name.includes('Copper'))).toEqual([true, true, true, false]);
  });

  it('corrects typos against the catalogue’s own words', async () => {
    const purifiers = await listProducts(db, { text: 'water purifer' });
    expect(purifiers.correctedText).toBe('water purifier');
    expect(purifiers.pagination.totalItems).toBe(19);
    expect(purifiers.products.every(({ productType }) => productType === 'WATER_PURIFIER')).toBe(true);

    const vacuums = await listProducts(db, { text: 'vacum cleaner' });
    expect(vacuums.correctedText).toBe('vacuum cleaner');
    expect(vacuums.pagination.totalItems).toBe(13);
  });

  it('finds nothing for words nothing resembles, or no words at all', async () => {
    for (const text of ['xylophone', '!!!', 'पानी']) {
      const listing = await listProducts(db, { text });
      expect(listing.pagination.totalItems, text).toBe(0);
      expect(listing.products).toEqual([]);
    }
  });

  it('completes the word being typed', async () => {
    const { products } = await listProducts(db, { text: 'ro pur', pageSize: 4 });
    expect(products).toHaveLength(4);
    expect(products.every(({ productType }) => productType === 'WATER_PURIFIER')).toBe(true);
    expect(await categoriesNamed(db, 'ro pur')).toEqual([
      { slug: 'ro', name: 'RO water purifiers', path: 'water-purifiers/ro' },
      { slug: 'ro-uv', name: 'RO+UV water purifiers', path: 'water-purifiers/ro-uv' },
    ]);
  });

  it('names categories while a word is misspelt', async () => {
    expect(await categoriesNamed(db, 'robotic vacum')).toEqual([
      { slug: 'robotic', name: 'Robotic vacuum cleaners', path: 'vacuum-cleaners/robotic' },
    ]);
    expect(await categoriesNamed(db, ' +- ')).toEqual([]);
  });
});

describe('categories', () => {
  it('are found by their path, with breadcrumb and children', async () => {
    expect(await categoryByPath(db, 'vacuum-cleaners')).toMatchObject({
      id: 'VC',
      breadcrumb: [{ slug: 'vacuum-cleaners', name: 'Vacuum cleaners', path: 'vacuum-cleaners' }],
      children: [
        { slug: 'robotic', name: 'Robotic vacuum cleaners', path: 'vacuum-cleaners/robotic' },
        { slug: 'handheld', name: 'Handheld vacuum cleaners', path: 'vacuum-cleaners/handheld' },
        { slug: 'wet-and-dry', name: 'Wet and dry vacuum cleaners', path: 'vacuum-cleaners/wet-and-dry' },
      ],
    });
    expect((await categoryByPath(db, 'air-purifiers/bedroom'))?.breadcrumb.map(({ path }) => path)).toEqual([
      'air-purifiers',
      'air-purifiers/bedroom',
    ]);
    expect(await categoryByPath(db, 'water-purifiers/robotic')).toBeNull();
  });
});

describe('listing', () => {
  it('lists a parent category’s subcategories with facets that ignore their own filter', async () => {
    const query = { categoryId: 'WP', technologies: ['RO+UV'], pageSize: 48 };
    const listing = await listProducts(db, query);
    expect(listing.products.length).toBe(listing.pagination.totalItems);
    expect(listing.products.map(({ name }) => name)).toContain('Nirmal UnderSink RO+UV 12 L');
    const facets = await listingFacets(db, query);
    const technologies = Object.fromEntries(facets.technologies.map((f) => [f.value, f.count]));
    expect(technologies).toEqual({ RO: 4, UV: 3, 'RO+UV': 7, 'RO+UV+UF': 3, 'UV+UF': 2 });
    // The category facet leaves out the category filter: RO+UV products in every category.
    expect(facets.categories).toEqual([
      { value: 'WP-ROUV', label: 'RO+UV water purifiers', count: 6 },
      { value: 'WP-SINK', label: 'Under-sink water purifiers', count: 1 },
    ]);
    expect(facets.price).toEqual({ minPaise: 1_349_900, maxPaise: 2_799_900 });
  });

  it('filters by price range, colour and rating', async () => {
    const listing = await listProducts(db, {
      minPricePaise: 1_000_000,
      maxPricePaise: 3_000_000,
      colours: ['Midnight Black'],
      minRating: 4.3,
      pageSize: 48,
    });
    expect(listing.products.map(({ slug }) => slug).sort()).toEqual([
      'aqua-pro-8l-midnight-black',
      'aqua-ro-uv-water-purifier-midnight-black',
      'aqua-supreme-ro-uv-uf-midnight-black',
      'robovac-2-midnight-black',
    ]);
    for (const { pricePaise, rating } of listing.products) {
      expect(pricePaise).toBeGreaterThanOrEqual(1_000_000);
      expect(pricePaise).toBeLessThanOrEqual(3_000_000);
      expect(rating?.average).toBeGreaterThanOrEqual(4.3);
    }
  });

  it('sorts by price both ways, newest and rating', async () => {
    const sorted = async (sort: 'price_asc' | 'price_desc' | 'newest' | 'rating') =>
      (await listProducts(db, { categoryId: 'AP', sort, pageSize: 48 })).products;
    const prices = (await sorted('price_asc')).map(({ pricePaise }) => pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBeGreaterThan(3);
    expect((await sorted('price_desc')).map(({ pricePaise }) => pricePaise)).toEqual([...prices].reverse());
    expect((await sorted('newest')).map(({ name }) => name).slice(0, 2)).toEqual([
      'Nirmal AirPure 700 Smart',
      'Nirmal AirPure 500',
    ]);
    const ratings = (await sorted('rating')).map(({ rating }) => rating?.average ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('pages through every product once, even across ties', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const listing = await listProducts(db, { sort: 'rating', page, pageSize: 10 });
      expect(listing.pagination).toEqual({ page, pageSize: 10, totalItems: 41, totalPages: 5 });
      seen.push(...listing.products.map(({ productId }) => productId));
    }
    expect(seen).toHaveLength(41);
    expect(new Set(seen).size).toBe(41);
  });

  it('shows stock at the shopper’s pincode and can keep only what is available there', async () => {
    const all = await listProducts(db, { categoryId: 'WP-ROUV', pincode: '411001', pageSize: 48 });
    const bySlug = new Map(all.products.map((product) => [product.slug, product.stockStatus]));
    expect(bySlug.get('aqua-supreme-ro-uv-uf-copper')).toBe('out_of_stock');
    expect(bySlug.get('aqua-ro-uv-water-purifier-white')).toBe('low_stock');
    expect(bySlug.get('aqua-ro-uv-7-l')).toBe('in_stock');

    const availableOnly = { categoryId: 'WP-ROUV', pincode: '411001', availableOnly: true, pageSize: 48 };
    const available = await listProducts(db, availableOnly);
    expect(available.pagination.totalItems).toBe(all.pagination.totalItems - 2);
    expect((await listingFacets(db, availableOnly)).available).toBe(available.pagination.totalItems);
  });

  it('counts stock across all hubs without a pincode, and none at a pincode nobody serves', async () => {
    const everywhere = await listProducts(db, { categoryId: 'WP-UV', pageSize: 48 });
    expect(everywhere.products.map(({ stockStatus }) => stockStatus)).not.toContain('out_of_stock');
    const unserved = { categoryId: 'WP-UV', pincode: '190001', pageSize: 48 };
    const nowhere = await listProducts(db, unserved);
    expect(nowhere.products.every(({ stockStatus }) => stockStatus === 'out_of_stock')).toBe(true);
    expect((await listingFacets(db, unserved)).available).toBe(0);
  });
});

describe('prices', () => {
  it('answers the server’s prices in paise in the order asked, leaving unknown ids out', async () => {
    expect(await pricesOf(db, ['NRM-312-1', 'NRM-999-1', 'NRM-121-1'])).toEqual([
      {
        productId: 'NRM-312-1',
        materialId: materialOf('handyvac-car'),
        mrpPaise: 449_000,
        pricePaise: 349_000,
        exchangeEligible: false,
      },
      {
        productId: 'NRM-121-1',
        materialId: materialOf('aqua-ro-uv-water-purifier-white'),
        mrpPaise: 2_199_900,
        pricePaise: 1_599_900,
        exchangeEligible: true,
      },
    ]);
  });
});

describe('inventories', () => {
  it('caps what one order may take at what is left', async () => {
    const ids = [idOf('robovac-2-midnight-black'), idOf('aqua-uv-6-l'), 'NRM-999-1', idOf('pure-uv')];
    expect(await inventoriesOf(db, ids, '560034')).toEqual([
      {
        productId: ids[0],
        materialId: materialOf('robovac-2-midnight-black'),
        stockStatus: 'low_stock',
        maxQuantity: 3,
      },
      { productId: ids[1], materialId: materialOf('aqua-uv-6-l'), stockStatus: 'in_stock', maxQuantity: 2 },
      { productId: ids[3], materialId: materialOf('pure-uv'), stockStatus: 'in_stock', maxQuantity: 2 },
    ]);
    const [soldOut] = await inventoriesOf(db, [idOf('aqua-supreme-ro-uv-uf-copper')]);
    expect(soldOut).toMatchObject({ stockStatus: 'out_of_stock', maxQuantity: 0 });
  });
});

describe('availability at a pincode', () => {
  it('answers delivery date and charge, installation, service and stock in one', async () => {
    expect(await availabilityAt(db, idOf('robovac-2-midnight-black'), '401107', now)).toEqual({
      productId: idOf('robovac-2-midnight-black'),
      pincode: '401107',
      city: 'Mumbai',
      state: 'Maharashtra',
      stockStatus: 'in_stock',
      maxQuantity: 3,
      delivery: { available: true, estimatedDate: '2026-03-04', chargePaise: 9_900 },
      installation: { available: true, estimatedDate: '2026-03-05', chargePaise: 19_900 },
      serviceAvailable: false,
    });
  });

  it('cannot deliver what is sold out at the pincode’s hub', async () => {
    const answer = await availabilityAt(db, idOf('aqua-uv-6-l'), '400053', now);
    expect(answer).toMatchObject({
      city: 'Mumbai',
      stockStatus: 'out_of_stock',
      maxQuantity: 0,
      delivery: { available: false },
      installation: { available: false },
      serviceAvailable: true,
    });
  });

  it('cannot deliver what the pincode’s hub does not carry', async () => {
    const answer = await availabilityAt(db, idOf('robovac-lite'), '700091', now);
    expect(answer).toMatchObject({
      city: 'Kolkata',
      stockStatus: 'out_of_stock',
      delivery: { available: false },
    });
  });

  it('tells installation apart from delivery where technicians do not go', async () => {
    const answer = await availabilityAt(db, idOf('pure-uv'), '562125', now);
    expect(answer).toMatchObject({
      delivery: { available: true, estimatedDate: '2026-03-04' },
      installation: { available: false },
      serviceAvailable: true,
    });
  });

  it('serves no pincode outside its hubs’ areas, and knows no unknown product', async () => {
    expect(await availabilityAt(db, idOf('pure-uv'), '190001', now)).toEqual({
      productId: idOf('pure-uv'),
      pincode: '190001',
      city: null,
      state: null,
      stockStatus: 'out_of_stock',
      maxQuantity: 0,
      delivery: { available: false },
      installation: { available: false },
      serviceAvailable: false,
    });
    expect(await availabilityAt(db, 'NRM-999-1', '110001', now)).toBeNull();
  });

  it('reaches the seven cities the shop serves', async () => {
    const cities = await db.query<{ city: string }>('SELECT DISTINCT city FROM hubs ORDER BY city');
    expect(cities.map(({ city }) => city)).toEqual(
      expect.arrayContaining(['Bengaluru', 'Chennai', 'Delhi', 'Hyderabad', 'Kolkata', 'Mumbai', 'Pune']),
    );
  });
});

describe('a product page', () => {
  it('says what comes with each kind of product: free installation of a water purifier, genuine parts for the purifiers', async () => {
    const ofType = async (productType: string) => {
      const [first] = await db.query<{ slug: string }>(
        'SELECT slug FROM products WHERE product_type = $1 ORDER BY slug LIMIT 1',
        [productType],
      );
      return productBySlug(db, first?.slug ?? '');
    };
    expect(await ofType('WATER_PURIFIER')).toMatchObject({
      warrantyMonths: 12,
      freeInstallation: true,
      genuineParts: true,
    });
    expect(await ofType('VACUUM_CLEANER')).toMatchObject({ freeInstallation: false, genuineParts: false });
  });

  it('has its breadcrumb, colours with their stock and rich content', async () => {
    const product = await productBySlug(db, 'airpure-mini-ocean-blue');
    expect(product).toMatchObject({
      name: 'Nirmal AirPure Mini, Ocean Blue',
      productType: 'AIR_PURIFIER',
      technology: 'HEPA',
      mrpPaise: 999_000,
      pricePaise: 799_000,
      rating: { average: 4.2, count: 2204 },
      images: [
        { url: '/images/products/air-compact-blue.svg', alt: 'Nirmal AirPure Mini, Ocean Blue, picture 1' },
      ],
      highlights: ['Room size: Up to 200 sq ft', 'Filter: HEPA H13', 'Clean air delivery: 150 m³ per hour'],
      breadcrumb: [
        { slug: 'air-purifiers', name: 'Air purifiers', path: 'air-purifiers' },
        { slug: 'bedroom', name: 'Air purifiers for the bedroom', path: 'air-purifiers/bedroom' },
      ],
      maxQuantity: 3,
      warrantyMonths: 12,
      // An air purifier needs no installation; its filters are genuine parts.
      freeInstallation: false,
      genuineParts: true,
      exchangeEligible: true,
    });
    expect(product?.variants.map(({ colourName, colourHex }) => [colourName, colourHex])).toEqual([
      ['White', '#f4f6f7'],
      ['Ocean Blue', '#2f6fb3'],
      ['Slate Grey', '#8a96a3'],
    ]);
    expect(product?.specifications[0]).toEqual({
      group: 'Capacity',
      label: 'Room size',
      value: 'Up to 200 sq ft',
    });
    expect(product?.sections.map(({ heading }) => heading)).toEqual([
      'Why you will like it',
      'How it works',
      'In the box',
      'Installation, warranty and service',
    ]);
    expect(product?.sections[0]?.paragraphs[0]).toMatch(/^A quiet bedside purifier/);
    // The pitch does not say again what the highlights and specification tables say.
    const pitch = product?.sections[0]?.paragraphs.join(' ') ?? '';
    for (const { value } of product?.specifications ?? []) expect(pitch).not.toContain(value);
  });

  it('lists no colours to choose for a model that comes in one', async () => {
    expect((await productBySlug(db, 'robovac-lite'))?.variants).toEqual([]);
  });

  it('marks a sold-out colour', async () => {
    const product = await productBySlug(db, 'aqua-supreme-ro-uv-uf-copper');
    expect(product?.stockStatus).toBe('out_of_stock');
    expect(product?.variants.map(({ stockStatus }) => stockStatus)).toEqual(['out_of_stock', 'out_of_stock']);
  });

  it('is not found for an unknown slug', async () => {
    expect(await productBySlug(db, 'no-such-product')).toBeNull();
  });

  it('relates other models of its category first, one colour each', async () => {
    const related = await relatedProducts(db, 'NRM-301-1');
    expect(related).toHaveLength(4);
    expect(
      related
        .slice(0, 2)
        .map(({ productId }) => productId)
        .sort(),
    ).toEqual(['NRM-302-1', 'NRM-303-1']);
    expect(related.every(({ productId }) => !productId.startsWith('NRM-301-'))).toBe(true);
    expect(new Set(related.map(({ productId }) => productId.slice(0, 7))).size).toBe(4);
  });
});
