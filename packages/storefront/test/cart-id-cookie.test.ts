import { describe, expect, it } from 'vitest';
import { cartIdCookie } from '../app/cart/cart-id-cookie.ts';

describe('the cart-id cookie line', () => {
  it('names the cart for a day, site-wide and first-party, Secure over HTTPS only', () => {
    expect(cartIdCookie('cart_1', true)).toBe(
      'nirmal_cart_id=cart_1; Path=/; SameSite=Lax; Max-Age=86400; Secure',
    );
    expect(cartIdCookie('cart_1', false)).toBe('nirmal_cart_id=cart_1; Path=/; SameSite=Lax; Max-Age=86400');
  });

  it('clears the cookie for no cart', () => {
    expect(cartIdCookie(null, false)).toBe('nirmal_cart_id=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
