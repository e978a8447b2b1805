import { stockStatusFor, type StockStatus } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { understandSearchText } from './search-text.ts';

// The data behind the catalogue calls of @nirmal/domain's contract (catalogue.ts): amounts are paise,
// GST included. Callers validate their input with that contract (page sizes, pincodes, id lists).

export interface CategoryLink {
  slug: string;
  name: string;
  /** Its slugs from the top, `water-purifiers/ro`: the part after `/c/`. */
  path: string;
}

export interface Category extends CategoryLink {
  description: string | null;
  /** From the top, itself last. */
  breadcrumb: CategoryLink[];
  children: CategoryLink[];
}

export interface ProductSummary {
  productId: string;
  materialId: string;
  slug: string;
  name: string;
  productType: 'AIR_PURIFIER' | 'VACUUM_CLEANER' | 'WATER_PURIFIER';
  imageUrl: string | null;
  mrpPaise: number;
  pricePaise: number;
  rating: { average: number; count: number } | null;
  /** At the pincode's hub when one was given, else across all hubs. */
  stockStatus: StockStatus;
}

/** The columns a card needs, from `p` (products) and `stock.units` (what is there to sell). */
const SUMMARY_COLUMNS = `
  p.product_id AS "productId", p.material_id AS "materialId", p.slug, p.name, p.product_type AS "productType",
  p.images[1] AS "imageUrl", p.mrp_paise AS "mrpPaise", p.price_paise AS "pricePaise",
  CASE WHEN p.rating_count > 0 THEN json_build_object('average', p.rating::float8, 'count', p.rating_count) END
    AS rating,
  stock.units`;

/**
 * Units of `p` to sell: at the hub serving `pincode` (none if no hub does), or at all hubs without
 * one. Units held for unpaid orders (stock_reservations of the orders module) are not for sale,
 * except those of the orders `releasing` (a text[] parameter) names: orders about to be given up.
 */
const stockJoin = (pincode: string, releasing = 'NULL') => `
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(i.quantity - coalesce((
             SELECT sum(r.quantity) FROM stock_reservations r
              WHERE r.state = 'held' AND r.hub_code = i.hub_code AND r.material_id = i.material_id
                AND r.order_id <> ALL (coalesce(${releasing}::text[], '{}'))
           ), 0)), 0)::int AS units
      FROM inventory i
     WHERE i.material_id = p.material_id
       AND (${pincode}::text IS NULL
            OR i.hub_code = (SELECT hub_code FROM hub_pincodes WHERE pincode = ${pincode}::text))
  ) AS stock ON true`;

type SummaryRow = Omit<ProductSummary, 'stockStatus'> & { units: number };
const toSummary = ({ units, ...product }: SummaryRow): ProductSummary => ({
  ...product,
  stockStatus: stockStatusFor(units),
});

/** Collects `$n` parameters while a statement is put together. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const CATEGORY_LINKS = `
  SELECT c.id, c.slug, c.name, c.description, c.parent_id AS "parentId",
         CASE WHEN parent.slug IS NULL THEN c.slug ELSE parent.slug || '/' || c.slug END AS path
    FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id`;

interface CategoryRow extends CategoryLink {
  id: string;
  description: string | null;
  parentId: string | null;
}

const linkOf = ({ slug, name, path }: CategoryLink): CategoryLink => ({ slug, name, path });

/** A category by its path (`water-purifiers` or `water-purifiers/ro`), with its breadcrumb and children. */
export async function categoryByPath(
  db: Queryable,
  path: string,
): Promise<(Category & { id: string }) | null> {
  const all = await db.query<CategoryRow>(`${CATEGORY_LINKS} ORDER BY c.position, c.id`);
  const category = all.find((candidate) => candidate.path === path);
  if (!category) return null;
  const parent = all.find(({ id }) => id === category.parentId);
  return {
    id: category.id,
    ...linkOf(category),
    description: category.description,
    breadcrumb: [...(parent ? [linkOf(parent)] : []), linkOf(category)],
    children: all.filter(({ parentId }) => parentId === category.id).map(linkOf),
  };
}

/** Every category's id by its path, to read and write category filters. */
export async function categoryIdsByPath(db: Queryable): Promise<Map<string, string>> {
  const all = await db.query<CategoryRow>(CATEGORY_LINKS);
  return new Map(all.map(({ path, id }) => [path, id]));
}

/** Categories the words name, for suggestions while typing. */
export async function categoriesNamed(db: Queryable, text: string, limit = 4): Promise<CategoryLink[]> {
  const understood = await understandSearchText(db, text);
  if (!understood) return [];
  const rows = await db.query<CategoryRow>(
    `${CATEGORY_LINKS}
      WHERE to_tsvector('english', c.name) @@ to_tsquery('english', $1)
      ORDER BY c.parent_id IS NULL, c.position LIMIT $2`,
    [understood.tsquery, limit],
  );
  return rows.map(linkOf);
}

export type ListingSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'rating';

export interface ListingQuery {
  /** What the shopper searched for (as typed so far); without it the listing is a category page. */
  text?: string;
  /** A category's id (see categoryByPath); a parent category lists all its subcategories' products. */
  categoryId?: string;
  /** Within that category, only these of its subcategories (ticked in the category facet). */
  subcategoryIds?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  technologies?: string[];
  colours?: string[];
  minRating?: number;
  /** The shopper's pincode: stock is then that of the hub serving it. */
  pincode?: string;
  /** Only products in stock (at the pincode's hub, when there is one). */
  availableOnly?: boolean;
  sort?: ListingSort;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** Each facet counts the products matching every filter but its own, so a choice never empties it. */
export interface ListingFacets {
  categories: FacetOption[];
  technologies: FacetOption[];
  colours: FacetOption[];
  /** Rated at least `value` stars. */
  ratings: FacetOption[];
  /** The lowest and highest price among the products the other filters leave; null when none. */
  price: { minPaise: number; maxPaise: number } | null;
  /** In stock (at the pincode's hub when one was given), among those the other filters leave. */
  available: number;
}

export interface Listing {
  products: ProductSummary[];
  pagination: { page: number; pageSize: number; totalItems: number; totalPages: number };
  /** The search text with its typos corrected, when it had any. */
  correctedText: string | null;
}

const RATING_STEPS = [4, 3];
const DEFAULT_PAGE_SIZE = 12;

type Filter = 'scope' | 'category' | 'price' | 'technology' | 'colour' | 'rating' | 'available';

/**
 * The listing's FROM and WHERE, made afresh for each statement: the page takes every filter, each
 * facet every filter but its own (plus any `extra` conditions).
 */
function filteredProducts(query: ListingQuery, tsquery: string | null) {
  const { categoryId, minPricePaise, maxPricePaise, technologies, colours, minRating } = query;
  const conditions: [Filter, (params: Params) => string][] = [];
  if (categoryId) {
    conditions.push(['scope', (params) => `${params.add(categoryId)} IN (c.id, c.parent_id)`]);
  }
  if (query.subcategoryIds?.length) {
    conditions.push(['category', (params) => `c.id = ANY (${params.add(query.subcategoryIds)}::text[])`]);
  }
  if (minPricePaise !== undefined)
    conditions.push(['price', (params) => `p.price_paise >= ${params.add(minPricePaise)}`]);
  if (maxPricePaise !== undefined)
    conditions.push(['price', (params) => `p.price_paise <= ${params.add(maxPricePaise)}`]);
  if (technologies?.length)
    conditions.push(['technology', (params) => `p.technology = ANY (${params.add(technologies)}::text[])`]);
  if (colours?.length)
    conditions.push(['colour', (params) => `p.colour_name = ANY (${params.add(colours)}::text[])`]);
  if (minRating !== undefined)
    conditions.push(['rating', (params) => `p.rating >= ${params.add(minRating)}`]);
  if (query.availableOnly) conditions.push(['available', () => 'stock.units > 0']);

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
      ${stockJoin(params.add(query.pincode ?? null))}
      ${kept.length ? `WHERE ${kept.join(' AND ')}` : ''}`;
    return { sql, params, tsq };
  };
}

function orderBy(sort: ListingSort, tsq: string | null): string {
  const popularity = 'p.rating * ln(p.rating_count + 1) DESC';
  const bySort: Record<ListingSort, string> = {
    relevance: tsq ? `ts_rank_cd(p.search_document, ${tsq}) DESC, ${popularity}` : popularity,
    price_asc: 'p.price_paise ASC',
    price_desc: 'p.price_paise DESC',
    newest: 'p.created_at DESC',
    rating: 'p.rating DESC, p.rating_count DESC',
  };
  // The product id last: pages never overlap or skip, whatever ties the sort leaves.
  return `ORDER BY ${bySort[sort]}, p.product_id`;
}

/** The full-text query a listing's text asks for; null without text. */
async function listingText(db: Queryable, query: ListingQuery) {
  if (!query.text) return { tsquery: null, corrected: null };
  const understood = await understandSearchText(db, query.text);
  // Text with no word the catalogue can read (only signs, another script) matches nothing.
  return { tsquery: understood?.tsquery ?? '', corrected: understood?.corrected ?? null };
}

/** A category page or search results (suggestions too): filtered, sorted, one page of it. */
export async function listProducts(db: Queryable, query: ListingQuery): Promise<Listing> {
  const { tsquery, corrected } = await listingText(db, query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const { sql, params, tsq } = filteredProducts(query, tsquery)();
  const rows = await db.query<SummaryRow & { total: number }>(
    `SELECT ${SUMMARY_COLUMNS}, count(*) OVER ()::int AS total
       ${sql} ${orderBy(query.sort ?? 'relevance', tsq)}
      LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}`,
    params.values,
  );
  const totalItems = rows[0]?.total ?? 0;
  return {
    products: rows.map(({ total: _total, ...row }) => toSummary(row)),
    pagination: { page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) },
    correctedText: corrected,
  };
}

/** The facets to refine a listing with (its page and sort play no part). */
export async function listingFacets(db: Queryable, query: ListingQuery): Promise<ListingFacets> {
  const filtered = filteredProducts(query, (await listingText(db, query)).tsquery);
  const facet = <Row>(select: string, except: Filter, rest: string, ...extra: string[]) => {
    const { sql, params } = filtered(except, ...extra);
    return db.query<Row>(`SELECT ${select} ${sql} ${rest}`, params.values);
  };
  const options = (value: string, label: string, except: Filter, order: string, ...extra: string[]) =>
    facet<FacetOption>(
      `${value} AS value, ${label} AS label, count(*)::int AS count`,
      except,
      `GROUP BY ${value}, ${label} ORDER BY ${order}`,
      ...extra,
    );
  const categories = await options('c.id', 'c.name', 'category', 'min(c.parent_id), min(c.position)');
  const technologies = await options(
    'p.technology',
    'p.technology',
    'technology',
    'count DESC, value',
    'p.technology IS NOT NULL',
  );
  const colours = await options('p.colour_name', 'p.colour_name', 'colour', 'count DESC, value');
  const [ratings] = await facet<Record<string, number>>(
    RATING_STEPS.map((step) => `count(*) FILTER (WHERE p.rating >= ${step})::int AS "${step}"`).join(', '),
    'rating',
    '',
  );
  const [price] = await facet<{ minPaise: number | null; maxPaise: number | null }>(
    'min(p.price_paise) AS "minPaise", max(p.price_paise) AS "maxPaise"',
    'price',
    '',
  );
  const [available] = await facet<{ count: number }>(
    'count(*)::int AS count',
    'available',
    '',
    'stock.units > 0',
  );
  return {
    categories,
    technologies,
    colours,
    ratings: RATING_STEPS.map((step) => ({
      value: String(step),
      label: `${step} stars and above`,
      count: ratings?.[step] ?? 0,
    })),
    price:
      price?.minPaise != null && price.maxPaise != null
        ? { minPaise: price.minPaise, maxPaise: price.maxPaise }
        : null,
    available: available?.count ?? 0,
  };
}

export interface Price {
  productId: string;
  materialId: string;
  mrpPaise: number;
  pricePaise: number;
  /** Whether an old product can be exchanged against it (the offers are valued elsewhere). */
  exchangeEligible: boolean;
}

/** The prices the server charges, in the order asked; unknown product ids are left out. */
export function pricesOf(db: Queryable, productIds: readonly string[]): Promise<Price[]> {
  return db.query<Price>(
    `SELECT p.product_id AS "productId", p.material_id AS "materialId", p.mrp_paise AS "mrpPaise",
            p.price_paise AS "pricePaise", p.exchange_eligible AS "exchangeEligible"
       FROM unnest($1::text[]) WITH ORDINALITY AS asked (product_id, position)
       JOIN products p ON p.product_id = asked.product_id
      ORDER BY asked.position`,
    [productIds],
  );
}

export interface Inventory {
  productId: string;
  materialId: string;
  stockStatus: StockStatus;
  /** The most one order may take now: the product's limit, or fewer when fewer are left. */
  maxQuantity: number;
}

interface InventoryRow {
  productId: string;
  materialId: string;
  maxQuantity: number;
  units: number;
}

function inventoryRows(db: Queryable, productIds: readonly string[], pincode: string | null) {
  return db.query<InventoryRow>(
    `SELECT p.product_id AS "productId", p.material_id AS "materialId", p.max_quantity AS "maxQuantity",
            stock.units
       FROM unnest($1::text[]) WITH ORDINALITY AS asked (product_id, position)
       JOIN products p ON p.product_id = asked.product_id
       ${stockJoin('$2')}
      ORDER BY asked.position`,
    [productIds, pincode],
  );
}

const toInventory = ({ productId, materialId, maxQuantity, units }: InventoryRow): Inventory => ({
  productId,
  materialId,
  stockStatus: stockStatusFor(units),
  maxQuantity: Math.min(maxQuantity, units),
});

/** Stock of some products, at the pincode's hub or across all hubs; unknown ids are left out. */
export async function inventoriesOf(
  db: Queryable,
  productIds: readonly string[],
  pincode?: string,
): Promise<Inventory[]> {
  return (await inventoryRows(db, productIds, pincode ?? null)).map(toInventory);
}

export interface OrderableProduct extends ProductSummary {
  /** The most one order may take, whatever the stock. */
  limit: number;
  /** Units to sell: at the hub serving the pincode (none if no hub does), or at all hubs without one. */
  units: number;
  exchangeEligible: boolean;
}

/**
 * Products as a cart shows and checks them, in the order asked; unknown ids are left out. Units
 * held for the orders `releasing` names (the customer's unpaid ones, which placing a new order
 * gives up) count as for sale.
 */
export async function orderableProducts(
  db: Queryable,
  productIds: readonly string[],
  pincode?: string,
  releasing: readonly string[] = [],
): Promise<OrderableProduct[]> {
  const rows = await db.query<SummaryRow & { limit: number; exchangeEligible: boolean }>(
    `SELECT ${SUMMARY_COLUMNS}, p.max_quantity AS "limit", p.exchange_eligible AS "exchangeEligible"
       FROM unnest($1::text[]) WITH ORDINALITY AS asked (product_id, position)
       JOIN products p ON p.product_id = asked.product_id
       ${stockJoin('$2', '$3')}
      ORDER BY asked.position`,
    [productIds, pincode ?? null, releasing],
  );
  return rows.map(({ limit, exchangeEligible, ...row }) => ({
    ...toSummary(row),
    units: row.units,
    limit,
    exchangeEligible,
  }));
}

/** What delivering an order to a pincode costs; null when no hub serves it. */
export async function deliveryTo(db: Queryable, pincode: string): Promise<{ chargePaise: number } | null> {
  const [served] = await db.query<{ chargePaise: number }>(
    'SELECT delivery_charge_paise AS "chargePaise" FROM hub_pincodes WHERE pincode = $1',
    [pincode],
  );
  return served ?? null;
}

/** Which hub serves a pincode and whether its technicians make service visits there; null when none does. */
export async function serviceAt(
  db: Queryable,
  pincode: string,
): Promise<{ hubCode: string; serviceAvailable: boolean } | null> {
  const [served] = await db.query<{ hubCode: string; serviceAvailable: boolean }>(
    'SELECT hub_code AS "hubCode", service_available AS "serviceAvailable" FROM hub_pincodes WHERE pincode = $1',
    [pincode],
  );
  return served ?? null;
}

export interface Availability extends Omit<Inventory, 'materialId'> {
  pincode: string;
  city: string | null;
  state: string | null;
  delivery: { available: true; estimatedDate: string; chargePaise: number } | { available: false };
  installation: { available: true; estimatedDate: string; chargePaise: number } | { available: false };
  serviceAvailable: boolean;
}

interface ServedPincode {
  city: string;
  state: string;
  deliveryDate: string;
  installationDate: string;
  deliveryChargePaise: number;
  installationAvailable: boolean;
  installationChargePaise: number;
  serviceAvailable: boolean;
}

/**
 * The product page's answer for one pincode: whether and by when it arrives and for what charge,
 * the stock that serves it, and whether we install (the day after delivery) and service there.
 * Null for an unknown product; an unserved pincode gets a full answer that nothing is available.
 */
export async function availabilityAt(
  db: Queryable,
  productId: string,
  pincode: string,
  now: Date,
): Promise<Availability | null> {
  const [row] = await inventoryRows(db, [productId], pincode);
  if (!row) return null;
  const [served] = await db.query<ServedPincode>(
    `SELECT h.city, h.state, hp.delivery_charge_paise AS "deliveryChargePaise",
            to_char(today.date + hp.delivery_days, 'YYYY-MM-DD') AS "deliveryDate",
            to_char(today.date + hp.delivery_days + 1, 'YYYY-MM-DD') AS "installationDate",
            hp.installation_available AS "installationAvailable",
            hp.installation_charge_paise AS "installationChargePaise", hp.service_available AS "serviceAvailable"
       FROM hub_pincodes hp JOIN hubs h ON h.code = hp.hub_code,
            (SELECT ($2::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AS date) AS today
      WHERE hp.pincode = $1`,
    [pincode, now],
  );
  const { materialId: _materialId, ...inventory } = toInventory(row);
  const deliverable = served !== undefined && inventory.stockStatus !== 'out_of_stock';
  return {
    ...inventory,
    pincode,
    city: served?.city ?? null,
    state: served?.state ?? null,
    delivery: deliverable
      ? { available: true, estimatedDate: served.deliveryDate, chargePaise: served.deliveryChargePaise }
      : { available: false },
    installation:
      deliverable && served.installationAvailable
        ? {
            available: true,
            estimatedDate: served.installationDate,
            chargePaise: served.installationChargePaise,
          }
        : { available: false },
    serviceAvailable: served?.serviceAvailable ?? false,
  };
}

export interface ProductDetail extends ProductSummary {
  technology: string | null;
  description: string;
  images: { url: string; alt: string }[];
  highlights: string[];
  specifications: { group: string; label: string; value: string }[];
  /** Every colour of the model, this one among them; empty when it comes in one. */
  variants: {
    productId: string;
    slug: string;
    colourName: string;
    colourHex: string;
    stockStatus: StockStatus;
  }[];
  breadcrumb: CategoryLink[];
  maxQuantity: number;
  warrantyMonths: number;
  freeInstallation: boolean;
  genuineParts: boolean;
  exchangeEligible: boolean;
  sections: { kind: 'text'; heading: string; paragraphs: string[] }[];
}

type DetailRow = Omit<ProductDetail, 'images' | 'variants' | 'breadcrumb' | 'sections' | 'stockStatus'> & {
  units: number;
  imageUrls: string[];
  familyId: string;
  categoryPath: string;
};

/** A product page: the product, where it sits in the catalogue, its colours and its rich content. */
export async function productBySlug(db: Queryable, slug: string): Promise<ProductDetail | null> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, p.technology, p.description, p.images AS "imageUrls", p.highlights,
            p.specs AS specifications, p.max_quantity AS "maxQuantity", p.warranty_months AS "warrantyMonths",
            p.exchange_eligible AS "exchangeEligible", p.free_installation AS "freeInstallation",
            p.genuine_parts AS "genuineParts", p.family_id AS "familyId",
            coalesce(parent.slug || '/', '') || c.slug AS "categoryPath"
       FROM products p JOIN categories c ON c.id = p.category_id
       LEFT JOIN categories parent ON parent.id = c.parent_id
       ${stockJoin('NULL')}
      WHERE p.slug = $1`,
    [slug],
  );
  if (!row) return null;
  const { imageUrls, familyId, categoryPath, units, ...product } = row;
  const category = await categoryByPath(db, categoryPath);
  const variants = await db.query<Omit<ProductDetail['variants'][number], 'stockStatus'> & { units: number }>(
    `SELECT p.product_id AS "productId", p.slug, p.colour_name AS "colourName", p.colour_hex AS "colourHex",
            stock.units
       FROM products p ${stockJoin('NULL')}
      WHERE p.family_id = $1 ORDER BY p.material_id`,
    [familyId],
  );
  const sections = await db.query<{ heading: string; body: string }>(
    'SELECT heading, body FROM product_content WHERE product_id = $1 ORDER BY position',
    [product.productId],
  );
  return {
    ...toSummary({ ...product, units }),
    technology: product.technology,
    description: product.description,
    images: imageUrls.map((url, index) => ({ url, alt: `${product.name}, picture ${index + 1}` })),
    highlights: product.highlights,
    specifications: product.specifications,
    variants:
      variants.length > 1
        ? variants.map(({ units: available, ...variant }) => ({
            ...variant,
            stockStatus: stockStatusFor(available),
          }))
        : [],
    breadcrumb: category?.breadcrumb ?? [],
    maxQuantity: product.maxQuantity,
    warrantyMonths: product.warrantyMonths,
    freeInstallation: product.freeInstallation,
    genuineParts: product.genuineParts,
    exchangeEligible: product.exchangeEligible,
    sections: sections.map(({ heading, body }) => ({ kind: 'text', heading, paragraphs: [body] })),
  };
}

/**
 * Products to show beside one: one colour per other model, from its own category first, then its
 * parent category, the closest in price first.
 */
export async function relatedProducts(
  db: Queryable,
  productId: string,
  limit = 4,
): Promise<ProductSummary[]> {
  const rows = await db.query<SummaryRow>(
    `WITH shown AS (
       SELECT p.family_id, p.category_id, p.price_paise, c.parent_id
         FROM products p JOIN categories c ON c.id = p.category_id WHERE p.product_id = $1),
     first_colours AS (
       SELECT DISTINCT ON (family_id) product_id FROM products ORDER BY family_id, material_id)
     SELECT ${SUMMARY_COLUMNS}
       FROM products p JOIN categories c ON c.id = p.category_id
       ${stockJoin('NULL')}, shown
      WHERE p.product_id IN (SELECT product_id FROM first_colours)
        AND p.family_id <> shown.family_id AND c.parent_id = shown.parent_id
      ORDER BY p.category_id = shown.category_id DESC, abs(p.price_paise - shown.price_paise), p.product_id
      LIMIT $2`,
    [productId, limit],
  );
  return rows.map(toSummary);
}

/** A product as its reviews name it: the model (family) whose colours share one rating, and those colours. */
export interface ProductModel {
  productId: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  modelId: string;
  productIds: string[];
}

export async function productModel(db: Queryable, productId: string): Promise<ProductModel | null> {
  const [row] = await db.query<ProductModel>(
    `SELECT p.product_id AS "productId", p.name, p.slug, p.images[1] AS "imageUrl", p.family_id AS "modelId",
            array(SELECT colour.product_id FROM products colour WHERE colour.family_id = p.family_id
                   ORDER BY colour.material_id) AS "productIds"
       FROM products p WHERE p.product_id = $1`,
    [productId],
  );
  return row ?? null;
}

/** Sets the rating every colour of a model shows (and listings filter and sort by), as its reviews sum it up. */
export async function setModelRating(
  tx: Queryable,
  modelId: string,
  rating: { average: number; count: number },
): Promise<void> {
  await tx.query('UPDATE products SET rating = $2, rating_count = $3 WHERE family_id = $1', [
    modelId,
    rating.average,
    rating.count,
  ]);
}

/** A hub's name, as customers read it ("Chakan hub"); null for an unknown code. */
export async function hubName(db: Queryable, hubCode: string): Promise<string | null> {
  const [hub] = await db.query<{ name: string }>('SELECT name FROM hubs WHERE code = $1', [hubCode]);
  return hub?.name ?? null;
}
