import { describe, expect, test } from 'vitest';
import { analyticsPageType, directEventName, readConsent } from './analytics.ts';

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
