import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true after: for what only the browser shows, after the first paint. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
