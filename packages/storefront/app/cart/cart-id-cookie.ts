import { CART_ID_COOKIE, DEFAULT_COOKIE_MAX_AGE_MS } from '@nirmal/domain';

/**
 * The Set-Cookie (or `document.cookie`) line that points the cart-id cookie at a cart, or clears it
 * with null. Readable by scripts (the cart store keeps it in step), first-party only, and Secure
 * over HTTPS; the server and the browser write it alike.
 */
export function cartIdCookie(cartId: string | null, secure: boolean): string {
  const value = cartId === null ? '; Max-Age=0' : `; Max-Age=${DEFAULT_COOKIE_MAX_AGE_MS / 1000}`;
  return `${CART_ID_COOKIE}=${cartId ?? ''}; Path=/; SameSite=Lax${value}${secure ? '; Secure' : ''}`;
}
