import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useClients, useStores } from '../state/app-state.tsx';
import { forgetCustomerInBrowser } from '../state/browser-storage.ts';

/** Ends the session on the server and forgets the customer in this browser (§9), then goes home. */
export function useSignOut() {
  const { profile, shell } = useStores();
  const { session } = useClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await profile.signOut(session);
    } finally {
      forgetCustomerInBrowser();
      // Leave the signed-in page before its cached data goes: a page still showing would fetch
      // it again, be refused, and send the customer to sign in.
      await navigate('/');
      queryClient.clear();
      shell.showToast('You are signed out.');
    }
  };
}
