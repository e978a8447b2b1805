import type { Queryable } from './database.ts';

/** What the runner needs of a module: how it adds its demo data, if it has any. */
export interface SeedingModule {
  seed?(tx: Queryable, now: Date): Promise<void>;
}

/**
 * Writes the demo data that is missing and leaves everything present alone, so it can run on
 * every start without undoing changes made since. Modules are seeded in the order given.
 */
export async function seed(db: Queryable, now: Date, modules: readonly SeedingModule[]): Promise<void> {
  for (const module of modules) await module.seed?.(db, now);
}
