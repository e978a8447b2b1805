import type { Queryable } from '../../db/database.ts';
import { understandSearchText } from './search-text.ts';

// The category tree: a category page's category, its breadcrumb and children, categories by name,
// and the categories above a product (what a category coupon matches).

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

/** Categories by id with their names, in the catalogue's order (a coupon's scope as shoppers read it). */
export async function categoryNames(
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db.query<{ id: string; name: string }>(
    'SELECT id, name FROM categories WHERE id = ANY ($1::text[]) ORDER BY position, id',
    [ids],
  );
}

/** Each product's category and every category above it, by material id (what coupon scopes match). */
export async function categoriesAbove(
  db: Queryable,
  materialIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await db.query<{ materialId: string; categoryIds: string[] }>(
    `WITH RECURSIVE up (material_id, category_id) AS (
       SELECT material_id, category_id FROM products WHERE material_id = ANY ($1::text[])
       UNION
       SELECT up.material_id, c.parent_id FROM up JOIN categories c ON c.id = up.category_id
        WHERE c.parent_id IS NOT NULL)
     SELECT material_id AS "materialId", array_agg(category_id) AS "categoryIds" FROM up GROUP BY material_id`,
    [materialIds],
  );
  return new Map(rows.map((row) => [row.materialId, row.categoryIds]));
}
