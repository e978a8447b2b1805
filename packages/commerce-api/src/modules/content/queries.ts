import type { Queryable } from '../../db/database.ts';

export type ContentSlug = 'header' | 'footer' | 'app-config' | 'home';

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
