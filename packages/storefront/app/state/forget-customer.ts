import { forgetCustomer, type RootStore } from '@nirmal/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Forgets the signed-in customer in this browser: the stores, their cached answers, and the
 * cookies and storage signing out clears (§9). Sign-out and the 401 handling both come here.
 */
export function forgetCustomerInBrowser(stores: RootStore, queryClient: QueryClient): void {
  forgetCustomer({
    stores,
    queryClient,
    storage: {
      removeCookie: (name) => {
        document.cookie = `${name}=; Max-Age=0; Path=/`;
      },
      localStorage,
      sessionStorage,
    },
  });
}
