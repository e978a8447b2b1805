import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { STAFF_SESSION_COOKIE } from '@nirmal/domain/contract';
import type { Config } from '../config.ts';
import { cookieAttributes } from './cookies.ts';

type CookieConfig = Pick<Config, 'secureCookies' | 'cookieDomain'>;

/**
 * The staff session's cookie travels as customers' do (whole site, Secure on https) but only with
 * requests from our own pages (SameSite=Strict): a staff tool is never reached from a link elsewhere
 * with its session attached.
 */
function staffCookieAttributes(c: Context, config: CookieConfig) {
  return { ...cookieAttributes(c, config), sameSite: 'Strict', httpOnly: true } as const;
}

export function setStaffSessionCookie(
  c: Context,
  config: CookieConfig,
  token: string,
  maxAgeSeconds: number,
): void {
  setCookie(c, STAFF_SESSION_COOKIE, token, { ...staffCookieAttributes(c, config), maxAge: maxAgeSeconds });
}

export function clearStaffSessionCookie(c: Context, config: CookieConfig): void {
  deleteCookie(c, STAFF_SESSION_COOKIE, staffCookieAttributes(c, config));
}
