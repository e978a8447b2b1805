import { LOCAL_STORAGE_KEYS } from '@nirmal/domain';
import { useNavigate } from 'react-router';
import { useClients, useForgetCustomer, useStores } from '../state/app-state.tsx';

/**
 * Ends the session on the server and forgets the customer in this browser (§9), then goes home,
 * or to `next` (a page that asks whoever comes next to sign in).
 */
export function useSignOut(next = '/') {
  const { profile, shell } = useStores();
  const { session } = useClients();
  const forgetCustomer = useForgetCustomer();
  const navigate = useNavigate();
  return async () => {
    try {
      await profile.signOut(session);
    } finally {
      // Leave the signed-in page before its data goes: a page still showing would fetch it again,
      // be refused, and send the customer to sign in.
      await navigate(next);
      await forgetCustomer();
      tellOtherTabs();
      shell.showToast('You are signed out.');
    }
  };
}

/** Tells this browser's other tabs that the customer signed out here (see useSignedOutElsewhere). */
function tellOtherTabs(): void {
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.signedOut, String(Date.now()));
  } catch {
    // Storage refused: the other tabs learn it at their next request, as before.
  }
}
