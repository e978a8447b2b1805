import { describe, expect, it } from 'vitest';
import type { Cart, ProductLine } from '../contract/index.ts';
import type { CartClient } from '../clients/cart.ts';
import type { CouponsClient } from '../clients/coupons.ts';
import { ProductError } from '../http/errors.ts';
import { LOCAL_STORAGE_KEYS } from '../rules/storage.ts';
import { CartStore } from './cart-store.ts';
import { storageCartTabs } from './cart-tabs.ts';
import type { TabWindow } from './cart-tabs.ts';

function productLine(id: string, productId: string, quantity: number): ProductLine {
  return {
    kind: 'product',
    id,
    productId,
    materialId: `MAT-${productId}`,
    slug: productId.toLowerCase(),
    name: `Product ${productId}`,
    imageUrl: null,
    quantity,
    unitMrpPaise: 2_000_000,
    unitPricePaise: 1_500_000,
    linePricePaise: 1_500_000 * quantity,
    inventory: { stockStatus: 'in_stock', maxQuantity: 5 },
    appliedCoupon: null,
  };
}

function cartOf(id: string, lines: Cart['lines']): Cart {
  return {
    id,
    currency: 'INR',
    pincode: null,
    lines,
    totals: {
      mrpPaise: 0,
      productDiscountPaise: 0,
      couponDiscountPaise: 0,
      exchangeValuePaise: 0,
      deliveryChargePaise: null,
      payablePaise: 0,
    },
    problems: [],
    coupons: [],
  };
}

const exchange = {
  kind: 'exchange' as const,
  id: 'line_x',
  parentId: 'line_1',
  productType: 'WATER_PURIFIER' as const,
  brand: 'Kent',
  ageYears: 3,
  condition: 'WORKING' as const,
  valuePaise: 100_000,
};

const tooMany = new ProductError({
  url: '/api/public/v1/cart/cart-item',
  status: 400,
  statusText: 'Bad Request',
  data: { message: 'You can buy at most 2 of this product.', code: 'INVALID_QUANTITY' },
  answer: { message: 'You can buy at most 2 of this product.', code: 'INVALID_QUANTITY' },
});

/** A cart client whose every change waits until the test answers it, so the shown state can be checked first. */
function heldClient(initial: Cart | null = null) {
  const requests: {
    name: string;
    args: unknown[];
    answer: (cart: Cart) => void;
    refuse: (error: Error) => void;
  }[] = [];
  const held =
    (name: string) =>
    (...args: unknown[]) =>
      new Promise<Cart>((answer, refuse) => void requests.push({ name, args, answer, refuse }));
  const gets: unknown[] = [];
  const client: CartClient = {
    get: async (query) => {
      gets.push(query);
      return initial;
    },
    addProduct: held('addProduct'),
    addExchange: held('addExchange'),
    changeQuantity: held('changeQuantity'),
    removeItems: held('removeItems'),
  };
  return { client, requests, gets, setServerCart: (cart: Cart | null) => (initial = cart) };
}

describe('CartStore', () => {
  it('counts units, lists in-cart products once and keys per-product data by material id', () => {
    const cart = cartOf('cart_1', [productLine('line_1', 'P1', 2), exchange, productLine('line_2', 'P2', 1)]);
    const store = new CartStore({ cart, cartId: 'cart_1' });

    expect(store.count).toBe(3);
    expect(store.inCartProductIds).toEqual(['P1', 'P2']);
    expect(store.isInCart('P2')).toBe(true);
    expect(store.byMaterialId['MAT-P1']).toEqual({
      appliedCoupon: null,
      inventory: { stockStatus: 'in_stock', maxQuantity: 5 },
      prexo: exchange,
    });
    expect(store.byMaterialId['MAT-P2']?.prexo).toBeNull();
  });

  it('loads with the stored id and forgets the id on an empty result (§7)', async () => {
    const server = heldClient(null);
    const store = new CartStore({ cart: null, cartId: 'cart_gone' });

    await store.load(server.client, { isDetailed: false });

    expect(server.gets).toEqual([{ isDetailed: false, cartId: 'cart_gone' }]);
    expect(store.cartId).toBeNull();
    store.setCart(cartOf('cart_2', [productLine('line_1', 'P1', 1)]));
    expect(store.cartId).toBe('cart_2');
    store.setCart(cartOf('cart_2', []));
    expect(store.cartId).toBeNull();
  });

  it('follows a page load that loaded the cart, and keeps its own when the page only knew the id', () => {
    const store = new CartStore({
      cart: cartOf('cart_1', [productLine('line_1', 'P1', 1)]),
      cartId: 'cart_1',
    });

    store.follow({ cart: null, cartId: 'cart_1' });
    expect(store.count).toBe(1);
    store.follow({ cart: cartOf('cart_1', [productLine('line_1', 'P1', 2)]), cartId: 'cart_1' });
    expect(store.count).toBe(2);
    store.follow({ cart: null, cartId: null });
    expect(store.count).toBe(0);
    expect(store.cartId).toBeNull();
  });

  it('counts an added product at once and takes the server’s cart, with a new guest cart’s id', async () => {
    const server = heldClient();
    const store = new CartStore();

    const added = store.add(server.client, 'P1', 2);
    expect(store.count).toBe(2);
    expect(store.inCartProductIds).toEqual(['P1']);
    expect(server.requests[0]?.args).toEqual([
      { cartId: undefined, productId: 'P1', quantity: 2, pincode: undefined },
    ]);

    server.requests[0]?.answer(cartOf('cart_new', [productLine('line_1', 'P1', 2)]));
    expect(await added).toBe(true);
    expect(store.count).toBe(2);
    expect(store.cartId).toBe('cart_new');
  });

  it('takes back a refused add and says why', async () => {
    const server = heldClient();
    const store = new CartStore({
      cart: cartOf('cart_1', [productLine('line_1', 'P1', 2)]),
      cartId: 'cart_1',
    });

    const added = store.add(server.client, 'P1', 1);
    expect(store.count).toBe(3);
    server.requests[0]?.refuse(tooMany);

    expect(await added).toBe(false);
    expect(store.count).toBe(2);
    expect(store.message).toBe('You can buy at most 2 of this product.');
  });

  it('shows a new quantity at once and puts the old one back when refused', async () => {
    const server = heldClient();
    const store = new CartStore({
      cart: cartOf('cart_1', [productLine('line_1', 'P1', 1)]),
      cartId: 'cart_1',
    });

    const changed = store.changeQuantity(server.client, 'line_1', 3);
    expect(store.count).toBe(3);
    expect(server.requests[0]?.args).toEqual(['cart_1', { cartItemId: 'line_1', quantity: 3 }]);
    server.requests[0]?.refuse(tooMany);

    expect(await changed).toBe(false);
    expect(store.count).toBe(1);
    expect(store.message).toBe('You can buy at most 2 of this product.');
  });

  it('removes a product with its exchange line at once, and forgets the id when the cart empties', async () => {
    const server = heldClient();
    const store = new CartStore({
      cart: cartOf('cart_1', [productLine('line_1', 'P1', 1), exchange]),
      cartId: 'cart_1',
    });

    const removed = store.remove(server.client, 'line_1');
    expect(store.cart?.lines).toEqual([]);
    expect(server.requests[0]?.args).toEqual(['cart_1', ['line_1'], undefined]);
    server.requests[0]?.answer(cartOf('cart_1', []));

    expect(await removed).toBe(true);
    expect(store.cartId).toBeNull();
  });

  it('names the parent when removing an exchange line, and restores it when that fails', async () => {
    const server = heldClient();
    const before = cartOf('cart_1', [productLine('line_1', 'P1', 1), exchange]);
    const store = new CartStore({ cart: before, cartId: 'cart_1' });

    const removed = store.remove(server.client, 'line_x');
    expect(store.byMaterialId['MAT-P1']?.prexo).toBeNull();
    expect(server.requests[0]?.args).toEqual(['cart_1', ['line_x'], 'line_1']);
    server.requests[0]?.refuse(new Error('offline'));

    expect(await removed).toBe(false);
    expect(store.cart).toBe(before);
    expect(store.message).toBe('Something went wrong');
  });

  it('serialises to plain JSON and back', () => {
    const store = new CartStore({
      cart: cartOf('cart_1', [productLine('line_1', 'P1', 2)]),
      cartId: 'cart_1',
    });
    const again = new CartStore(JSON.parse(JSON.stringify(store.serialize())));
    expect(again.serialize()).toEqual(store.serialize());
    expect(again.count).toBe(2);
  });
});

/** Two tabs of one browser: a write by one fires a storage event in the other, as browsers do. */
function browserWithTwoTabs() {
  const items = new Map<string, string>();
  const tabs = [new EventTarget(), new EventTarget()];
  const tabWindow = (self: EventTarget): TabWindow => ({
    localStorage: {
      setItem: (key, newValue) => {
        items.set(key, newValue);
        for (const other of tabs.filter((tab) => tab !== self)) {
          other.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
        }
      },
    },
    addEventListener: (type, listener) => self.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => self.removeEventListener(type, listener as EventListener),
  });
  return { items, windows: tabs.map(tabWindow) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CartStore across tabs', () => {
  it('keeps the cookie in step and the other tab’s count with it', async () => {
    const browser = browserWithTwoTabs();
    const cookie: (string | null)[] = [];
    const cartIdStore = { write: (id: string) => void cookie.push(id), remove: () => void cookie.push(null) };
    const server = heldClient();
    const first = new CartStore();
    const second = new CartStore();
    const stopFirst = first.connect({
      client: server.client,
      cartIdStore,
      tabs: storageCartTabs(browser.windows[0]!),
    });
    const stopSecond = second.connect({
      client: server.client,
      cartIdStore,
      tabs: storageCartTabs(browser.windows[1]!),
    });

    const added = first.add(server.client, 'P1');
    const cart = cartOf('cart_1', [productLine('line_1', 'P1', 1)]);
    server.setServerCart(cart);
    server.requests[0]?.answer(cart);
    await added;
    await settled();

    expect(second.count).toBe(1);
    expect(second.inCartProductIds).toEqual(['P1']);
    expect(server.gets).toEqual([{ cartId: 'cart_1' }]);
    expect(cookie).toEqual([null, null, 'cart_1', 'cart_1']);
    expect(JSON.parse(browser.items.get(LOCAL_STORAGE_KEYS.cartChanged) ?? '')).toMatchObject({
      cartId: 'cart_1',
    });

    stopSecond();
    stopFirst();
  });

  it('empties the other tab when the cart is gone there, and ignores what is not a cart message', async () => {
    const browser = browserWithTwoTabs();
    const second = new CartStore({
      cart: cartOf('cart_1', [productLine('line_1', 'P1', 1)]),
      cartId: 'cart_1',
    });
    const stop = second.connect({
      client: heldClient().client,
      cartIdStore: { write: () => {}, remove: () => {} },
      tabs: storageCartTabs(browser.windows[1]!),
    });

    browser.windows[0]!.localStorage.setItem(LOCAL_STORAGE_KEYS.cartChanged, 'not json');
    browser.windows[0]!.localStorage.setItem('nirmal.pincode', JSON.stringify({ cartId: null }));
    expect(second.count).toBe(1);

    storageCartTabs(browser.windows[0]!).announce({ cartId: null });
    expect(second.count).toBe(0);
    expect(second.cartId).toBeNull();
    stop();
  });
});

describe('CartStore coupons', () => {
  const coupon = (code: string, savingPaise: number) => ({
    code,
    title: code,
    materialId: null,
    applies: true,
    savingPaise,
    reason: null,
  });
  const refused = (message: string, code: string) =>
    new ProductError({
      url: '/api/coupon/verifyV2/',
      status: 409,
      statusText: 'Conflict',
      data: { message, code },
      answer: { message, code },
    });

  /** A coupons client answering each call from a queue the test fills. */
  function couponsServer() {
    const calls: { name: string; body: unknown }[] = [];
    const answers: (unknown | Error)[] = [];
    const next = (name: string) => async (body: unknown) => {
      calls.push({ name, body });
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer as never;
    };
    const client: CouponsClient = {
      list: next('list'),
      get: next('get'),
      validate: next('validate'),
      apply: next('apply'),
      remove: next('remove'),
      resendOtp: next('resendOtp'),
    };
    return { client, calls, answers };
  }

  const withCoupons = (...coupons: ReturnType<typeof coupon>[]) => ({
    ...cartOf('cart_1', [productLine('line_1', 'P1', 1)]),
    coupons,
  });

  it('applies a code and takes the server’s cart; a refusal stays at the field in the server’s words', async () => {
    const server = couponsServer();
    const store = new CartStore({ cart: withCoupons(), cartId: 'cart_1' });
    server.answers.push({ status: 'applied', code: 'FLAT500', cart: withCoupons(coupon('FLAT500', 50_000)) });
    expect(await store.applyCoupon(server.client, 'FLAT500')).toBe(true);
    expect(server.calls[0]).toEqual({ name: 'apply', body: { cartId: 'cart_1', code: 'FLAT500' } });
    expect(store.coupons.map(({ code }) => code)).toEqual(['FLAT500']);

    server.answers.push(
      refused('You can apply at most 3 coupons. Remove one to use AIR10.', 'COUPON_LIMIT_REACHED'),
    );
    expect(await store.applyCoupon(server.client, 'AIR10')).toBe(false);
    expect(store.couponError).toBe('You can apply at most 3 coupons. Remove one to use AIR10.');
    expect(store.couponPending).toBeNull();
  });

  it('opens the OTP step when the coupon needs one, checks the OTP, and resends', async () => {
    const server = couponsServer();
    const store = new CartStore({ cart: withCoupons(), cartId: null });
    const sent = {
      status: 'otp_sent' as const,
      code: 'PHONE750',
      sentTo: '+91 90XXXXXX01',
      otpLength: 6 as const,
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
    };
    server.answers.push(sent);
    expect(await store.applyCoupon(server.client, 'PHONE750')).toBe(false);
    expect(store.couponOtp).toEqual(sent);

    server.answers.push(refused('That coupon OTP is not right. You have 4 tries left.', 'OTP_INCORRECT'));
    expect(await store.verifyCouponOtp(server.client, '000000')).toBe(false);
    expect(store.otpError).toBe('That coupon OTP is not right. You have 4 tries left.');
    expect(store.couponError).toBeNull();

    server.answers.push(sent);
    expect(await store.resendCouponOtp(server.client)).toBe(true);
    expect(store.otpError).toBeNull();

    server.answers.push({
      status: 'applied',
      code: 'PHONE750',
      cart: withCoupons(coupon('PHONE750', 75_000)),
    });
    expect(await store.verifyCouponOtp(server.client, '123456')).toBe(true);
    expect(server.calls.at(-1)).toEqual({
      name: 'apply',
      body: { cartId: undefined, code: 'PHONE750', otp: '123456' },
    });
    expect(store.couponOtp).toBeNull();
    expect(store.cart?.totals).toBeDefined();
    expect(store.coupons.map(({ code }) => code)).toEqual(['PHONE750']);

    store.awaitCouponOtp({ code: 'PHONE750' });
    store.cancelCouponOtp();
    expect(store.couponOtp).toBeNull();
  });

  it('removes coupons at once and puts them back when refused', async () => {
    const server = couponsServer();
    const store = new CartStore({
      cart: withCoupons(coupon('FLAT500', 50_000), coupon('AIR10', 79_900)),
      cartId: 'cart_1',
    });
    server.answers.push(withCoupons(coupon('FLAT500', 50_000)));
    const pending = store.removeCoupons(server.client, ['AIR10']);
    expect(store.coupons.map(({ code }) => code)).toEqual(['FLAT500']);
    expect(await pending).toBe(true);
    expect(server.calls[0]).toEqual({ name: 'remove', body: { cartId: 'cart_1', codes: ['AIR10'] } });

    server.answers.push(new ProductError({ url: '/x', status: 404, statusText: 'Not Found', data: null }));
    const all = store.removeCoupons(server.client);
    expect(store.coupons).toEqual([]);
    expect(await all).toBe(false);
    expect(store.coupons.map(({ code }) => code)).toEqual(['FLAT500']);
    expect(store.message).not.toBeNull();
  });
});
