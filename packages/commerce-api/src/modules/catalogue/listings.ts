import type { Queryable } from '../../db/database.ts';
import { SUMMARY_COLUMNS, stockJoin, toSummary } from './product-rows.ts';
import type { ProductSummary, SummaryRow } from './product-rows.ts';
import { understandSearchText } from './search-text.ts';

// Category pages and search results: filtered, sorted, paged, with their facets. Callers validate
// their input with the contract (page sizes, pincodes).

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
