import { CART_ID_COOKIE, LOGIN_COOKIE, PROMO_OFFER_SEEN_KEY, SESSION_COOKIE } from '../contract/names.ts';

export { ANALYTICS_CONSENT_COOKIE, ANALYTICS_CONSENT_MAX_AGE_SECONDS } from '../contract/names.ts';
export { CART_ID_COOKIE };

/** One day (§9): the default lifetime of our cookies. */
export const ONE_DAY_MS = 86_400_000;
export const DEFAULT_COOKIE_MAX_AGE_MS = ONE_DAY_MS;

/** Set to `flutter` by the mobile app's webview (§3). */
export const CLIENT_COOKIE = 'nirmal_client';
export const FLUTTER_CLIENT_COOKIE_VALUE = 'flutter';

/** Browser local-storage keys (§3). */
export const LOCAL_STORAGE_KEYS = {
  pincode: 'nirmal.pincode',
  recentlyViewed: 'nirmal.recentlyViewed',
  recentSearch: 'nirmal.recentSearch',
  paymentDetails: 'nirmal.paymentDetails',
  saleAssist: 'nirmal.saleAssist',
  prexoDetails: 'nirmal.prexoDetails',
  bookedSlot: 'nirmal.bookedSlot',
  followUpRequest: 'nirmal.followUpRequest',
  /** The location answer of §7 (shell load 6). */
  location: 'nirmal.location',
  /** Written when a tab changes the cart, so the other tabs' storage event tells them to reload it. */
  cartChanged: 'nirmal.cartChanged',
  /** Written when a tab signs out, so the other tabs' storage event tells them to forget the customer. */
  signedOut: 'nirmal.signedOut',
  /** Server-provided configuration, read by key (the customer-engagement key among them). */
  serverConfig: 'nirmal.serverConfig',
  /** The home page's promo offer was shown here: it is shown once per visitor. */
  promoOfferSeen: PROMO_OFFER_SEEN_KEY,
  /** Where a visitor came from (utm_source), until the engagement tracker has it (§4). */
  engagementSource: 'nirmal.engagementSource',
  /** The once-only analytics events (a purchase, a booking) this browser has sent. */
  analyticsSent: 'nirmal.analyticsSent',
} as const;

/** Browser session-storage keys (§3). */
export const SESSION_STORAGE_KEYS = {
  sessionHash: 'sessionHash',
  assetId: 'assetId',
  accountId: 'accountId',
  agreementId: 'agreementId',
  d365UserId: 'd365_user_id',
  /** A visitor's demo details, confirmed and not yet booked: a reload starts the form from them. */
  demoDetails: 'nirmal.demoDetails',
  /** The number a visitor typed to confirm for their demo, not yet sent: a reload keeps it typed. */
  demoMobile: 'nirmal.demoMobile',
  /**
   * The sign-in page's code on its way (number, request id, when it was sent): a reload, or a phone
   * that drops the tab while the SMS is read, comes back to the code step rather than sending again.
   */
  signInCode: 'nirmal.signInCode',
} as const;

/**
 * What signing out removes (§9: three cookies, four local-storage keys, three session keys): what
 * identifies the customer or holds their orders in progress. The session cookie is HttpOnly, so
 * only the server's sign-out answer can clear it in a browser; it is listed for server-side use.
 */
export const SIGN_OUT_CLEARS = {
  cookies: [SESSION_COOKIE, LOGIN_COOKIE, CART_ID_COOKIE],
  localStorage: [
    LOCAL_STORAGE_KEYS.paymentDetails,
    LOCAL_STORAGE_KEYS.prexoDetails,
    LOCAL_STORAGE_KEYS.bookedSlot,
    LOCAL_STORAGE_KEYS.followUpRequest,
  ],
  sessionStorage: [
    SESSION_STORAGE_KEYS.sessionHash,
    SESSION_STORAGE_KEYS.accountId,
    SESSION_STORAGE_KEYS.d365UserId,
  ],
} as const;

export interface SignedInStorage {
  removeCookie: (name: string) => void;
  localStorage: Pick<Storage, 'removeItem'>;
  sessionStorage: Pick<Storage, 'removeItem'>;
}

/** Forgets, in this browser, everything signing out clears. */
export function clearSignedInStorage(storage: SignedInStorage): void {
  for (const name of SIGN_OUT_CLEARS.cookies) storage.removeCookie(name);
  for (const key of SIGN_OUT_CLEARS.localStorage) storage.localStorage.removeItem(key);
  for (const key of SIGN_OUT_CLEARS.sessionStorage) storage.sessionStorage.removeItem(key);
}
