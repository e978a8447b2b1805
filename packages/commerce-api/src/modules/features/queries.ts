import type { FeatureFlags } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';

export async function readFeatureFlags(db: Queryable): Promise<FeatureFlags> {
  const rows = await db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM feature_flags');
  const enabled = (name: keyof FeatureFlags) => rows.some((row) => row.name === name && row.enabled);
  return { globalSaleAssist: enabled('globalSaleAssist'), isAQIEnabled: enabled('isAQIEnabled') };
}
