import { flagCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { readFeatureFlags } from './queries.ts';

export function featureRoutes(routes: CallRoutes, { db }: ModuleDeps): void {
  routes.handle(flagCalls.get, async () => ({ data: await readFeatureFlags(db) }));
}
