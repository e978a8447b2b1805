import type { Queryable } from '../../db/database.ts';

export async function seedFeatures(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO feature_flags (name, enabled) VALUES ('globalSaleAssist', true), ('isAQIEnabled', false)
     ON CONFLICT DO NOTHING`,
  );
}
