import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { CART_ID_COOKIE, LOGIN_COOKIE, SESSION_COOKIE } from '@nirmal/domain/contract';
import type { Config } from '../config.ts';

type CookieConfig = Pick<Config, 'secureCookies' | 'cookieDomain' | 'sessionTtlSeconds'>;
type PlaceConfig = Pick<Config, 'secureCookies' | 'cookieDomain'>;

/**
 * Whether the browser reached us over https: directly, or as the storefront (or another proxy) says.
 * A client that claims https when it is not only makes its own cookies stricter.
 */
function arrivedOverHttps(c: Context): boolean {
  const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:';
}

/**
 * Where our cookies go and how they travel: the whole site, first-party only, and `Secure` on an
 * https site, whether the configuration names it or the request came that way.
 */
export function cookieAttributes(c: Context, config: PlaceConfig) {
  return {
    path: '/',
    sameSite: 'Lax',
    secure: config.secureCookies || arrivedOverHttps(c),
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  } as const;
}

/** The opaque session token (HttpOnly) and the account id the pages read to know someone is signed in. */
export function setSignInCookies(c: Context, config: CookieConfig, token: string, accountId: string): void {
  const base = { ...cookieAttributes(c, config), maxAge: config.sessionTtlSeconds };
  setCookie(c, SESSION_COOKIE, token, { ...base, httpOnly: true });
  setCookie(c, LOGIN_COOKIE, accountId, base);
}

export function clearSignInCookies(c: Context, config: CookieConfig): void {
  deleteCookie(c, SESSION_COOKIE, { ...cookieAttributes(c, config), httpOnly: true });
  deleteCookie(c, LOGIN_COOKIE, cookieAttributes(c, config));
}

/**
 * Signing out's three cookies (§9, the domain's SIGN_OUT_CLEARS): the session, the account id and
 * the cart id. Cleared here too because only the server can clear the HttpOnly session cookie, and
 * cookies set for a parent domain are cleared with that domain.
 */
export function clearSignOutCookies(c: Context, config: CookieConfig): void {
  clearSignInCookies(c, config);
  deleteCookie(c, CART_ID_COOKIE, cookieAttributes(c, config));
}
