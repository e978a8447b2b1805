import { ProductError, SOMETHING_WENT_WRONG } from '@nirmal/domain';
import type { LoginFormOwnProps } from '@nirmal/design-system';
import { useEffect, useState } from 'react';
import type { OtpSendResult } from '@nirmal/domain/contract';
import type { CodeRequest, CodeRequestKeeper } from './kept-code-request.ts';

/** How the form shows a refused call: the server's sentence, or its state when a wait counts down. */
interface Refusal {
  message?: string;
  /** The code can no longer be checked (OTP_LOCKED, OTP_EXPIRED): a new one is needed. */
  otpBlocked?: boolean;
  /** No new code is sent until the wait (Retry-After) is over (RESEND_TOO_SOON, RATE_LIMITED). */
  sendRefused?: boolean;
  waitSeconds?: number;
}

const CODE_UNUSABLE = new Set(['OTP_LOCKED', 'OTP_EXPIRED']);

function refusalOf(failure: unknown): Refusal {
  if (!(failure instanceof ProductError)) return { message: SOMETHING_WENT_WRONG };
  const { code, retryAfterSeconds } = failure.answer ?? {};
  if (code && CODE_UNUSABLE.has(code)) {
    return { message: failure.message, otpBlocked: true, waitSeconds: retryAfterSeconds ?? 0 };
  }
  // The server's "in 5 seconds" would outstay the wait: the form counts the seconds down instead.
  if (retryAfterSeconds) return { sendRefused: true, waitSeconds: retryAfterSeconds };
  return { message: failure.message };
}

export interface OtpConversation {
  /** Sends a code to the number. */
  send(mobile: string): Promise<OtpSendResult>;
  /** Checks the code, and does what a right one is for (sign in, confirm a lead). */
  verify(request: { mobile: string; otp: string; requestId: string }): Promise<void>;
  /**
   * Where a code on its way is kept, so that the page opened again (a reload, a tab the phone
   * dropped while the SMS was read) comes back to the code step (see kept-code-request.ts).
   */
  keeper?: CodeRequestKeeper;
}

/**
 * A conversation by one-time code, for signing in or confirming a number: ask for a code, check
 * it, ask again. Each refusal shows the server's own message (e.g. "That code is not right. You
 * have 3 tries left."), or its state: a wait counting down, a blocked code that needs a new one.
 * Returns the props of the design system's `LoginForm` (and so `LoginModal`).
 */
export function useOtpConversation({ send, verify, keeper }: OtpConversation) {
  const [request, setRequest] = useState<CodeRequest | null>(null);
  const [refusal, setRefusal] = useState<Refusal>();
  const [pending, setPending] = useState(false);
  // The one countdown to the next code, shared with the form: after a send, or the server's wait.
  const [resendRemaining, setResendRemaining] = useState(0);
  // A code kept from before the page opened again (read once hydrated: the server cannot know it).
  const [resumed, setResumed] = useState(false);
  useEffect(() => {
    const kept = keeper?.read(Date.now());
    if (!kept) return;
    setRequest(kept.request);
    setResendRemaining(kept.resendRemaining);
    setResumed(true);
  }, [keeper]);
  const keep = (sent: Parameters<CodeRequestKeeper['keep']>[0]) => keeper?.keep(sent, Date.now());

  /** Runs a call; a refusal is kept for the form to show. Resolves whether the call succeeded. */
  async function run(work: () => Promise<void>): Promise<boolean> {
    setPending(true);
    setRefusal(undefined);
    try {
      await work();
      return true;
    } catch (failure) {
      const refused = refusalOf(failure);
      setRefusal(refused);
      if (refused.waitSeconds !== undefined) setResendRemaining(refused.waitSeconds);
      return false;
    } finally {
      setPending(false);
    }
  }

  const sendOtp = (mobile: string) =>
    run(async () => {
      const sent = { mobile, ...(await send(mobile)) };
      setRequest(sent);
      keep(sent);
    });

  const reset = () => {
    setRequest(null);
    setRefusal(undefined);
    keep(null);
  };

  const formProps = {
    step: request ? 'otp' : 'mobile',
    onStepChange: (step) => {
      if (step === 'mobile') reset();
    },
    // Resumed, the form opens anew on the number the code went to (see `resumed`).
    defaultMobile: request?.mobile,
    otpLength: request?.otpLength ?? 6,
    resendSeconds: request?.resendAfterSeconds ?? 30,
    resendRemaining,
    onResendRemainingChange: setResendRemaining,
    // A number edited after a refusal is another number: the refusal of the last one goes.
    onMobileChange: () => setRefusal((last) => (last?.message && !last.otpBlocked ? undefined : last)),
    error: refusal?.message,
    otpBlocked: refusal?.otpBlocked ?? false,
    sendRefused: refusal?.sendRefused ?? false,
    pending,
    onSendOtp: async (mobile) => {
      // A refused send keeps the form on the number, showing why.
      if (!(await sendOtp(mobile))) throw new Error('The code was not sent');
    },
    onVerifyOtp: (mobile, code) =>
      void run(async () => {
        if (!request) return;
        await verify({ mobile, otp: code, requestId: request.requestId });
        keep(null);
      }),
    onResend: (mobile) => void sendOtp(mobile),
  } satisfies LoginFormOwnProps;

  /** `resumed`: a code kept from before was taken up; give the form a new key so it opens on it. */
  return { formProps, reset, resumed };
}
