import type { Queryable } from '../../db/database.ts';
import { understandSearchText } from './search-text.ts';

// Money is whole rupees, GST included. Callers validate their input (routes do, with the contract).

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';
/** At this many left or fewer a shopper is told how many remain. */
export const LOW_STOCK_THRESHOLD = 5;

export interface ProductSummary {
  productId: string;
  materialId: string;
  familyId: string;
  slug: string;
  name: string;
  variantLabel: string | null;
  categoryId: string;
  technology: string | null;
  mrp: number;
  price: number;
  rating: number;
  ratingCount: number;
  image: string;
  createdAt: string;
}

export interface Stock {
  status: StockStatus;
  /** Only when few are left; a full shelf's count is not the shopper's business. */
  quantityLeft: number | null;
}

const SUMMARY_COLUMNS = `
  p.product_id AS "productId", p.material_id AS "materialId", p.family_id AS "familyId", p.slug, p.name,
  p.variant_label AS "variantLabel", p.category_id AS "categoryId", p.technology, p.mrp, p.price,
  p.rating::float8 AS rating, p.rating_count AS "ratingCount", p.images[1] AS image,
  to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

/** Collects `$n` parameters while a statement is put together. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type ListingSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating';

export interface ListingQuery {
  /** What the shopper searched for; without it the listing is a category page. */
  text?: string;
  /** A category or a parent category, whose subcategories' products are then all listed. */
  categorySlug?: string;
  priceMin?: number;
  priceMax?: number;
  technologies?: string[];
  minRating?: number;
  /** The shopper's pincode: each product then carries its stock there. */
  pincode?: string;
  /** With a pincode: only products that can be delivered there now. */
  availableOnly?: boolean;
  sort?: ListingSort;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

export interface PriceBucket {
  min: number;
  /** Exclusive; null for the last bucket. */
  max: number | null;
  count: number;
}

export interface ListingFacets {
  categories: { slug: string; name: string; count: number }[];
  technologies: { technology: string; count: number }[];
  prices: PriceBucket[];
  ratings: { atLeast: number; count: number }[];
  /** Products deliverable now to the pincode; null without one. */
  available: number | null;
}

export interface Listing {
  products: (ProductSummary & { stock: Stock | null })[];
  total: number;
  page: number;
  pageSize: number;
  /** The search text with its typos corrected, when it had any. */
  correctedText: string | null;
  /** Each facet counts the products matching every filter but its own, so a choice never empties it. */
  facets: ListingFacets;
}

const PRICE_EDGES = [0, 10_000, 15_000, 20_000, 30_000];
const RATING_STEPS = [4, 3];
const DEFAULT_PAGE_SIZE = 12;

type Filter = 'category' | 'price' | 'technology' | 'rating' | 'available';

/**
 * The listing's FROM and WHERE, made afresh for each statement: the page takes every filter, each
 * facet every filter but its own (plus any `extra` conditions).
 */
function filteredProducts(query: ListingQuery, tsquery: string | null) {
  const conditions: [Filter, (params: Params) => string][] = [];
  const { categorySlug, priceMin, priceMax, technologies, minRating } = query;
  if (categorySlug) {
    conditions.push([
      'category',
      (params) => {
        const slug = params.add(categorySlug);
        return `c.id IN (SELECT id FROM categories WHERE slug = ${slug}
                          UNION SELECT child.id FROM categories child JOIN categories parent ON parent.id = child.parent_id
                                 WHERE parent.slug = ${slug})`;
      },
    ]);
  }
  if (priceMin !== undefined) conditions.push(['price', (params) => `p.price >= ${params.add(priceMin)}`]);
  if (priceMax !== undefined) conditions.push(['price', (params) => `p.price <= ${params.add(priceMax)}`]);
  if (technologies?.length)
    conditions.push(['technology', (params) => `p.technology = ANY (${params.add(technologies)}::text[])`]);
  if (minRating !== undefined)
    conditions.push(['rating', (params) => `p.rating >= ${params.add(minRating)}`]);
  if (query.availableOnly && query.pincode)
    conditions.push(['available', () => 'coalesce(i.quantity, 0) > 0']);

  return (except?: Filter, ...extra: string[]) => {
    const params = new Params();
    const tsq = tsquery === null ? null : `to_tsquery('english', ${params.add(tsquery)})`;
    const kept = [
      ...(tsq ? [`p.search_document @@ ${tsq}`] : []),
      ...conditions.filter(([filter]) => filter !== except).map(([, condition]) => condition(params)),
      ...extra,
    ];
    const sql = `
      FROM products p
      JOIN categories c ON c.id = p.category_id
      LEFT JOIN hub_pincodes hp ON hp.pincode = ${params.add(query.pincode ?? null)}
      LEFT JOIN inventory i ON i.hub_code = hp.hub_code AND i.material_id = p.material_id
      ${kept.length ? `WHERE ${kept.join(' AND ')}` : ''}`;
    return { sql, params, tsq };
  };
}

function orderBy(sort: ListingSort, tsq: string | null): string {
  const popularity = 'p.rating * ln(p.rating_count + 1) DESC';
  const bySort: Record<ListingSort, string> = {
    relevance: tsq ? `ts_rank_cd(p.search_document, ${tsq}) DESC, ${popularity}` : popularity,
    price_asc: 'p.price ASC',
    price_desc: 'p.price DESC',
    newest: 'p.created_at DESC',
    rating: 'p.rating DESC, p.rating_count DESC',
  };
  // The product id last: pages never overlap or skip, whatever ties the sort leaves.
  return `ORDER BY ${bySort[sort]}, p.product_id`;
}

/** A category page or search results: filtered, sorted, one page of it, and the facets to refine it. */
export async function listProducts(db: Queryable, query: ListingQuery): Promise<Listing> {
  const understood = query.text ? await understandSearchText(db, query.text, { typing: false }) : null;
  // Text with no word the catalogue can read (only signs, another script) matches nothing.
  const tsquery = query.text ? (understood?.tsquery ?? '') : null;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filtered = filteredProducts(query, tsquery);
  const pageOf = filtered();
  const rows = await db.query<ProductSummary & { total: number; quantity: number | null; served: boolean }>(
    `SELECT ${SUMMARY_COLUMNS}, i.quantity, hp.pincode IS NOT NULL AS served, count(*) OVER ()::int AS total
       ${pageOf.sql} ${orderBy(query.sort ?? 'relevance', pageOf.tsq)}
      LIMIT ${pageOf.params.add(pageSize)} OFFSET ${pageOf.params.add((page - 1) * pageSize)}`,
    pageOf.params.values,
  );
  const facet = <Row>(select: string, except: Filter, rest: string, ...extra: string[]) => {
    const { sql, params } = filtered(except, ...extra);
    return db.query<Row>(`SELECT ${select} ${sql} ${rest}`, params.values);
  };
  const categories = await facet<{ slug: string; name: string; count: number }>(
    'c.slug, c.name, count(*)::int AS count',
    'category',
    'GROUP BY c.slug, c.name, c.parent_id, c.position ORDER BY c.parent_id, c.position',
  );
  const technologies = await facet<{ technology: string; count: number }>(
    'p.technology, count(*)::int AS count',
    'technology',
    'GROUP BY p.technology ORDER BY count DESC, p.technology',
    'p.technology IS NOT NULL',
  );
  const prices = await facet<{ bucket: number; count: number }>(
    `width_bucket(p.price, ARRAY[${PRICE_EDGES.join(', ')}]) AS bucket, count(*)::int AS count`,
    'price',
    'GROUP BY bucket',
  );
  const [ratings] = await facet<Record<string, number>>(
    RATING_STEPS.map((step) => `count(*) FILTER (WHERE p.rating >= ${step})::int AS "${step}"`).join(', '),
    'rating',
    '',
  );
  const [available] = query.pincode
    ? await facet<{ count: number }>('count(*)::int AS count', 'available', '', 'coalesce(i.quantity, 0) > 0')
    : [];
  return {
    products: rows.map(({ total: _total, quantity, served, ...product }) => ({
      ...product,
      stock: query.pincode ? stockOf(served ? quantity : null) : null,
    })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
    correctedText: understood?.corrected ?? null,
    facets: {
      categories,
      technologies,
      prices: PRICE_EDGES.map((min, index) => ({
        min,
        max: PRICE_EDGES[index + 1] ?? null,
        count: prices.find(({ bucket }) => bucket === index + 1)?.count ?? 0,
      })),
      ratings: RATING_STEPS.map((atLeast) => ({ atLeast, count: ratings?.[atLeast] ?? 0 })),
      available: available?.count ?? null,
    },
  };
}

function stockOf(quantity: number | null): Stock {
  if (!quantity) return { status: 'out_of_stock', quantityLeft: null };
  if (quantity <= LOW_STOCK_THRESHOLD) return { status: 'low_stock', quantityLeft: quantity };
  return { status: 'in_stock', quantityLeft: null };
}

export interface Suggestions {
  /** Searches to offer while typing: the categories and products the words so far lead to. */
  phrases: string[];
  products: ProductSummary[];
}

const SUGGESTED_PHRASES = 6;
const SUGGESTED_PRODUCTS = 4;

/** Answers while the shopper types: the last word may be unfinished, any word misspelt. */
export async function suggest(db: Queryable, text: string): Promise<Suggestions> {
  const understood = await understandSearchText(db, text, { typing: true });
  if (!understood) return { phrases: [], products: [] };
  const categories = await db.query<{ name: string }>(
    `SELECT name FROM categories
      WHERE parent_id IS NOT NULL AND to_tsvector('english', name) @@ to_tsquery('english', $1)
      ORDER BY position LIMIT $2`,
    [understood.tsquery, SUGGESTED_PHRASES],
  );
  const products = await db.query<ProductSummary>(
    `SELECT ${SUMMARY_COLUMNS} FROM products p
      WHERE p.search_document @@ to_tsquery('english', $1)
      ORDER BY ts_rank_cd(p.search_document, to_tsquery('english', $1)) DESC,
               p.rating * ln(p.rating_count + 1) DESC, p.product_id
      LIMIT $2`,
    [understood.tsquery, SUGGESTED_PRODUCTS],
  );
  const phrases = [...new Set([...categories.map(({ name }) => name), ...products.map(({ name }) => name)])];
  return { phrases: phrases.slice(0, SUGGESTED_PHRASES), products };
}

export interface Price {
  productId: string;
  materialId: string;
  mrp: number;
  price: number;
  /** Whole percent off the MRP, rounded down. */
  discountPercent: number;
}

/** The prices the server charges; unknown product ids are left out. */
export function pricesOf(db: Queryable, productIds: readonly string[]): Promise<Price[]> {
  return db.query<Price>(
    `SELECT product_id AS "productId", material_id AS "materialId", mrp, price,
            floor((mrp - price) * 100.0 / mrp)::int AS "discountPercent"
       FROM products WHERE product_id = ANY ($1::text[]) ORDER BY product_id`,
    [productIds],
  );
}

export interface Delivery {
  hubCode: string;
  city: string;
  area: string;
  /** YYYY-MM-DD in India, counted from today. */
  deliveryDate: string;
  deliveryCharge: number;
  installationAvailable: boolean;
  serviceAvailable: boolean;
}

export interface MaterialAvailability {
  materialId: string;
  /** The pincode's hub carries it: it can reach the pincode once in stock. */
  deliverable: boolean;
  stock: Stock;
}

export interface PincodeAvailability {
  pincode: string;
  /** Null when no hub serves the pincode. */
  delivery: Delivery | null;
  /** Only known material ids, in the order asked. */
  items: MaterialAvailability[];
}

/** Can these products reach this pincode, by when, at what charge, and are installation and service there. */
export async function availabilityAt(
  db: Queryable,
  pincode: string,
  materialIds: readonly string[],
  now: Date,
): Promise<PincodeAvailability> {
  const [delivery] = await db.query<Delivery>(
    `SELECT hp.hub_code AS "hubCode", h.city, hp.area,
            to_char((($2::timestamptz AT TIME ZONE 'Asia/Kolkata')::date + hp.delivery_days), 'YYYY-MM-DD')
              AS "deliveryDate",
            hp.delivery_charge AS "deliveryCharge", hp.installation_available AS "installationAvailable",
            hp.service_available AS "serviceAvailable"
       FROM hub_pincodes hp JOIN hubs h ON h.code = hp.hub_code WHERE hp.pincode = $1`,
    [pincode, now],
  );
  const rows = await db.query<{ materialId: string; carried: boolean; quantity: number | null }>(
    `SELECT asked.material_id AS "materialId", i.material_id IS NOT NULL AS carried, i.quantity
       FROM unnest($1::text[]) WITH ORDINALITY AS asked (material_id, position)
       JOIN products p ON p.material_id = asked.material_id
       LEFT JOIN inventory i ON i.material_id = asked.material_id AND i.hub_code = $2
      ORDER BY asked.position`,
    [materialIds, delivery?.hubCode ?? null],
  );
  return {
    pincode,
    delivery: delivery ?? null,
    items: rows.map(({ materialId, carried, quantity }) => ({
      materialId,
      deliverable: carried,
      stock: stockOf(quantity),
    })),
  };
}

export interface ProductDetail extends ProductSummary {
  description: string;
  images: string[];
  specs: { label: string; value: string }[];
  maxQuantity: number;
  hsnCode: string;
  /** From the top category down to the product's own. */
  breadcrumbs: { slug: string; name: string }[];
  /** Every colour or size of the model, this one included. */
  variants: { productId: string; slug: string; variantLabel: string | null; image: string }[];
  content: { heading: string; body: string }[];
}

/** A product page: the product, where it sits in the catalogue, its variants and its rich content. */
export async function productBySlug(db: Queryable, slug: string): Promise<ProductDetail | null> {
  const [product] = await db.query<Omit<ProductDetail, 'breadcrumbs' | 'variants' | 'content'>>(
    `SELECT ${SUMMARY_COLUMNS}, p.description, p.images, p.specs, p.max_quantity AS "maxQuantity",
            p.hsn_code AS "hsnCode"
       FROM products p WHERE p.slug = $1`,
    [slug],
  );
  if (!product) return null;
  const breadcrumbs = await db.query<{ slug: string; name: string }>(
    `SELECT parent.slug, parent.name FROM categories c JOIN categories parent ON parent.id = c.parent_id
      WHERE c.id = $1
     UNION ALL
     SELECT slug, name FROM categories WHERE id = $1`,
    [product.categoryId],
  );
  const variants = await db.query<ProductDetail['variants'][number]>(
    `SELECT product_id AS "productId", slug, variant_label AS "variantLabel", images[1] AS image
       FROM products WHERE family_id = $1 ORDER BY material_id`,
    [product.familyId],
  );
  const content = await db.query<{ heading: string; body: string }>(
    'SELECT heading, body FROM product_content WHERE product_id = $1 ORDER BY position',
    [product.productId],
  );
  return { ...product, breadcrumbs, variants, content };
}

/**
 * Products to show beside one: one colour per other model, from its own category first, then its
 * parent category, the closest in price first.
 */
export function relatedProducts(db: Queryable, productId: string, limit = 4): Promise<ProductSummary[]> {
  return db.query<ProductSummary>(
    `WITH shown AS (
       SELECT p.family_id, p.category_id, p.price, c.parent_id
         FROM products p JOIN categories c ON c.id = p.category_id WHERE p.product_id = $1),
     first_colours AS (
       SELECT DISTINCT ON (family_id) product_id FROM products ORDER BY family_id, material_id)
     SELECT ${SUMMARY_COLUMNS}
       FROM products p JOIN categories c ON c.id = p.category_id, shown
      WHERE p.product_id IN (SELECT product_id FROM first_colours)
        AND p.family_id <> shown.family_id AND c.parent_id = shown.parent_id
      ORDER BY p.category_id = shown.category_id DESC, abs(p.price - shown.price), p.product_id
      LIMIT $2`,
    [productId, limit],
  );
}
