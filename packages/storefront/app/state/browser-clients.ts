import {
  createClients,
  createHttpClient,
  handleUnauthorized,
  type Clients,
  type RootStore,
} from '@nirmal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { forgetCustomerInBrowser } from './forget-customer.ts';

const DEMO_CUSTOMER = '9000000001';

/**
 * The browser's clients: same-origin calls (the storefront server forwards /api and /cms), and the
 * session-expired handling of §8 on every 401, which forgets the customer first. Loaded with the
 * first call (see lazy-clients.ts).
 */
export function createBrowserClients(stores: RootStore, queryClient: QueryClient): Clients {
  const clients: Clients = createClients(
    createHttpClient({
      apiBase: '',
      cmsBase: '',
      clientType: 'web',
      onUnauthorized: ({ url }) =>
        void handleUnauthorized({
          requestUrl: url,
          currentPath: `${window.location.pathname}${window.location.search}`,
          isDevelopment: import.meta.env.DEV,
          clearSession: () => forgetCustomerInBrowser(stores, queryClient),
          // A full load: the server renders the sign-in page and no signed-in state survives.
          navigate: (path) => window.location.assign(path),
          reload: () => window.location.reload(),
          createDevSession: () =>
            clients.session.createDevSession({
              mobile: DEMO_CUSTOMER,
              userAgent: navigator.userAgent,
              timeInMillis: Date.now(),
            }),
        }),
    }),
  );
  return clients;
}
