import type { QueryClient } from '@tanstack/query-core';
import { removeCustomerQueries } from './queries/customer-scope.ts';
import { clearSignedInStorage, type SignedInStorage } from './rules/storage.ts';
import type { RootStore } from './stores/root-store.ts';

export interface CustomerHoldings {
  stores: RootStore;
  queryClient: QueryClient;
  storage: SignedInStorage;
}

/**
 * Forgets the customer everywhere this browser keeps them (§9): the stores, the cached answers of
 * their queries and the browser storage signing out clears. Signing out and a session that ended
 * (a 401, §8) both come here, so the two never differ. Public content stays cached.
 */
export function forgetCustomer({ stores, queryClient, storage }: CustomerHoldings): void {
  stores.forgetCustomer();
  removeCustomerQueries(queryClient);
  clearSignedInStorage(storage);
}
