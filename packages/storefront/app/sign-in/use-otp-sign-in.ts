import { useClients, useStores } from '../state/app-state.tsx';
import type { CodeRequestKeeper } from './kept-code-request.ts';
import { useOtpConversation } from './use-otp-conversation.ts';

/** The OTP sign-in of the login page and the login modal (see useOtpConversation). */
export function useOtpSignIn({
  onSignedIn,
  keeper,
}: {
  onSignedIn: () => void | Promise<void>;
  /** See useOtpConversation's `keeper`. */
  keeper?: CodeRequestKeeper;
}) {
  const { otp, cart: cartClient } = useClients();
  const { cart } = useStores();
  return useOtpConversation({
    keeper,
    send: (mobile) => otp.send(mobile),
    verify: async (request) => {
      await otp.verify(request);
      // The server merged this browser's guest cart into the customer's: the header shows that one.
      await cart.load(cartClient, { isDetailed: false }).catch(() => undefined);
      await onSignedIn();
    },
  });
}
