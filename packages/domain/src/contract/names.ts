// The names of cookies and headers both sides use: plain values with no schema library behind
// them, so a page that only needs a name does not load the contract's schemas.

/**
 * Every cookie Nirmal sets begins with this, and a page is rendered from those alone: a request
 * whose cookies are all someone else's (an analytics or engagement script's) is a visitor nobody
 * knows, and may be served the page shared between such visitors.
 */
export const OWN_COOKIE_PREFIX = 'nirmal_';

/**
 * Local storage: present once the home page's promo offer has been shown in this browser (its value
 * is the offer's id), so it is shown once per visitor.
 */
export const PROMO_OFFER_SEEN_KEY = 'nirmal.promoOfferSeen';

/** Opaque session token; HttpOnly, SameSite=Lax, Secure on an https site. */
export const SESSION_COOKIE = 'nirmal_session';
/** The signed-in customer's account id, readable by scripts; its presence means "fetch the profile". */
export const LOGIN_COOKIE = 'nirmal_account_id';
/** Lifetime of both cookies and of the server-side session (§9: one day). */
export const SESSION_MAX_AGE_SECONDS = 86_400;
/**
 * The guest cart's id, readable by scripts (the cart store keeps it in step) and sent to the server,
 * which renders the cart with it and merges that cart into the customer's on sign-in.
 */
export const CART_ID_COOKIE = 'nirmal_cart_id';

/**
 * A visitor's mobile number confirmed by a code for a lead (a home demo): opaque, HttpOnly, and good
 * for LEAD_VERIFICATION_SECONDS. It identifies no customer and signs no one in.
 */
export const LEAD_COOKIE = 'nirmal_lead';
export const LEAD_VERIFICATION_SECONDS = 1_800;

/**
 * A staff member's opaque session token (issue 22): HttpOnly, SameSite=Strict, Secure on an https
 * site. Only staff calls read it, and they read no other session cookie.
 */
export const STAFF_SESSION_COOKIE = 'nirmal_staff';

/**
 * The browser's answer to the analytics question (`granted` or `denied`): a cookie, so the server
 * renders the question into the first paint or leaves it out, rather than the page growing it after
 * hydration. Kept a year; sign-out leaves it, since it is the browser's answer, not the customer's.
 * A page for nobody in particular is shared per answer (the storefront's page cache).
 */
export const ANALYTICS_CONSENT_COOKIE = 'nirmal_consent';
export const ANALYTICS_CONSENT_MAX_AGE_SECONDS = 31_536_000;

/** Sent on every call; commerce-api refuses state-changing requests without it (CSRF defence). */
export const CLIENT_TYPE_HEADER = 'x-client-type';

export const CITY_HEADER = 'x-user-city';
export const LATITUDE_HEADER = 'x-user-lat';
export const LONGITUDE_HEADER = 'x-user-long';
/** The edge's location headers: what a page shown to someone nobody knows may differ by. */
export const LOCATION_HEADERS = [CITY_HEADER, LATITUDE_HEADER, LONGITUDE_HEADER] as const;
