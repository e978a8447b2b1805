import { useClients, useStores } from '../state/app-state.tsx';
import { useOtpConversation } from './use-otp-conversation.ts';

/** The OTP sign-in of the login page and the login modal (see useOtpConversation). */
export function useOtpSignIn({
  onSignedIn,
  keptIn,
}: {
  onSignedIn: () => void | Promise<void>;
  /** See useOtpConversation's `keptIn`. */
  keptIn?: string;
}) {
  const { otp, cart: cartClient } = useClients();
  const { cart } = useStores();
  return useOtpConversation({
    keptIn,
    send: (mobile) => otp.send(mobile),
    verify: async (request) => {
      await otp.verify(request);
      // The server merged this browser's guest cart into the customer's: the header shows that one.
      await cart.load(cartClient, { isDetailed: false }).catch(() => undefined);
      await onSignedIn();
    },
  });
}
