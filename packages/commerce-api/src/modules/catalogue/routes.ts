import { catalogueCalls, IN_STOCK_FILTER } from '@nirmal/domain/contract';
import type { Facet, FacetOption, Filters, Technology } from '@nirmal/domain/contract';
import { ApiError, notFound } from '../../http/errors.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { EXCHANGE_OFFERS } from './exchange-valuation.ts';
import { categoriesNamed, categoryByPath, categoryIdsByPath } from './categories.ts';
import { listingFacets, listProducts } from './listings.ts';
import { productBySlug, relatedProducts } from './product-pages.ts';
import { availabilityAt, inventoriesOf, pricesOf } from './stock.ts';
import type { Category } from './categories.ts';
import type { ListingFacets, ListingQuery } from './listings.ts';

export const PRODUCT_NOT_FOUND = 'We could not find this product. It may have been renamed or discontinued.';
const FILTER_KEYS = ['category', 'technology', 'colour', 'rating', 'availability'] as const;

const invalidFilter = (message: string) => new ApiError(400, 'INVALID_REQUEST', message);

/**
 * The `filter` parameter read into the data layer's terms. In a category listing the categories
 * ticked must lie under the listed one; search results may be narrowed to any category.
 */
function listingFilters(filters: Filters, within: Category | null, idsByPath: Map<string, string>) {
  const unknown = Object.keys(filters).find((key) => !FILTER_KEYS.some((known) => known === key));
  if (unknown) throw invalidFilter(`Listings filter by ${FILTER_KEYS.join(', ')}, not ${unknown}.`);
  const subcategoryIds = (filters['category'] ?? []).map((path) => {
    const id = idsByPath.get(path);
    if (!id || (within && !path.startsWith(`${within.path}/`))) {
      throw invalidFilter(
        within ? `There is no category ${path} under ${within.name}.` : `There is no category ${path}.`,
      );
    }
    return id;
  });
  const ratings = (filters['rating'] ?? []).map(Number);
  if (ratings.some((rating) => !Number.isInteger(rating) || rating < 1 || rating > 5)) {
    throw invalidFilter('Filter by a rating from 1 to 5 stars.');
  }
  return {
    subcategoryIds,
    technologies: filters['technology'],
    colours: filters['colour'],
    minRating: ratings.length ? Math.min(...ratings) : undefined,
    availableOnly: filters['availability']?.includes(IN_STOCK_FILTER) ?? false,
  } satisfies ListingQuery;
}

const ticked = (options: Omit<FacetOption, 'selected'>[], selected: readonly string[] = []) =>
  options
    .filter(({ value, count }) => count > 0 || selected.includes(value))
    .map((option) => ({ ...option, selected: selected.includes(option.value) }));

/** The data layer's facets in the contract's shape: only options that would leave some products. */
function facetsOf(facets: ListingFacets, filters: Filters, idsByPath: Map<string, string>): Facet[] {
  const pathsById = new Map([...idsByPath].map(([path, id]) => [id, path]));
  const options = (key: string, label: string, values: Omit<FacetOption, 'selected'>[]): Facet[] => {
    const shown = ticked(values, filters[key]);
    return shown.length > 0 ? [{ kind: 'options', key, label, options: shown }] : [];
  };
  const categories = facets.categories.flatMap(({ value, ...option }) => {
    const path = pathsById.get(value);
    return path ? [{ ...option, value: path }] : [];
  });
  return [
    // A leaf category's only option is itself: nothing to narrow.
    ...(categories.length > 1 ? options('category', 'Category', categories) : []),
    ...(facets.price
      ? [{ kind: 'range' as const, key: 'price' as const, label: 'Price', ...facets.price }]
      : []),
    ...options('technology', 'Technology', facets.technologies),
    ...options('rating', 'Customer rating', facets.ratings),
    ...options('colour', 'Colour', facets.colours),
    ...options('availability', 'Availability', [
      { value: IN_STOCK_FILTER, label: 'In stock', count: facets.available },
    ]),
  ];
}

/**
 * The contract's technology is a water purifier's kind, as devices name it: RO for any reverse-osmosis
 * model (RO+UV too), UV for the rest; air purifiers' filters (HEPA) and vacuum cleaners have none.
 */
function purifierTechnology(technology: string | null): Technology | null {
  if (!technology || technology === 'HEPA') return null;
  return technology.startsWith('RO') ? 'RO' : 'UV';
}

export function catalogueRoutes(routes: CallRoutes, { db, clock }: ModuleDeps): void {
  routes.handle(catalogueCalls.listing, async ({ query }) => {
    const { category: path, filter = {}, ...rest } = query;
    const category = await categoryByPath(db, path);
    if (!category) throw notFound(`We have no category ${path}. Choose one from the menu.`);
    const idsByPath = await categoryIdsByPath(db);
    const listingQuery: ListingQuery = {
      categoryId: category.id,
      ...listingFilters(filter, category, idsByPath),
      minPricePaise: rest.minPricePaise,
      maxPricePaise: rest.maxPricePaise,
      pincode: rest.pincode,
      sort: rest.sort,
      page: rest.page,
      pageSize: rest.pageSize,
    };
    const [listing, facets] = await Promise.all([
      listProducts(db, listingQuery),
      listingFacets(db, listingQuery),
    ]);
    const { id: _id, ...shown } = category;
    return {
      data: {
        category: shown,
        facets: facetsOf(facets, filter, idsByPath),
        products: listing.products,
        sort: rest.sort,
        pagination: listing.pagination,
      },
    };
  });

  routes.handle(catalogueCalls.search, async ({ query }) => {
    const { q: text, filter = {}, facets: withFacets, ...rest } = query;
    const idsByPath = await categoryIdsByPath(db);
    const listingQuery: ListingQuery = { text, ...listingFilters(filter, null, idsByPath), ...rest };
    const [listing, categories, facets] = await Promise.all([
      listProducts(db, listingQuery),
      categoriesNamed(db, text),
      withFacets ? listingFacets(db, listingQuery) : null,
    ]);
    return {
      data: {
        query: text,
        categories,
        facets: facets ? facetsOf(facets, filter, idsByPath) : [],
        products: listing.products,
        sort: rest.sort,
        pagination: listing.pagination,
      },
    };
  });

  routes.handle(catalogueCalls.prices, async ({ query }) => {
    const prices = await pricesOf(db, query.productIds);
    return {
      data: prices.map(({ exchangeEligible, ...price }) => ({
        ...price,
        exchangeOffers: exchangeEligible ? EXCHANGE_OFFERS : [],
      })),
    };
  });

  routes.handle(catalogueCalls.inventories, async ({ query }) => ({
    data: await inventoriesOf(db, query.productIds, query.pincode),
  }));

  routes.handle(catalogueCalls.availability, async ({ query }) => {
    const availability = await availabilityAt(db, query.productId, query.pincode, clock());
    if (!availability) throw notFound(PRODUCT_NOT_FOUND);
    return { data: availability };
  });

  routes.handle(catalogueCalls.productDetail, async ({ query }) => {
    const product = await productBySlug(db, query.slug);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const { description: _description, technology, ...attributes } = product;
    return { data: { attributes: { ...attributes, technology: purifierTechnology(technology) } } };
  });

  routes.handle(catalogueCalls.related, async ({ query }) => {
    const [known] = await pricesOf(db, [query.productId]);
    if (!known) throw notFound(PRODUCT_NOT_FOUND);
    return { data: await relatedProducts(db, query.productId) };
  });
}
