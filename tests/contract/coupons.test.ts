import { CartStore, ProductError } from '@nirmal/domain';
import { describe, expect, it } from 'vitest';
import { ROHAN, browserFor, failureOf, latestOtp, signedInBrowser, useCommerceApi } from './support.ts';

const api = useCommerceApi();

// Demo catalogue and coupons: a water purifier at ₹12,999; FLAT500 (₹500 off from ₹10,000),
// PHONE750 (₹750 off a water purifier, with a coupon OTP).
const AQUA_RO = 'NRM-101-1';

describe('coupons through the domain client and the cart store', () => {
  it('lists, checks, applies and removes, with every answer held to the contract', async () => {
    const browser = browserFor(api());
    const cart = await browser.cart.addProduct({ productId: AQUA_RO, quantity: 1 });
    const list = await browser.coupons.list(cart.id);
    expect(list.find((coupon) => coupon.code === 'FLAT500')?.fit).toEqual({
      applies: true,
      savingPaise: 50_000,
      materialId: null,
    });
    expect(await browser.coupons.get('flat500', cart.id)).toMatchObject({ code: 'FLAT500', applied: false });
    expect(await browser.coupons.validate({ cartId: cart.id, code: 'FLAT500' })).toMatchObject({
      savingPaise: 50_000,
    });

    const store = new CartStore({ cart, cartId: cart.id });
    expect(await store.applyCoupon(browser.coupons, 'FLAT500')).toBe(true);
    expect(store.cart?.totals.couponDiscountPaise).toBe(50_000);
    expect(await store.applyCoupon(browser.coupons, 'MONSOON20')).toBe(false);
    expect(store.couponError).toBe(
      'This code is not valid. Check it and try again, or choose a coupon from the list.',
    );
    expect(await store.removeCoupons(browser.coupons)).toBe(true);
    expect(store.coupons).toEqual([]);

    const error = await failureOf(browser.coupons.get('NOSUCHCODE'));
    expect(error).toBeInstanceOf(ProductError);
    expect((error as ProductError).status).toBe(404);
  });

  it('an OTP coupon: sent, resent, then applied with the OTP from the phone', async () => {
    const browser = await signedInBrowser(api(), ROHAN);
    const cart = await browser.cart.addProduct({ productId: AQUA_RO, quantity: 1 });
    const store = new CartStore({ cart, cartId: cart.id });
    expect(await store.applyCoupon(browser.coupons, 'PHONE750')).toBe(false);
    expect(store.couponOtp).toMatchObject({ code: 'PHONE750', sentTo: '+91 90XXXXXX02', otpLength: 6 });
    expect(await store.resendCouponOtp(browser.coupons)).toBe(false);
    expect(store.otpError).toMatch(/^You can ask for a new coupon OTP in \d+ seconds\.$/);
    expect(await store.verifyCouponOtp(browser.coupons, await latestOtp(browser.http, ROHAN))).toBe(true);
    expect(store.coupons).toMatchObject([{ code: 'PHONE750', applies: true, savingPaise: 75_000 }]);
  });
});
