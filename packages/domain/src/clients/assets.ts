import { assetCalls } from '../contract/index.ts';
import type { Asset, AssetLocation, SavingPromo } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

export interface AssetsClient {
  /** The signed-in customer's devices. */
  list(): Promise<Asset[]>;
  /** One of the customer's devices; a ProductError with status 404 when it is not theirs. */
  get(assetId: string): Promise<Asset>;
  /** Where the device is installed, and whether service visits are made there. */
  location(assetId: string): Promise<AssetLocation>;
  /** What a plan would save on the device in a year; null when nothing would be saved. */
  savingPromo(assetId: string): Promise<SavingPromo>;
}

export function createAssetsClient(http: HttpClient): AssetsClient {
  return {
    list: async () => (await http.call(assetCalls.list)).data,
    get: async (assetId) => (await http.call(assetCalls.get, { params: { id: assetId } })).data,
    location: async (assetId) => (await http.call(assetCalls.location, { query: { assetId } })).data,
    savingPromo: async (assetId) => (await http.call(assetCalls.savingPromo, { query: { assetId } })).data,
  };
}
