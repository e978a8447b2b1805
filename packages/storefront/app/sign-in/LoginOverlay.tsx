import { LoginModal } from '@nirmal/design-system';
import { observer } from 'mobx-react-lite';
import { useNavigate, useRevalidator } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import { useOtpSignIn } from './use-otp-sign-in.ts';

/**
 * The login modal every page carries while signed out (§2). An action that needs a customer opens
 * it through the shell store; once signed in, the customer goes where they were headed, or the
 * page loads its data again as the customer.
 */
export const LoginOverlay = observer(function LoginOverlay() {
  const { shell } = useStores();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { open, redirectTo, message } = shell.login;
  const { formProps, reset } = useOtpSignIn({
    onSignedIn: async () => {
      shell.completeLogin();
      if (redirectTo) await navigate(redirectTo);
      else await revalidate();
    },
  });

  return (
    <LoginModal
      {...formProps}
      open={open}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        shell.closeLogin();
        reset();
      }}
      message={message ?? undefined}
    />
  );
});
