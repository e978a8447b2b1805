import { storageCartTabs } from '@nirmal/domain';
import { useEffect } from 'react';
import { cartIdCookie } from '../cart/cart-id-cookie.ts';
import { useClients, useStores } from './app-state.tsx';

const writeCartIdCookie = (cartId: string | null) => {
  document.cookie = cartIdCookie(cartId, window.location.protocol === 'https:');
};

/**
 * Connects the cart store in the browser, once: the cart-id cookie follows the store, and the
 * other tabs hear of each change and reload, so every header shows the same count.
 */
export function useCartConnection(): void {
  const { cart } = useStores();
  const clients = useClients();
  useEffect(
    () =>
      cart.connect({
        client: clients.cart,
        cartIdStore: { write: writeCartIdCookie, remove: () => writeCartIdCookie(null) },
        tabs: storageCartTabs(window),
      }),
    [cart, clients],
  );
}
