import type { FeatureFlags } from '@nirmal/domain/contract';
import type { Queryable } from '../db/database.ts';

export type ContentSlug = 'header' | 'footer' | 'app-config';

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

export async function readFeatureFlags(db: Queryable): Promise<FeatureFlags> {
  const rows = await db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM feature_flags');
  const enabled = (name: keyof FeatureFlags) => rows.some((row) => row.name === name && row.enabled);
  return { globalSaleAssist: enabled('globalSaleAssist'), isAQIEnabled: enabled('isAQIEnabled') };
}
