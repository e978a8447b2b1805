import { ApiCallError, SOMETHING_WENT_WRONG } from '@nirmal/domain';
import { useState } from 'react';
import { useClients } from '../state/app-state.tsx';

export type SignInStep = 'mobile' | 'otp';

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
 * ask again. Each call's refusal becomes the message the server gave (e.g. "That code is not
 * right. You have 3 tries left."); the code boxes empty after a refusal so the next try starts clean.
 */
export function useOtpSignIn({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { otp } = useClients();
  const [request, setRequest] = useState<OtpRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  async function run(work: () => Promise<void>): Promise<void> {
    setPending(true);
    setError(null);
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
      const sent = await otp.send(mobile);
      setRequest({ mobile, ...sent });
      setAttempt((count) => count + 1);
    });

  const verifyOtp = (code: string) =>
    run(async () => {
      if (!request) return;
      try {
        await otp.verify({ mobile: request.mobile, otp: code, requestId: request.requestId });
      } catch (failure) {
        setAttempt((count) => count + 1);
        throw failure;
      }
      await onSignedIn();
    });

  return {
    step: (request ? 'otp' : 'mobile') satisfies SignInStep as SignInStep,
    mobile: request?.mobile ?? '',
    otpLength: request?.otpLength ?? 6,
    resendAfterSeconds: request?.resendAfterSeconds ?? 30,
    /** Changes whenever the code boxes should start empty again (a new code, a refused one). */
    attempt,
    error,
    pending,
    sendOtp,
    verifyOtp,
    resendOtp: () => (request ? sendOtp(request.mobile) : Promise.resolve()),
    changeNumber: () => {
      setRequest(null);
      setError(null);
    },
  };
}
