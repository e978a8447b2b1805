import type { AssetsClient } from '@nirmal/domain';
import { queryOptions } from '@tanstack/react-query';

// One definition per query, used by the loader that fills the cache on the server and by the
// component that reads it in the browser, so both always agree on the key.
export const devicesQuery = (assets: AssetsClient) =>
  queryOptions({ queryKey: ['assets'], queryFn: () => assets.list() });

export const deviceQuery = (assets: AssetsClient, assetId: string) =>
  queryOptions({ queryKey: ['assets', assetId], queryFn: () => assets.get(assetId) });
