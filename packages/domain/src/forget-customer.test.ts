import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { forgetCustomer } from './forget-customer.ts';
import { contentQueries, deviceQueries } from './queries/index.ts';
import { LOGIN_COOKIE } from './contract/index.ts';
import { CART_ID_COOKIE, CLIENT_COOKIE, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './rules/storage.ts';
import { createRootStore } from './stores/root-store.ts';
import type { AssetsClient } from './clients/assets.ts';
import type { ContentClient } from './clients/content.ts';

function memoryStorage(entries: Record<string, string>): Pick<Storage, 'removeItem'> & Map<string, string> {
  const storage = new Map(Object.entries(entries));
  return Object.assign(storage, { removeItem: (key: string) => void storage.delete(key) });
}

const header = { nav: [], profile: [], featured: [] };
const content = { header: async () => header } as unknown as ContentClient;
const assets = { list: async () => [] } as unknown as AssetsClient;

describe('forgetCustomer', () => {
  it('clears the stores, the customer’s cached answers and the browser storage, and keeps public content', async () => {
    const stores = createRootStore({
      profile: {
        profile: {
          customerId: 'C-1',
          firstName: 'Asha',
          lastName: 'Rao',
          webEngageId: null,
          contacts: [{ phone: '9000000001', isPrimary: true }],
        },
      },
    });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(contentQueries.header(content));
    await queryClient.fetchQuery(deviceQueries.list(assets));
    const cookies = new Set([LOGIN_COOKIE, CART_ID_COOKIE, CLIENT_COOKIE]);
    const local = memoryStorage({
      [LOCAL_STORAGE_KEYS.bookedSlot]: '{}',
      [LOCAL_STORAGE_KEYS.pincode]: '411001',
    });
    const session = memoryStorage({
      [SESSION_STORAGE_KEYS.sessionHash]: 'h',
      [SESSION_STORAGE_KEYS.assetId]: 'A',
    });

    forgetCustomer({
      stores,
      queryClient,
      storage: {
        removeCookie: (name) => void cookies.delete(name),
        localStorage: local,
        sessionStorage: session,
      },
    });

    expect(stores.profile.isLoggedIn).toBe(false);
    expect(queryClient.getQueryData(deviceQueries.list(assets).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(contentQueries.header(content).queryKey)).toEqual(header);
    expect([...cookies]).toEqual([CLIENT_COOKIE]);
    expect([...local.keys()]).toEqual([LOCAL_STORAGE_KEYS.pincode]);
    expect([...session.keys()]).toEqual([SESSION_STORAGE_KEYS.assetId]);
  });
});
