import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import {
  availabilityAt,
  listProducts,
  pricesOf,
  productBySlug,
  relatedProducts,
  suggest,
} from '../src/modules/catalogue/queries.ts';
import { seedCatalogue, seedProducts } from '../src/modules/catalogue/seed.ts';
import { stockExceptions } from '../src/modules/catalogue/seed-data.ts';
import { openCatalogueDatabase } from './catalogue-database.ts';

// 10:00 in India on 1 March 2026.
const now = new Date('2026-03-01T04:30:00Z');
let db: Database;

beforeAll(async () => {
  db = await openCatalogueDatabase(now);
}, 60_000);
afterAll(() => db.close());

const materialOf = (slug: string) => {
  const product = seedProducts.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`No product ${slug}`);
  return product.materialId;
};

describe('the seed', () => {
  it('holds about 40 products in a two-level category tree, priced at or under their MRP', async () => {
    const [counts] = await db.query<{ products: number; leaves: number; tops: number; overpriced: number }>(
      `SELECT (SELECT count(*)::int FROM products) AS products,
              (SELECT count(*)::int FROM categories WHERE parent_id IS NOT NULL) AS leaves,
              (SELECT count(*)::int FROM categories WHERE parent_id IS NULL) AS tops,
              (SELECT count(*)::int FROM products WHERE price > mrp) AS overpriced`,
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
    const { products } = await listProducts(db, { text: 'copper', pageSize: 50 });
    const named = products.map(({ name }) => name.includes('Copper'));
    expect(named).toEqual([true, true, true, false]);
  });

  it('corrects typos against the catalogue’s own words', async () => {
    const purifiers = await listProducts(db, { text: 'water purifer' });
    expect(purifiers.correctedText).toBe('water purifier');
    expect(purifiers.total).toBe(19);
    expect(purifiers.products.every(({ categoryId }) => categoryId.startsWith('WP-'))).toBe(true);

    const vacuums = await listProducts(db, { text: 'vacum' });
    expect(vacuums.correctedText).toBe('vacuum');
    expect(vacuums.total).toBe(13);
  });

  it('finds nothing for words nothing resembles, or no words at all', async () => {
    for (const text of ['xylophone', '!!!', 'पानी']) {
      const listing = await listProducts(db, { text });
      expect(listing.total, text).toBe(0);
      expect(listing.products).toEqual([]);
    }
  });

  it('suggests categories and products for an unfinished word', async () => {
    const suggestions = await suggest(db, 'ro pur');
    expect(suggestions.phrases).toContain('RO water purifiers');
    expect(suggestions.phrases).toContain('RO+UV water purifiers');
    expect(suggestions.products).toHaveLength(4);
    expect(suggestions.products.every(({ technology }) => technology?.startsWith('RO'))).toBe(true);
  });

  it('suggests while the word being typed is misspelt', async () => {
    const suggestions = await suggest(db, 'robotic vacum');
    expect(suggestions.phrases[0]).toBe('Robotic vacuum cleaners');
    expect(suggestions.products.every(({ categoryId }) => categoryId === 'VC-ROBOT')).toBe(true);
  });

  it('suggests nothing for nothing typed', async () => {
    expect(await suggest(db, ' +- ')).toEqual({ phrases: [], products: [] });
  });
});

describe('listing', () => {
  it('lists a parent category’s subcategories with facets that ignore their own filter', async () => {
    const listing = await listProducts(db, {
      categorySlug: 'water-purifiers',
      technologies: ['RO+UV'],
      pageSize: 50,
    });
    expect(listing.products.every(({ technology }) => technology === 'RO+UV')).toBe(true);
    expect(listing.total).toBe(listing.products.length);
    const technologies = Object.fromEntries(listing.facets.technologies.map((f) => [f.technology, f.count]));
    expect(technologies).toMatchObject({ RO: 4, UV: 3, 'RO+UV': listing.total });
    expect(listing.facets.categories).toEqual([
      { slug: 'ro-uv-water-purifiers', name: 'RO+UV water purifiers', count: 6 },
      { slug: 'under-sink-water-purifiers', name: 'Under-sink water purifiers', count: 1 },
    ]);
    const priced = listing.facets.prices.reduce((sum, bucket) => sum + bucket.count, 0);
    expect(priced).toBe(listing.total);
  });

  it('filters by price range and rating', async () => {
    const listing = await listProducts(db, {
      priceMin: 10_000,
      priceMax: 20_000,
      minRating: 4.4,
      pageSize: 50,
    });
    expect(listing.total).toBeGreaterThan(0);
    for (const product of listing.products) {
      expect(product.price).toBeGreaterThanOrEqual(10_000);
      expect(product.price).toBeLessThanOrEqual(20_000);
      expect(product.rating).toBeGreaterThanOrEqual(4.4);
    }
  });

  it('sorts by price both ways, newest and rating', async () => {
    const sorted = async (sort: 'price_asc' | 'price_desc' | 'newest' | 'rating') =>
      (await listProducts(db, { categorySlug: 'air-purifiers', sort, pageSize: 50 })).products;
    const prices = (await sorted('price_asc')).map(({ price }) => price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await sorted('price_desc')).map(({ price }) => price)).toEqual([...prices].reverse());
    const created = (await sorted('newest')).map(({ createdAt }) => createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const ratings = (await sorted('rating')).map(({ rating }) => rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('pages through every product once, even across ties', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const listing = await listProducts(db, { sort: 'price_asc', page, pageSize: 10 });
      expect(listing.total).toBe(41);
      seen.push(...listing.products.map(({ productId }) => productId));
    }
    expect(seen).toHaveLength(41);
    expect(new Set(seen).size).toBe(41);
  });

  it('shows stock at the shopper’s pincode and can keep only what is available there', async () => {
    const all = await listProducts(db, {
      categorySlug: 'ro-uv-water-purifiers',
      pincode: '411001',
      pageSize: 50,
    });
    const bySlug = new Map(all.products.map((product) => [product.slug, product.stock]));
    expect(bySlug.get('aqua-supreme-ro-uv-uf-copper')).toEqual({
      status: 'out_of_stock',
      quantityLeft: null,
    });
    expect(bySlug.get('aqua-ro-uv-water-purifier-white')).toEqual({ status: 'low_stock', quantityLeft: 4 });
    expect(bySlug.get('aqua-ro-uv-7-l')).toEqual({ status: 'in_stock', quantityLeft: null });

    const available = await listProducts(db, {
      categorySlug: 'ro-uv-water-purifiers',
      pincode: '411001',
      availableOnly: true,
      pageSize: 50,
    });
    expect(available.total).toBe(all.total - 2);
    expect(available.facets.available).toBe(available.total);
  });
});

describe('prices', () => {
  it('answers the server’s prices and discounts, leaving unknown ids out', async () => {
    const prices = await pricesOf(db, ['NRM-121-1', 'NRM-999-1']);
    expect(prices).toEqual([
      {
        productId: 'NRM-121-1',
        materialId: materialOf('aqua-ro-uv-water-purifier-white'),
        mrp: 21999,
        price: 15999,
        discountPercent: 27,
      },
    ]);
  });
});

describe('availability at a pincode', () => {
  it('answers delivery date, charge, installation, service and stock in one', async () => {
    const answer = await availabilityAt(
      db,
      '401107',
      [materialOf('robovac-2-midnight-black'), materialOf('aqua-uv-6-l'), 'NOT-A-MATERIAL'],
      now,
    );
    expect(answer.delivery).toEqual({
      hubCode: 'BOM-03',
      city: 'Mumbai',
      area: 'Mira Road',
      deliveryDate: '2026-03-04',
      deliveryCharge: 99,
      installationAvailable: true,
      serviceAvailable: false,
    });
    expect(answer.items).toEqual([
      {
        materialId: materialOf('robovac-2-midnight-black'),
        deliverable: true,
        stock: { status: 'in_stock', quantityLeft: null },
      },
      {
        materialId: materialOf('aqua-uv-6-l'),
        deliverable: true,
        stock: { status: 'out_of_stock', quantityLeft: null },
      },
    ]);
  });

  it('tells a few left apart from a full shelf', async () => {
    const answer = await availabilityAt(db, '560034', [materialOf('robovac-2-midnight-black')], now);
    expect(answer.items[0]?.stock).toEqual({ status: 'low_stock', quantityLeft: 3 });
  });

  it('cannot deliver what the pincode’s hub does not carry', async () => {
    const answer = await availabilityAt(db, '700091', [materialOf('robovac-lite')], now);
    expect(answer.delivery?.city).toBe('Kolkata');
    expect(answer.items[0]).toMatchObject({ deliverable: false, stock: { status: 'out_of_stock' } });
  });

  it('serves no pincode outside its hubs’ areas', async () => {
    const answer = await availabilityAt(db, '190001', [materialOf('pure-uv')], now);
    expect(answer.delivery).toBeNull();
    expect(answer.items).toEqual([
      {
        materialId: materialOf('pure-uv'),
        deliverable: false,
        stock: { status: 'out_of_stock', quantityLeft: null },
      },
    ]);
  });

  it('reaches the seven cities the shop serves', async () => {
    const cities = await db.query<{ city: string }>(
      'SELECT DISTINCT h.city FROM hub_pincodes hp JOIN hubs h ON h.code = hp.hub_code ORDER BY h.city',
    );
    expect(cities.map(({ city }) => city)).toEqual(
      expect.arrayContaining(['Bengaluru', 'Chennai', 'Delhi', 'Hyderabad', 'Kolkata', 'Mumbai', 'Pune']),
    );
  });
});

describe('a product page', () => {
  it('has its breadcrumbs, colours and rich content', async () => {
    const product = await productBySlug(db, 'airpure-mini-ocean-blue');
    expect(product).toMatchObject({
      name: 'Nirmal AirPure Mini, Ocean Blue',
      technology: 'HEPA',
      breadcrumbs: [
        { slug: 'air-purifiers', name: 'Air purifiers' },
        { slug: 'bedroom-air-purifiers', name: 'Air purifiers for the bedroom' },
      ],
    });
    expect(product?.variants.map(({ variantLabel }) => variantLabel)).toEqual([
      'White',
      'Ocean Blue',
      'Slate Grey',
    ]);
    expect(product?.specs[0]).toEqual({ label: 'Room size', value: 'Up to 200 sq ft' });
    expect(product?.content.map(({ heading }) => heading)).toEqual([
      'Why you will like it',
      'How it works',
      'In the box',
      'Installation, warranty and service',
    ]);
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
        .map(({ familyId }) => familyId)
        .sort(),
    ).toEqual(['NRM-302', 'NRM-303']);
    expect(new Set(related.map(({ familyId }) => familyId)).size).toBe(4);
    expect(related.every(({ familyId }) => familyId !== 'NRM-301')).toBe(true);
  });
});
