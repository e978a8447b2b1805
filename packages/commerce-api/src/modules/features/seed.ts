import type { Queryable } from '../../db/database.ts';

/**
 * A new database starts with every shell feature on, the air-quality bar among them (it shows only
 * where the visitor's city is known); an operator turns one off in `feature_flags`.
 */
export async function seedFeatures(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO feature_flags (name, enabled) VALUES ('globalSaleAssist', true), ('isAQIEnabled', true)
     ON CONFLICT DO NOTHING`,
  );
}
