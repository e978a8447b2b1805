import {
  createClients,
  createHttpClient,
  createRootStore,
  handleUnauthorized,
  type Clients,
  type RootSnapshot,
  type RootStore,
} from '@nirmal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { forgetCustomerInBrowser } from './browser-storage.ts';

const DEMO_CUSTOMER = '9000000001';

interface AppState {
  stores: RootStore;
  clients: Clients;
}

const AppStateContext = createContext<AppState | null>(null);

function useAppState(): AppState {
  const state = use(AppStateContext);
  if (!state) throw new Error('useStores and useClients need the AppStateProvider of app/root.tsx.');
  return state;
}

export const useStores = (): RootStore => useAppState().stores;
export const useClients = (): Clients => useAppState().clients;

export function makeQueryClient(): QueryClient {
  // Loaders put fresh data in the page; refetching it at once on hydration would only repeat them.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/**
 * One customer's client state and clients, made once per render on the server and once in the
 * browser (never a module-level instance, which the server would share between customers).
 * The store follows the root loader's snapshot, so signing in or out shows on every page.
 */
export function AppStateProvider({
  snapshot,
  children,
}: {
  snapshot: Required<RootSnapshot>;
  children: ReactNode;
}) {
  const [queryClient] = useState(makeQueryClient);
  const [state] = useState<AppState>(() => {
    const stores = createRootStore(snapshot);
    const clients: Clients = createClients(
      createHttpClient({
        apiBase: '',
        cmsBase: '',
        clientType: 'web',
        onUnauthorized: ({ url }) =>
          void handleUnauthorized({
            requestUrl: url,
            // A 401 only happens in the browser, after the page has loaded.
            currentPath: `${window.location.pathname}${window.location.search}`,
            isDevelopment: import.meta.env.DEV,
            clearSession: () => {
              stores.profile.setProfile(null);
              queryClient.clear();
              forgetCustomerInBrowser();
            },
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
    return { stores, clients };
  });

  const { profile } = snapshot.profile;
  useEffect(() => {
    state.stores.profile.setProfile(profile);
    if (!profile) queryClient.removeQueries();
  }, [state, profile, queryClient]);

  return (
    <AppStateContext value={state}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppStateContext>
  );
}
