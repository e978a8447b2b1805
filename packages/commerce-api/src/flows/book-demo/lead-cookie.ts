import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LEAD_COOKIE, LEAD_VERIFICATION_SECONDS } from '@nirmal/domain/contract';
import type { Config } from '../../config.ts';
import { cookieAttributes } from '../../http/cookies.ts';

/** The lead's opaque token (HttpOnly), for as long as the number stays confirmed. */
export function setLeadCookie(c: Context, config: Config, token: string): void {
  setCookie(c, LEAD_COOKIE, token, {
    ...cookieAttributes(c, config),
    httpOnly: true,
    maxAge: LEAD_VERIFICATION_SECONDS,
  });
}

export const leadToken = (c: Context): string | undefined => getCookie(c, LEAD_COOKIE);
