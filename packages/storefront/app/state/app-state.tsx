import { createRootStore, type Clients, type RootSnapshot, type RootStore } from '@nirmal/domain';
import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { lazyClients } from './lazy-clients.ts';

interface AppState {
  stores: RootStore;
  clients: Clients;
  /** Forgets the signed-in customer everywhere this browser keeps them (see forget-customer.ts). */
  forgetCustomer: () => Promise<void>;
}

const AppStateContext = createContext<AppState | null>(null);

function useAppState(): AppState {
  const state = use(AppStateContext);
  if (!state) throw new Error('useStores and useClients need the AppStateProvider of app/root.tsx.');
  return state;
}

export const useStores = (): RootStore => useAppState().stores;
export const useClients = (): Clients => useAppState().clients;
export const useForgetCustomer = (): (() => Promise<void>) => useAppState().forgetCustomer;

function makeQueryClient(): QueryClient {
  // Loaders put fresh data in the page; refetching it at once on hydration would only repeat them.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/**
 * One customer's client state, query cache and clients, made once per render on the server and
 * once in the browser (never a module-level instance, which the server would share between
 * customers). The stores follow every snapshot the root loader sends, so signing in or out, and
 * the flags and location, show on every page; the shell content goes into the query cache.
 */
export function AppStateProvider({
  snapshot,
  dehydratedState,
  children,
}: {
  snapshot: RootSnapshot | undefined;
  dehydratedState: DehydratedState | undefined;
  children: ReactNode;
}) {
  const [{ state, queryClient }] = useState(() => {
    const stores = createRootStore(snapshot);
    const queryClient = makeQueryClient();
    // Like the clients, forgetting loads with its first use: both need the contract's cookie names.
    const forget = () =>
      import('./forget-customer.ts').then((module) => module.forgetCustomerInBrowser(stores, queryClient));
    const clients = lazyClients(() =>
      import('./browser-clients.ts').then((module) => module.createBrowserClients(stores, queryClient)),
    );
    return { state: { stores, clients, forgetCustomer: forget } satisfies AppState, queryClient };
  });

  useEffect(() => {
    if (snapshot) state.stores.followServer(snapshot);
  }, [state, snapshot]);

  return (
    <AppStateContext value={state}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>{children}</HydrationBoundary>
      </QueryClientProvider>
    </AppStateContext>
  );
}
