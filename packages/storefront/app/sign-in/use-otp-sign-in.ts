import { ApiCallError, SOMETHING_WENT_WRONG } from '@nirmal/domain';
import type { LoginFormOwnProps } from '@nirmal/design-system';
import { useState } from 'react';
import { useClients } from '../state/app-state.tsx';

interface OtpRequest {
  mobile: string;
  requestId: string;
  otpLength: number;
  resendAfterSeconds: number;
}

function messageOf(error: unknown): string {
  return error instanceof ApiCallError ? error.message : SOMETHING_WENT_WRONG;
}

/**
 * The OTP sign-in conversation of the login page and the login modal: ask for a code, check it,
 * ask again. Each refusal shows the server's own message (e.g. "That code is not right. You have
 * 3 tries left."). Returns the props of the design system's `LoginForm` (and so `LoginModal`).
 */
export function useOtpSignIn({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { otp } = useClients();
  const [request, setRequest] = useState<OtpRequest | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function run(work: () => Promise<void>): Promise<void> {
    setPending(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  }

  const sendOtp = (mobile: string) =>
    run(async () => {
      setRequest({ mobile, ...(await otp.send(mobile)) });
    });

  const reset = () => {
    setRequest(null);
    setError(undefined);
  };

  const formProps = {
    step: request ? 'otp' : 'mobile',
    onStepChange: (step) => {
      if (step === 'mobile') reset();
    },
    otpLength: request?.otpLength ?? 6,
    resendSeconds: request?.resendAfterSeconds ?? 30,
    error,
    pending,
    onSendOtp: sendOtp,
    onVerifyOtp: (mobile, code) =>
      void run(async () => {
        if (!request) return;
        await otp.verify({ mobile, otp: code, requestId: request.requestId });
        await onSignedIn();
      }),
    onResend: (mobile) => void sendOtp(mobile),
  } satisfies LoginFormOwnProps;

  return { formProps, reset };
}
