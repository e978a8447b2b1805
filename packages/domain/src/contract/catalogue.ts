import * as z from 'zod/mini';
import { stockStatuses } from '@nirmal/format';
import { defineCall } from './call.ts';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from './catalogue-terms.ts';
import { checkedBy, idListSchema, opaqueIdSchema, queryFlagSchema } from './checked.ts';
import { technologySchema } from './enums.ts';
import { exchangeOfferSchema, productTypeSchema } from './exchange.ts';
import { dataAnswer } from './http.ts';
import { paiseSchema } from './money.ts';
import { readPincode } from './pincode.ts';

/** A pincode in a query or body; answers INVALID_PINCODE with the rule's message. */
export const pincodeSchema = checkedBy<string, string>(readPincode, 'INVALID_PINCODE');

// The catalogue as the storefront reads it (§7): category listings, search, prices, stock and
// delivery by pincode, and a product's page. Amounts are paise (see money.ts).

/** Stock status values (§3), named in @nirmal/format. */
export const STOCK_STATUSES = stockStatuses;
export const stockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** At or below this many units left, a product is `low_stock`. */
export const LOW_STOCK_THRESHOLD = 3;

/** The stock status of a number of units available to sell. */
export function stockStatusFor(available: number): StockStatus {
  if (available <= 0) return 'out_of_stock';
  return available <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

export const productIdSchema = opaqueIdSchema('Choose a product from the catalogue.');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CATEGORY_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/;
const slugSchema = z.string().check(z.regex(SLUG));

/** A category as links name it: `path` is its slugs from the top, e.g. `water-purifiers/ro`, the part after `/c/`. */
export const categoryLinkSchema = z.object({
  slug: slugSchema,
  name: z.string().check(z.minLength(1)),
  path: z.string().check(z.regex(CATEGORY_PATH)),
});
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

/** A listed category: where it sits (breadcrumb, from the top, itself last) and what is under it. */
export const categorySchema = z.extend(categoryLinkSchema, {
  description: z.nullable(z.string()),
  breadcrumb: z.array(categoryLinkSchema).check(z.minLength(1)),
  children: z.array(categoryLinkSchema),
});
export type Category = z.infer<typeof categorySchema>;

/** Average of customers' ratings (1 to 5, may be fractional) and how many rated; null before anyone has. */
export const ratingSchema = z.nullable(
  z.object({
    average: z.number().check(z.gte(1), z.lte(5)),
    count: z.int().check(z.positive()),
  }),
);
export type Rating = z.infer<typeof ratingSchema>;

export const imageSchema = z.object({ url: z.string().check(z.minLength(1)), alt: z.string() });
export type Image = z.infer<typeof imageSchema>;

/** A product on a card: listings, search and suggestions. */
export const productSummarySchema = z.object({
  productId: productIdSchema,
  /** The item code orders, stock and per-product cart data are keyed by. */
  materialId: z.string().check(z.minLength(1)),
  /** The part after `/dp/`. */
  slug: slugSchema,
  name: z.string().check(z.minLength(1)),
  productType: productTypeSchema,
  /** Null when the picture is missing: cards show a placeholder. */
  imageUrl: z.nullable(z.string()),
  mrpPaise: paiseSchema,
  /** What the customer pays, at most the MRP. */
  pricePaise: paiseSchema,
  rating: ratingSchema,
  /** Across all warehouses, or the pincode's when the listing was asked with one. */
  stockStatus: stockStatusSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** One colour (or other variant) of a product; each is a product of its own. */
export const productVariantSchema = z.object({
  productId: productIdSchema,
  slug: slugSchema,
  colourName: z.string().check(z.minLength(1)),
  /** A CSS colour for the swatch, `#rrggbb`. */
  colourHex: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  stockStatus: stockStatusSchema,
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const specificationSchema = z.object({ group: z.string(), label: z.string(), value: z.string() });
export type Specification = z.infer<typeof specificationSchema>;

/** A section of the product's rich content; text is plain text, rendered as text. */
export const contentSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), heading: z.string(), paragraphs: z.array(z.string()) }),
  z.object({ kind: z.literal('image'), image: imageSchema, caption: z.nullable(z.string()) }),
  z.object({
    kind: z.literal('faq'),
    heading: z.string(),
    items: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
]);
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** A product's page: the card's facts and everything the page shows besides. */
export const productDetailSchema = z.extend(productSummarySchema, {
  /** Water purifiers only. */
  technology: z.nullable(technologySchema),
  images: z.array(imageSchema),
  highlights: z.array(z.string()),
  specifications: z.array(specificationSchema),
  /** Every colour of the product, this one among them; empty when it comes in one. */
  variants: z.array(productVariantSchema),
  /** The category it is listed under, from the top. */
  breadcrumb: z.array(categoryLinkSchema),
  /** The most one order may hold. */
  maxQuantity: z.int().check(z.positive()),
  warrantyMonths: z.int().check(z.nonnegative()),
  /** Whether our technician installs it at home free of charge. */
  freeInstallation: z.boolean(),
  /** Whether its service and repairs use only genuine Nirmal parts. */
  genuineParts: z.boolean(),
  /** Whether an old product can be exchanged against it. */
  exchangeEligible: z.boolean(),
  sections: z.array(contentSectionSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const facetOptionSchema = z.object({
  value: z.string().check(z.minLength(1)),
  label: z.string(),
  /** Products with this value among those the other filters leave. */
  count: z.int().check(z.nonnegative()),
  selected: z.boolean(),
});
export type FacetOption = z.infer<typeof facetOptionSchema>;

/** A way to narrow a listing: a set of values to tick (technology, colour) or the price range. */
export const facetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('options'),
    key: z.string().check(z.regex(SLUG)),
    label: z.string(),
    options: z.array(facetOptionSchema),
  }),
  z.object({
    kind: z.literal('range'),
    key: z.literal('price'),
    label: z.string(),
    minPaise: paiseSchema,
    maxPaise: paiseSchema,
  }),
]);
export type Facet = z.infer<typeof facetSchema>;

/** How a listing is ordered; `relevance` is the category's own order, or the best match in search. */
export const SORTS = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export const sortSchema = z.enum(SORTS, { error: `Sort by one of: ${SORTS.join(', ')}.` });
export type Sort = z.infer<typeof sortSchema>;

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

export const paginationSchema = z.object({
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  totalItems: z.int().check(z.nonnegative()),
  totalPages: z.int().check(z.nonnegative()),
});
export type Pagination = z.infer<typeof paginationSchema>;

const wholeFrom = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

const pageQuery = {
  page: z._default(wholeFrom(1, 10_000, 'The page is a whole number from 1.'), 1),
  pageSize: z._default(
    wholeFrom(1, MAX_PAGE_SIZE, `Show from 1 to ${MAX_PAGE_SIZE} products a page.`),
    DEFAULT_PAGE_SIZE,
  ),
  sort: z._default(sortSchema, 'relevance'),
};

/** Filters in the query string: `technology:RO,UV;colour:black`, facet keys to the values ticked. */
export type Filters = Record<string, string[]>;

const FILTER = /^[a-z0-9-]+:[^:;]+$/;
const FILTERS_MESSAGE = 'Filters read like technology:RO,UV;colour:black.';

/** Writes filters the way the `filter` query parameter reads them; values may not hold `,`, `;` or `:`. */
export function formatFilters(filters: Filters): string {
  return Object.entries(filters)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => `${key}:${values.join(',')}`)
    .join(';');
}

export const filtersSchema = z.pipe(
  z.string().check(z.maxLength(500, FILTERS_MESSAGE)),
  z.transform((value: string, ctx): Filters => {
    const filters: Filters = {};
    for (const part of value.split(';').filter(Boolean)) {
      if (!FILTER.test(part)) {
        ctx.issues.push({ code: 'custom', message: FILTERS_MESSAGE, input: value });
        return z.NEVER;
      }
      const [key = '', values = ''] = part.split(':');
      filters[key] = values
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    }
    return filters;
  }),
);

const priceBound = (name: string) =>
  z.optional(wholeFrom(0, 100_000_000, `The ${name} price is a whole number of paise.`));

/** What narrows a list of products, the same for a category listing and search results. */
const filterQuery = {
  filter: z.optional(filtersSchema),
  minPricePaise: priceBound('lowest'),
  maxPricePaise: priceBound('highest'),
  /** Stock (and the availability filter) at the hub serving this pincode. */
  pincode: z.optional(pincodeSchema),
};

export const listingQuerySchema = z.object({
  category: z
    .string({ error: 'Choose a category.' })
    .check(z.regex(CATEGORY_PATH, 'Choose a category from the menu.')),
  ...filterQuery,
  ...pageQuery,
});
export type ListingQuery = z.input<typeof listingQuerySchema>;

/** A page of products as a listing and search answer it, in the order asked for, with the facets to narrow it. */
const productPage = {
  facets: z.array(facetSchema),
  products: z.array(productSummarySchema),
  sort: sortSchema,
  pagination: paginationSchema,
};

/** A page of a category's products, with the facets to narrow it. */
export const listingSchema = z.object({
  category: categorySchema,
  ...productPage,
});
export type Listing = z.infer<typeof listingSchema>;

const searchTermMessage = `Type at least ${MIN_SEARCH_LENGTH} letters to search.`;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: searchTermMessage })
    .check(
      z.trim(),
      z.minLength(MIN_SEARCH_LENGTH, searchTermMessage),
      z.maxLength(MAX_SEARCH_LENGTH, `Search for at most ${MAX_SEARCH_LENGTH} characters.`),
    ),
  /** Whether to count the facets: the results page does; suggestions while typing leave them empty. */
  facets: queryFlagSchema(false),
  ...filterQuery,
  ...pageQuery,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** Search: categories the words name (suggestions while typing) and a page of products that match, with facets when asked. */
export const searchResultSchema = z.object({
  /** The words searched for, trimmed. */
  query: z.string(),
  categories: z.array(categoryLinkSchema),
  ...productPage,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** At most this many products per price or stock question. */
export const MAX_PRODUCTS_PER_CALL = 50;
const productIdsSchema = idListSchema({
  max: MAX_PRODUCTS_PER_CALL,
  message: 'Name the products by their ids, separated by commas.',
});

export const priceQuerySchema = z.object({ productIds: productIdsSchema });
export type PriceQuery = z.input<typeof priceQuerySchema>;

/** A product's price now, and what we offer for old products against it (empty when not eligible). */
export const productPriceSchema = z.object({
  productId: productIdSchema,
  materialId: z.string(),
  mrpPaise: paiseSchema,
  pricePaise: paiseSchema,
  exchangeOffers: z.array(exchangeOfferSchema),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const offersQuerySchema = z.object({ productId: productIdSchema });
export type OffersQuery = z.input<typeof offersQuerySchema>;

/** What a product's buy box promises before a pincode is given: the EMI it can be paid in and a delivery time. */
export const productOffersSchema = z.object({
  productId: productIdSchema,
  /** The instalment of no-cost EMI at today's price; null when the product is not offered on EMI. */
  emi: z.nullable(z.object({ months: z.int().check(z.positive()), monthlyInstalmentPaise: paiseSchema })),
  /** Days from ordering to delivery across the pincodes we deliver to; a pincode gives the exact date. */
  deliveryDays: z.nullable(
    z.object({ fewest: z.int().check(z.positive()), most: z.int().check(z.positive()) }),
  ),
});
export type ProductOffers = z.infer<typeof productOffersSchema>;

export const inventoriesQuerySchema = z.object({
  productIds: productIdsSchema,
  pincode: z.optional(pincodeSchema),
});
export type InventoriesQuery = z.input<typeof inventoriesQuerySchema>;

/** A product's stock, near the pincode when one is given. */
export const inventorySchema = z.object({
  productId: productIdSchema,
  materialId: z.string(),
  stockStatus: stockStatusSchema,
  /** The most a customer can order now: the per-product limit, or fewer when fewer are left; 0 when out of stock. */
  maxQuantity: z.int().check(z.nonnegative()),
});
export type Inventory = z.infer<typeof inventorySchema>;

export const availabilityQuerySchema = z.object({
  productId: productIdSchema,
  pincode: pincodeSchema,
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

const isoDate = z.iso.date();

/**
 * Everything the product page says about one pincode, in one answer: whether we deliver there, by
 * when and for what charge; the stock that serves it; and whether we install and service there.
 */
export const availabilitySchema = z.object({
  productId: productIdSchema,
  pincode: z.string(),
  /** Where the pincode is, when we know it. */
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  stockStatus: stockStatusSchema,
  maxQuantity: z.int().check(z.nonnegative()),
  delivery: z.discriminatedUnion('available', [
    z.object({
      available: z.literal(true),
      /** The day it arrives by, if ordered today. */
      estimatedDate: isoDate,
      /** 0 for free delivery. */
      chargePaise: paiseSchema,
    }),
    z.object({ available: z.literal(false) }),
  ]),
  installation: z.discriminatedUnion('available', [
    z.object({ available: z.literal(true), chargePaise: paiseSchema, estimatedDate: isoDate }),
    z.object({ available: z.literal(false) }),
  ]),
  /** Whether our technicians service the product at this pincode after the sale. */
  serviceAvailable: z.boolean(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const relatedQuerySchema = z.object({ productId: productIdSchema });
export type RelatedQuery = z.input<typeof relatedQuerySchema>;

export const productContentQuerySchema = z.object({
  slug: z.string({ error: 'Choose a product.' }).check(z.regex(SLUG, 'Choose a product from the catalogue.')),
});
export type ProductContentQuery = z.input<typeof productContentQuerySchema>;

export const catalogueCalls = {
  /** A category's products (§2 /c/…): filtered, sorted, a page at a time. A 404 names an unknown category. */
  listing: defineCall({
    method: 'GET',
    path: '/api/public/v1/search/plp',
    query: listingQuerySchema,
    answer: dataAnswer(listingSchema),
  }),
  /** Suggestions while typing (pageSize 4 or so) and the results page (with `facets`, filtered like a listing), in one shape. */
  search: defineCall({
    method: 'GET',
    path: '/api/public/v1/search',
    query: searchQuerySchema,
    answer: dataAnswer(searchResultSchema),
  }),
  /** Current prices of some products, in the order asked; unknown ids are left out. */
  prices: defineCall({
    method: 'GET',
    path: '/api/public/v1/price',
    query: priceQuerySchema,
    answer: dataAnswer(z.array(productPriceSchema)),
  }),
  /** A product's EMI and delivery time before a pincode is given. A 404 names an unknown product. */
  offers: defineCall({
    method: 'GET',
    path: '/api/public/ecom/v1/product/offers',
    query: offersQuerySchema,
    answer: dataAnswer(productOffersSchema),
  }),
  /** Stock of some products, in the order asked; unknown ids are left out. */
  inventories: defineCall({
    method: 'GET',
    path: '/api/public/ecom/v1/product/inventories',
    query: inventoriesQuerySchema,
    answer: dataAnswer(z.array(inventorySchema)),
  }),
  /** The product page's one pincode answer. A 404 names an unknown product. */
  availability: defineCall({
    method: 'GET',
    path: '/api/public/ecom/v1/product/pincode-availability',
    query: availabilityQuerySchema,
    answer: dataAnswer(availabilitySchema),
  }),
  /** Products to show beside one on its page, one colour per model. A 404 names an unknown product. */
  related: defineCall({
    method: 'GET',
    path: '/api/public/v1/product/related',
    query: relatedQuerySchema,
    answer: dataAnswer(z.array(productSummarySchema)),
  }),
  /** A product's page (§2 /dp/…) with its rich content, from the content service. A 404 names an unknown product. */
  productDetail: defineCall({
    method: 'GET',
    path: '/cms/products-detail',
    query: productContentQuerySchema,
    answer: dataAnswer(z.object({ attributes: productDetailSchema })),
  }),
};
