import type { AssetsClient } from '../clients/assets.ts';
import { CUSTOMER_SCOPE } from './customer-scope.ts';
import { defineQuery } from './define-query.ts';

/** The signed-in customer's devices (§2 My devices), all of them and one by id. */
export const deviceQueries = {
  list: (assets: AssetsClient) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'assets'], queryFn: () => assets.list() }),
  detail: (assets: AssetsClient, assetId: string) =>
    defineQuery({ queryKey: [CUSTOMER_SCOPE, 'assets', assetId], queryFn: () => assets.get(assetId) }),
};
