import { stockStatusFor, type StockStatus } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { categoryByPath } from './categories.ts';
import type { CategoryLink } from './categories.ts';
import { SUMMARY_COLUMNS, stockJoin, toSummary } from './product-rows.ts';
import type { ProductSummary, SummaryRow } from './product-rows.ts';

// A product page: the product with its colours and rich content, and the products shown beside it.

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
