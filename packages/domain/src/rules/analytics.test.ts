import { describe, expect, test } from 'vitest';
import type { OrderConfirmation, ProductLine } from '../contract/index.ts';
import {
  addedToCartEvent,
  analyticsPageType,
  directEventName,
  markSentOnce,
  paidOrderEvent,
  readConsent,
  serviceBookedEvent,
} from './analytics.ts';

describe('analytics page types (§2)', () => {
  test.each([
    ['/', 'home'],
    ['/c/water-purifiers', 'category'],
    ['/c/water-purifiers/ro-uv', 'sub-category'],
    ['/account/profile', 'profile'],
    ['/customer/account/index', 'profile'],
    ['/dp/aqua-ro', 'product detail'],
    ['/ecom/cart', 'cart'],
    ['/ecom/checkout', 'checkout'],
    ['/search', 'search'],
    ['/s/3', 'store'],
    ['/ecom/orders', 'orders'],
    ['/ecom/order/NRM-1', 'order'],
    ['/ecom/payment/NRM-1', 'payment widget'],
    ['/ecom/payment/status/NRM-1', 'payment status'],
    ['/login', 'login'],
    ['/blog', 'blog'],
    ['/blog/', 'blog'],
    ['/blog/indoor-air-quality-in-winter', 'blog post'],
    ['/blog/category/air', 'blog category'],
    ['/stores', 'other'],
    ['/amc/my-devices', 'other'],
  ] as const)('%s is %s', (path, type) => {
    expect(analyticsPageType(path)).toBe(type);
  });
});

test('direct events to the engagement tracker are prefixed direct_', () => {
  expect(directEventName('add_to_cart')).toBe('direct_add_to_cart');
});

test('only granted or denied is an answer to the consent question', () => {
  expect(readConsent('granted')).toBe('granted');
  expect(readConsent('denied')).toBe('denied');
  expect(readConsent(null)).toBeNull();
  expect(readConsent('yes')).toBeNull();
});

const line = (productId: string, quantity: number): ProductLine => ({
  kind: 'product',
  id: `line-${productId}`,
  productId,
  materialId: `MAT-${productId}`,
  slug: productId.toLowerCase(),
  name: `Purifier ${productId}`,
  imageUrl: null,
  quantity,
  unitMrpPaise: 2_000_000,
  unitPricePaise: 1_549_900,
  linePricePaise: 1_549_900 * quantity,
  inventory: { stockStatus: 'in_stock', maxQuantity: 5 },
  appliedCoupon: null,
});

describe('added to cart', () => {
  test('counts the units the cart gained, valued at the price the server answered', () => {
    expect(addedToCartEvent('P1', [line('P1', 1), line('P2', 1)], [line('P1', 3), line('P2', 1)])).toEqual({
      event: 'added_to_cart',
      product_id: 'P1',
      product_name: 'Purifier P1',
      quantity: 2,
      value: 30_998,
      currency: 'INR',
    });
    expect(addedToCartEvent('P2', [], [line('P2', 1)])).toMatchObject({ quantity: 1, value: 15_499 });
  });

  test('is no event when the cart did not take the product', () => {
    expect(addedToCartEvent('P1', [line('P1', 1)], [line('P1', 1)])).toBeNull();
    expect(addedToCartEvent('P1', [], [])).toBeNull();
  });
});

describe('a paid order', () => {
  const order = (kind: OrderConfirmation['kind']): OrderConfirmation => ({
    orderId: 'NRM-1001',
    kind,
    status: 'paid',
    paid: true,
    amountPaise: 1_549_900,
    placedAt: '2026-11-27T10:00:00.000Z',
    lines: [{ name: 'Nirmal Aqua Pro', imageUrl: null, quantity: 1 }],
    address: null,
    provider: 'PAYU',
    providerPaymentId: 'pay_1',
    planTerm: null,
  });

  test('of products is a purchase with its value', () => {
    expect(paidOrderEvent(order('product'))).toEqual({
      event: 'purchase',
      transaction_id: 'NRM-1001',
      value: 15_499,
      currency: 'INR',
      items: [{ item_name: 'Nirmal Aqua Pro', quantity: 1 }],
    });
  });

  test('of a plan or a visit is about a device, with the default asset status (§9)', () => {
    expect(paidOrderEvent(order('plan'))).toMatchObject({
      event: 'plan_bought',
      value: 15_499,
      asset_status: 'mandatory service open No',
    });
    expect(paidOrderEvent(order('service'))).toMatchObject({
      event: 'service_booked',
      transaction_id: 'NRM-1001',
      asset_status: 'mandatory service open No',
    });
  });
});

test('a visit booked to pay later is a service booked, with the default asset status (§9)', () => {
  expect(
    serviceBookedEvent({
      serviceRequestID: 'SR-7',
      serviceType: 'repair',
      productId: 'P1',
      productName: 'Nirmal Aqua Pro',
    }),
  ).toEqual({
    event: 'service_booked',
    service_request_id: 'SR-7',
    service_type: 'repair',
    product_id: 'P1',
    product_name: 'Nirmal Aqua Pro',
    asset_status: 'mandatory service open No',
  });
});

describe('once-only events', () => {
  test('are sent the first time only: a reloaded success page sends nothing again', () => {
    const first = markSentOnce(null, 'purchase:NRM-1');
    expect(first.first).toBe(true);
    expect(markSentOnce(first.stored, 'purchase:NRM-1').first).toBe(false);
    expect(markSentOnce(first.stored, 'purchase:NRM-2').first).toBe(true);
  });

  test('remember the latest fifty, and survive a stored value that is not theirs', () => {
    let stored: string | null = 'not json';
    for (let order = 1; order <= 51; order++) stored = markSentOnce(stored, `purchase:${order}`).stored;
    expect(markSentOnce(stored, 'purchase:51').first).toBe(false);
    expect(markSentOnce(stored, 'purchase:2').first).toBe(false);
    expect(markSentOnce(stored, 'purchase:1').first).toBe(true);
  });
});
