import { flagCalls } from '../contract/index.ts';
import type { FeatureFlags } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface FlagsClient {
  /** The feature flags; a failure is the generic ContentError of §7 (shell load 1). */
  get(): Promise<FeatureFlags>;
}

export function createFlagsClient(http: HttpClient): FlagsClient {
  return {
    get: async () => (await http.call(flagCalls.get, {}, { failure: 'content' })).data,
  };
}
