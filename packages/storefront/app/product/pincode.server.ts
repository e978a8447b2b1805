import { readPincode } from '@nirmal/domain/contract';
import { readCookies } from '../server/cookies.server.ts';

/**
 * The pincode a customer checked, mirrored from local storage (§3) into a cookie so that the server
 * answers for it on every product page after, before any JavaScript runs.
 */
export const PINCODE_COOKIE = 'nirmal_pincode';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The pincode a product page answers for: the one just typed (`?pincode=`), else the remembered one. */
export interface PincodeChoice {
  /** A valid pincode to answer for, or null. */
  pincode: string | null;
  /** What the field shows: what was typed, even when it is not a pincode. */
  typed: string;
  /** Why what was typed is not a pincode. */
  error: string | null;
  /** The cookie that remembers a newly checked pincode. */
  setCookie: string | null;
}

export function choosePincode(request: Request, url: URL): PincodeChoice {
  const typed = url.searchParams.get('pincode');
  if (typed !== null) {
    const checked = readPincode(typed);
    return checked.ok
      ? {
          pincode: checked.value,
          typed: checked.value,
          error: null,
          setCookie: pincodeCookie(checked.value, url),
        }
      : { pincode: null, typed: typed.slice(0, 12), error: checked.message, setCookie: null };
  }
  const remembered = readPincode(readCookies(request).get(PINCODE_COOKIE));
  return remembered.ok
    ? { pincode: remembered.value, typed: remembered.value, error: null, setCookie: null }
    : { pincode: null, typed: '', error: null, setCookie: null };
}

function pincodeCookie(pincode: string, url: URL): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${PINCODE_COOKIE}=${pincode}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
