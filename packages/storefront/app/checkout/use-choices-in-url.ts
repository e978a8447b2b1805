import { CHECKOUT_PATH, type CheckoutStore } from '@nirmal/domain';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { checkoutSearch } from './checkout-choices.ts';

/**
 * Keeps the page's address on the choices the checkout store's state was worked out with, so a
 * reload or a shared link shows the same checkout. In place of the current entry, so Back leaves
 * checkout rather than stepping through each choice; the page's loader does not run for it
 * (see the route's shouldRevalidate): the store has the state already.
 */
export function useChoicesInUrl(store: CheckoutStore): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      reaction(
        () => checkoutSearch(store.choices),
        (search) => {
          if (window.location.pathname !== CHECKOUT_PATH || search === window.location.search) return;
          void navigate(`${CHECKOUT_PATH}${search}`, { replace: true, preventScrollReset: true });
        },
      ),
    [store, navigate],
  );
}
