import { API_PATHS, assetAnswerSchema, assetListAnswerSchema, assetPath } from '../contract/index.ts';
import type { Asset } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface AssetsClient {
  /** The signed-in customer's devices. */
  list(): Promise<Asset[]>;
  /** One of the customer's devices; a ProductError with status 404 when it is not theirs. */
  get(assetId: string): Promise<Asset>;
}

export function createAssetsClient(http: HttpClient): AssetsClient {
  return {
    list: async () => (await http.get(API_PATHS.assets, assetListAnswerSchema)).data,
    get: async (assetId) => (await http.get(assetPath(assetId), assetAnswerSchema)).data,
  };
}
