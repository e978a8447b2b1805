import { LOCAL_STORAGE_KEYS } from '@nirmal/domain';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useForgetCustomer } from '../state/app-state.tsx';

const KEY = LOCAL_STORAGE_KEYS.signedOut;

/**
 * A customer who signed out in another tab (useSignOut writes the key) is signed out here too, at once: the header, the
 * stores and the cache forget them, and the page loads again as a visitor's (a page for customers
 * only then asks to sign in), rather than showing a name until the next action is refused.
 */
export function useSignedOutElsewhere(): void {
  const forgetCustomer = useForgetCustomer();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== KEY || event.newValue === null) return;
      void forgetCustomer().then(revalidate);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [forgetCustomer, revalidate]);
}
