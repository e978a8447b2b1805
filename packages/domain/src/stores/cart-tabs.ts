import { LOCAL_STORAGE_KEYS } from '../rules/storage.ts';
import type { CartTabMessage, CartTabsPort } from './cart-store.ts';

/** The parts of `window` the browser's tab port uses. */
export interface TabWindow {
  localStorage: Pick<Storage, 'setItem'>;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

function readMessage(value: string | null): CartTabMessage | null {
  try {
    const message: unknown = value === null ? null : JSON.parse(value);
    if (typeof message !== 'object' || message === null || !('cartId' in message)) return null;
    const { cartId } = message;
    return typeof cartId === 'string' || cartId === null ? { cartId } : null;
  } catch {
    return null;
  }
}

/**
 * Tabs told through local storage: a tab writes the key, and the browser fires a storage event in
 * every other tab of the site (never in the writer). The time makes each write a change, so a
 * repeated message still fires.
 */
export function storageCartTabs(window: TabWindow, now: () => number = Date.now): CartTabsPort {
  const key = LOCAL_STORAGE_KEYS.cartChanged;
  return {
    announce: ({ cartId }) => window.localStorage.setItem(key, JSON.stringify({ cartId, at: now() })),
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        const message = readMessage(event.newValue);
        if (message) listener(message);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
