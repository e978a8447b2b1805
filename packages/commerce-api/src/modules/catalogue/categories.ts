import type { Queryable } from '../../db/database.ts';
import { understandSearchText } from './search-text.ts';

// The category tree: a category page's category, its breadcrumb and children, and categories by name.

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
