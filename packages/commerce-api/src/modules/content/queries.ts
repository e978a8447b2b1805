import type { StaticPageSlug } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

/** Blog posts are stored under `blog/<blogId>`. */
export const BLOG_PREFIX = 'blog/';

export type ContentSlug =
  | 'header'
  | 'footer'
  | 'app-config'
  | 'stores'
  | 'cities'
  | StaticPageSlug
  | `${typeof BLOG_PREFIX}${string}`;

export interface ContentDocument {
  document: unknown;
  createdAt: Date;
  publishedAt: Date;
}

export async function findContent(db: Queryable, slug: ContentSlug): Promise<ContentDocument | null> {
  const [row] = await db.query<ContentDocument>(
    'SELECT document, created_at AS "createdAt", published_at AS "publishedAt" FROM content_documents WHERE slug = $1',
    [slug],
  );
  return row ?? null;
}

export interface ContentDocumentWithSlug extends ContentDocument {
  slug: string;
}

/** The documents whose slug starts with the prefix, most recently published first. */
export async function listContent(db: Queryable, prefix: string): Promise<ContentDocumentWithSlug[]> {
  return db.query<ContentDocumentWithSlug>(
    `SELECT slug, document, created_at AS "createdAt", published_at AS "publishedAt" FROM content_documents
     WHERE starts_with(slug, $1) ORDER BY published_at DESC, slug`,
    [prefix],
  );
}
