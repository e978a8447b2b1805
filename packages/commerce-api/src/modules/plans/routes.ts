import { amcCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { benefitsOf } from './queries.ts';

export function planRoutes(routes: CallRoutes, { db }: ModuleDeps): void {
  // Public: what each tier includes is the same for every device of a technology.
  routes.handle(amcCalls.benefits, async ({ query }) => ({ data: await benefitsOf(db, query.technology) }));
}
