import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { CART_ID_COOKIE } from '@nirmal/domain/contract';
import type { Config } from '../../config.ts';
import { cookieAttributes } from '../../http/cookies.ts';

/**
 * Points the cart-id cookie at a cart, or clears it. Not HttpOnly: the storefront's cart store
 * reads and keeps it in step; it only names a cart, which the session still guards.
 */
export function pointCartIdCookie(c: Context, config: Config, cartId: string | null): void {
  if (cartId === null) deleteCookie(c, CART_ID_COOKIE, cookieAttributes(c, config));
  else
    setCookie(c, CART_ID_COOKIE, cartId, {
      ...cookieAttributes(c, config),
      maxAge: config.sessionTtlSeconds,
    });
}
