import { browserStorage } from '../state/browser-storage.ts';

/** A code sent to a number, as the code step needs it. */
export interface CodeRequest {
  mobile: string;
  requestId: string;
  otpLength: number;
  resendAfterSeconds: number;
}

interface Kept extends CodeRequest {
  /** When it was sent and until when it can be checked (epoch milliseconds). */
  sentAt: number;
  expiresAt: number;
}

const isKept = (value: unknown): value is Kept => {
  const kept = value as Partial<Kept> | null;
  return (
    typeof kept?.mobile === 'string' &&
    typeof kept.requestId === 'string' &&
    typeof kept.otpLength === 'number' &&
    typeof kept.resendAfterSeconds === 'number' &&
    typeof kept.sentAt === 'number' &&
    typeof kept.expiresAt === 'number'
  );
};

/** Keeps the code request in this tab until `expiresInSeconds` from `now`; null forgets it. */
export function keepCodeRequest(
  key: string,
  request: (CodeRequest & { expiresInSeconds: number }) | null,
  now: number,
): void {
  const storage = browserStorage('sessionStorage');
  try {
    if (!request) {
      storage?.removeItem(key);
      return;
    }
    const { expiresInSeconds, ...sent } = request;
    const kept: Kept = { ...sent, sentAt: now, expiresAt: now + expiresInSeconds * 1000 };
    storage?.setItem(key, JSON.stringify(kept));
  } catch {
    // A storage full or refused keeps nothing: a reload then starts at the number again.
  }
}

/** The code request kept in this tab while it can still be checked, with the wait left before another. */
export function keptCodeRequest(
  key: string,
  now: number,
): { request: CodeRequest; resendRemaining: number } | null {
  try {
    const kept: unknown = JSON.parse(browserStorage('sessionStorage')?.getItem(key) ?? 'null');
    if (!isKept(kept) || kept.expiresAt <= now) return null;
    const { sentAt, expiresAt: _expiresAt, ...request } = kept;
    const waited = Math.floor((now - sentAt) / 1000);
    return { request, resendRemaining: Math.max(0, request.resendAfterSeconds - waited) };
  } catch {
    return null;
  }
}

/** Keeps a code request, and reads it back, under one session-storage key. */
export interface CodeRequestKeeper {
  keep(request: (CodeRequest & { expiresInSeconds: number }) | null, now: number): void;
  read(now: number): { request: CodeRequest; resendRemaining: number } | null;
}

export const codeRequestKeeper = (key: string): CodeRequestKeeper => ({
  keep: (request, now) => keepCodeRequest(key, request, now),
  read: (now) => keptCodeRequest(key, now),
});
