import type { Queryable } from '../../db/database.ts';

// A product's model (the colours that share one rating), and the rating its reviews give it.

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

/** A water purifier as a device it becomes once bought: reverse osmosis (any RO) or UV, and its warranty. */
export interface PurifierModel {
  productId: string;
  materialId: string;
  name: string;
  technology: 'RO' | 'UV';
  warrantyMonths: number;
}

/** The water purifiers among these products; other products become no device. */
export function purifierModels(db: Queryable, productIds: readonly string[]): Promise<PurifierModel[]> {
  return db.query<PurifierModel>(
    `SELECT product_id AS "productId", material_id AS "materialId", name,
            CASE WHEN technology LIKE 'RO%' THEN 'RO' ELSE 'UV' END AS technology,
            warranty_months AS "warrantyMonths"
       FROM products
      WHERE product_id = ANY ($1::text[]) AND product_type = 'WATER_PURIFIER'`,
    [productIds],
  );
}
