import { compareShallow, reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../contract/index.ts';
import { CheckoutStore } from './checkout-store.ts';
import { createRootStore } from './root-store.ts';
import { ServiceRequestStore } from './service-request-store.ts';

describe('RootStore', () => {
  it('serialises to plain JSON and a store made from it holds the same state', () => {
    const server = createRootStore();
    server.shell.setFlutterClient(true);
    server.shell.setAnalyticsConsent('denied');
    server.shell.setOpen('aqiBar', true);
    server.shell.openLogin({ redirectTo: '/amc/my-devices', message: 'Please sign in', callback: () => {} });
    server.shell.showToast('Hello');
    server.profile.setProfile({
      customerId: 'C-1',
      firstName: 'Asha',
      lastName: 'Rao',
      webEngageId: null,
      contacts: [{ phone: '9000000001', isPrimary: true }],
    });
    server.flags.setFlags({ globalSaleAssist: false, isAQIEnabled: true });
    server.location.update({ city: 'Pune', latitude: 18.52, longitude: 73.85 });
    server.cart.setCart(CART);

    const snapshot = server.serialize();
    const page = JSON.stringify(snapshot);
    const browser = createRootStore(JSON.parse(page));

    expect(browser.serialize()).toEqual(snapshot);
    expect(snapshot.shell.login).toEqual({
      open: true,
      redirectTo: '/amc/my-devices',
      message: 'Please sign in',
    });
    expect(browser.shell.isFlutterClient).toBe(true);
    expect(browser.shell.analyticsConsent).toBe('denied');
    expect(browser.shell.panels.aqiBar).toBe(true);
    expect(browser.profile.isLoggedIn).toBe(true);
    expect(browser.profile.fullName).toBe('Asha Rao');
    expect(browser.flags.isAQIEnabled).toBe(true);
    expect(browser.location.city).toBe('Pune');
    expect(browser.cart.count).toBe(2);
    expect(browser.cart.cartId).toBe('cart_1');
  });

  it('gives each request its own state', () => {
    const first = createRootStore();
    const second = createRootStore();
    first.shell.showToast('only for the first customer');
    expect(second.shell.isToastVisible).toBe(false);
  });

  it('starts empty without a snapshot, and from a partial one', () => {
    const store = createRootStore({ location: { value: 'Pune::' } });
    expect(store.profile.isLoggedIn).toBe(false);
    expect(store.flags.isEmpty).toBe(true);
    expect(store.location.city).toBe('Pune');
  });

  it('follows what later loads say: profile, flags, location, client kind and cart, all of them', () => {
    const browser = createRootStore(createRootStore().serialize());
    browser.shell.setOpen('hamburger', true);
    browser.shell.showToast('Saved');

    const server = createRootStore();
    server.profile.setProfile(ASHA);
    server.flags.setFlags({ globalSaleAssist: true, isAQIEnabled: false });
    server.location.update({ city: 'Pune', latitude: 18.52, longitude: 73.85 });
    server.shell.setFlutterClient(true);
    server.cart.setCart(CART);
    browser.followServer(server.serialize());

    expect(browser.profile.fullName).toBe('Asha Rao');
    expect(browser.flags.globalSaleAssist).toBe(true);
    expect(browser.location.city).toBe('Pune');
    expect(browser.shell.isFlutterClient).toBe(true);
    expect(browser.cart.count).toBe(2);
    // What the customer has open in this browser is theirs, not the server's.
    expect(browser.shell.panels.hamburger).toBe(true);
    expect(browser.shell.toast).toEqual({ show: true, message: 'Saved' });
  });

  it('following the snapshot it holds again changes nothing an observer sees', () => {
    const server = createRootStore();
    server.profile.setProfile(ASHA);
    server.flags.setFlags({ globalSaleAssist: true, isAQIEnabled: false });
    server.location.update({ city: 'Pune', latitude: 18.52, longitude: 73.85 });
    server.cart.setCart(CART);
    const snapshot = server.serialize();
    const browser = createRootStore(JSON.parse(JSON.stringify(snapshot)));
    let changes = 0;
    const stop = reaction(
      () => [browser.profile.profile, browser.flags.flags, browser.cart.cart, browser.location.value],
      () => (changes += 1),
      { equals: compareShallow },
    );

    browser.followServer(JSON.parse(JSON.stringify(snapshot)));
    expect(changes).toBe(0);
    browser.followServer({ ...snapshot, flags: { flags: { globalSaleAssist: false } } });
    expect(changes).toBe(1);
    expect(browser.flags.globalSaleAssist).toBe(false);
    stop();
  });

  it('follows a sign-out, and keeps a known location when a load detects none', () => {
    const browser = createRootStore({ profile: { profile: ASHA }, location: { value: 'Pune::' } });
    browser.followServer(createRootStore().serialize());
    expect(browser.profile.isLoggedIn).toBe(false);
    expect(browser.location.city).toBe('Pune');
  });

  it('forgets the customer and nothing else', () => {
    const store = createRootStore({ profile: { profile: ASHA }, flags: { flags: { isAQIEnabled: true } } });
    store.forgetCustomer();
    expect(store.profile.profile).toBeNull();
    expect(store.flags.isAQIEnabled).toBe(true);
  });

  it('makes the checkout store once, and forgets it on sign-out: its state and what was typed', () => {
    const store = createRootStore({ profile: { profile: ASHA } });
    const checkout = store.checkout(CheckoutStore);
    expect(store.checkout(CheckoutStore)).toBe(checkout);
    checkout.follow({ state: null, assistantCode: 'NA1001' });
    checkout.setTermsAccepted(false);
    store.forgetCustomer();
    expect(checkout.state).toBeNull();
    expect(checkout.assistantCode).toBe('');
    expect(checkout.isTCChecked).toBe(true);
  });

  it('makes the service request store once, and a new one after sign-out: no request of the last customer', () => {
    const store = createRootStore({ profile: { profile: ASHA } });
    const wizard = store.serviceRequest(ServiceRequestStore);
    expect(store.serviceRequest(ServiceRequestStore)).toBe(wizard);
    wizard.setDevice({ assetId: 'A-1', productName: 'Nirmal RO+' });
    store.forgetCustomer();
    const next = store.serviceRequest(ServiceRequestStore);
    expect(next).not.toBe(wizard);
    expect(next.assetId).toBeNull();
    expect(next.productName).toBeNull();
  });

  it('empties the cart on sign-out: no count in the header, no stored cart id', () => {
    const store = createRootStore({ profile: { profile: ASHA }, cart: { cart: CART, cartId: CART.id } });
    expect(store.cart.count).toBe(2);
    store.forgetCustomer();
    expect(store.cart.cart).toBeNull();
    expect(store.cart.count).toBe(0);
    expect(store.cart.cartId).toBeNull();
  });
});

const ASHA = {
  customerId: 'C-1',
  firstName: 'Asha',
  lastName: 'Rao',
  webEngageId: null,
  contacts: [{ phone: '9000000001', isPrimary: true }],
};

const CART: Cart = {
  id: 'cart_1',
  currency: 'INR',
  pincode: '411001',
  lines: [
    {
      kind: 'product',
      id: 'line_1',
      productId: 'P-RO-101',
      materialId: 'MAT-RO-101',
      slug: 'nirmal-aqua-pro',
      name: 'Nirmal Aqua Pro',
      imageUrl: null,
      quantity: 2,
      unitMrpPaise: 2_499_900,
      unitPricePaise: 1_899_900,
      linePricePaise: 3_799_800,
      inventory: { stockStatus: 'in_stock', maxQuantity: 5 },
      appliedCoupon: null,
    },
  ],
  totals: {
    mrpPaise: 4_999_800,
    productDiscountPaise: 1_200_000,
    couponDiscountPaise: 0,
    exchangeValuePaise: 0,
    deliveryChargePaise: 0,
    payablePaise: 3_799_800,
  },
  problems: [],
  coupons: [],
};
