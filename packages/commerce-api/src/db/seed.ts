import { modules } from '../modules/index.ts';
import type { Queryable } from './database.ts';

/**
 * Writes the demo data that is missing and leaves everything present alone, so it can run on
 * every start without undoing changes made since.
 */
export async function seed(db: Queryable, now: Date): Promise<void> {
  for (const module of modules) await module.seed?.(db, now);
}
