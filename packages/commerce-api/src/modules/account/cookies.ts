import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { LOGIN_COOKIE, SESSION_COOKIE } from '@nirmal/domain/contract';
import type { Config } from '../../config.ts';

type CookieConfig = Pick<Config, 'production' | 'cookieDomain' | 'sessionTtlSeconds'>;

/** Where our cookies go and how they travel: the whole site, first-party only, HTTPS in production. */
export function cookieAttributes(config: CookieConfig) {
  return {
    path: '/',
    sameSite: 'Lax',
    secure: config.production,
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  } as const;
}

/** The opaque session token (HttpOnly) and the account id the pages read to know someone is signed in. */
export function setSignInCookies(c: Context, config: CookieConfig, token: string, accountId: string): void {
  const base = { ...cookieAttributes(config), maxAge: config.sessionTtlSeconds };
  setCookie(c, SESSION_COOKIE, token, { ...base, httpOnly: true });
  setCookie(c, LOGIN_COOKIE, accountId, base);
}

export function clearSignInCookies(c: Context, config: CookieConfig): void {
  deleteCookie(c, SESSION_COOKIE, { ...cookieAttributes(config), httpOnly: true });
  deleteCookie(c, LOGIN_COOKIE, cookieAttributes(config));
}
