import { envCalls, flagCalls } from '@nirmal/domain/contract';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { readFeatureFlags } from './queries.ts';

export function featureRoutes(routes: CallRoutes, { db, config }: ModuleDeps): void {
  routes.handle(flagCalls.get, async () => ({ data: await readFeatureFlags(db) }));
  // Named one by one: a new setting is public only when it is added here.
  routes.handle(envCalls.get, async () => ({
    data: {
      environment: config.production ? ('production' as const) : ('development' as const),
      otpLength: config.otpLength,
      otelSdkDisabled: config.otelSdkDisabled,
      engagementScriptUrl: config.engagementScriptUrl ?? null,
    },
  }));
}
