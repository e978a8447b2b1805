import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCodeRequest, keptCodeRequest } from '../app/sign-in/kept-code-request.ts';

const KEY = 'nirmal.signInCode';
const SENT = { mobile: '9000000001', requestId: 'otp_1', otpLength: 6, resendAfterSeconds: 30 };

/** A tab's session storage, as the browser gives it. */
function sessionStorageOfATab(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('a code request kept in the tab', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: sessionStorageOfATab() }));
  afterEach(() => vi.unstubAllGlobals());

  it('is taken up while the code can be checked, with the wait left before another', () => {
    keepCodeRequest(KEY, { ...SENT, expiresInSeconds: 300 }, 1_000_000);
    expect(keptCodeRequest(KEY, 1_000_000 + 12_500)).toEqual({ request: SENT, resendRemaining: 18 });
    expect(keptCodeRequest(KEY, 1_000_000 + 60_000)).toEqual({ request: SENT, resendRemaining: 0 });
  });

  it('is not taken up once the code has expired, nor once forgotten', () => {
    keepCodeRequest(KEY, { ...SENT, expiresInSeconds: 300 }, 1_000_000);
    expect(keptCodeRequest(KEY, 1_000_000 + 300_000)).toBeNull();
    keepCodeRequest(KEY, null, 1_000_000);
    expect(keptCodeRequest(KEY, 1_000_001)).toBeNull();
  });

  it('ignores what is not one (another version, or a hand-edited value)', () => {
    window.sessionStorage.setItem(KEY, '{"mobile":"9000000001"}');
    expect(keptCodeRequest(KEY, 0)).toBeNull();
    window.sessionStorage.setItem(KEY, 'not json');
    expect(keptCodeRequest(KEY, 0)).toBeNull();
  });
});
