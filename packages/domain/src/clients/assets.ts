import { assetCalls } from '../contract/index.ts';
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
    list: async () => (await http.call(assetCalls.list)).data,
    get: async (assetId) => (await http.call(assetCalls.get, { params: { id: assetId } })).data,
  };
}
