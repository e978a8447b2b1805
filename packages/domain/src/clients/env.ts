import { envCalls } from '../contract/index.ts';
import type { PublicEnv } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface EnvClient {
  /** The deployment's public configuration (§7 /api/env); a failure is the generic ContentError. */
  get(): Promise<PublicEnv>;
}

export function createEnvClient(http: HttpClient): EnvClient {
  return {
    get: async () => (await http.call(envCalls.get, {}, { failure: 'content' })).data,
  };
}
