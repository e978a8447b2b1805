import { useEffect, useRef } from 'react';

/** What `navigator.credentials.get({ otp })` answers: the code of an SMS bound to this origin. */
interface OtpCredential {
  code: string;
}

/** Whether this browser can read a one-time code from an SMS (the WebOTP API: Chrome on Android). */
export const isWebOtpSupported = (): boolean => typeof window !== 'undefined' && 'OTPCredential' in window;

/**
 * While `listening`, asks the browser for the one-time code of an SMS that ends with the
 * origin-bound line `@<host> #<code>` (WebOTP) and calls `onCode` with it, once the customer
 * allows it. The request is aborted when `listening` turns false (the code was entered, the form
 * sent) and when the component unmounts; where the API is missing nothing happens, and typing or
 * the keyboard's `autocomplete="one-time-code"` suggestion still work.
 */
export function useWebOtp(listening: boolean, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!listening || !isWebOtpSupported()) return undefined;
    const controller = new AbortController();
    const request = { otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions;
    navigator.credentials
      .get(request)
      .then((credential) => {
        const { code } = (credential ?? {}) as Partial<OtpCredential>;
        if (code && !controller.signal.aborted) latest.current(code);
      })
      // Aborted, refused by the customer or timed out: the code is typed instead.
      .catch(() => undefined);
    return () => controller.abort();
  }, [listening]);
}
