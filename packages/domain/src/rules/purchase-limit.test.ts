import { expect, test } from 'vitest';
import type { Availability } from '../contract/index.ts';
import { purchaseLimit } from './purchase-limit.ts';

const product = { stockStatus: 'in_stock', maxQuantity: 3 } as const;

const availability = (overrides: Partial<Availability>): Availability => ({
  productId: 'NRM-101-1',
  pincode: '560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  stockStatus: 'in_stock',
  maxQuantity: 3,
  delivery: { available: true, estimatedDate: '2026-12-01', chargePaise: 0 },
  installation: { available: false },
  serviceAvailable: true,
  ...overrides,
});

test('without a stock answer the product states its own limit', () => {
  expect(purchaseLimit(product, { availability: null })).toEqual({ ...product, blockedReason: null });
});

test('the fewer units of the product limit and the stock near the pincode wins', () => {
  const limit = purchaseLimit(product, {
    availability: availability({ stockStatus: 'low_stock', maxQuantity: 2 }),
  });
  expect(limit).toEqual({ stockStatus: 'low_stock', maxQuantity: 2, blockedReason: null });
  expect(
    purchaseLimit({ ...product, maxQuantity: 1 }, { availability: null, inventory: product }).maxQuantity,
  ).toBe(1);
});

test('out of stock near the pincode, or everywhere, blocks adding it', () => {
  const outOfStock = { stockStatus: 'out_of_stock', maxQuantity: 0 } as const;
  for (const stock of [
    { availability: availability(outOfStock) },
    { availability: null, inventory: outOfStock },
  ]) {
    expect(purchaseLimit(product, stock).blockedReason).toBe(
      'Out of stock: this product cannot be added to the cart now.',
    );
  }
});

test('a pincode it is not delivered to blocks it first, naming the pincode', () => {
  const limit = purchaseLimit(product, {
    availability: availability({
      stockStatus: 'out_of_stock',
      maxQuantity: 0,
      delivery: { available: false },
    }),
  });
  expect(limit.blockedReason).toBe('We do not deliver this product to 560034 yet. Try another pincode.');
});
