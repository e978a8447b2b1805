import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { cartCalls } from './cart.ts';
import type { Cart } from './cart.ts';
import { errorCodeOfIssue } from './errors.ts';

const cart: Cart = {
  id: 'cart_7f3a9c',
  currency: 'INR',
  pincode: '560001',
  lines: [
    {
      kind: 'product',
      id: 'line_1',
      productId: 'P-RO-101',
      materialId: 'MAT-RO-101',
      slug: 'nirmal-aqua-pro-ro-uv',
      name: 'Nirmal Aqua Pro RO+UV',
      imageUrl: null,
      quantity: 2,
      unitMrpPaise: 2_499_900,
      unitPricePaise: 1_899_900,
      linePricePaise: 3_799_800,
      inventory: { stockStatus: 'low_stock', maxQuantity: 1 },
      appliedCoupon: null,
    },
    {
      kind: 'exchange',
      id: 'line_2',
      parentId: 'line_1',
      productType: 'WATER_PURIFIER',
      brand: 'Kent',
      ageYears: 4,
      condition: 'WORKING',
      valuePaise: 100_000,
    },
  ],
  totals: {
    mrpPaise: 4_999_800,
    productDiscountPaise: 1_200_000,
    couponDiscountPaise: 0,
    exchangeValuePaise: 100_000,
    deliveryChargePaise: 0,
    payablePaise: 3_699_800,
  },
  problems: [{ code: 'insufficient_stock', lineId: 'line_1', available: 1 }],
  coupons: [],
};

const issueOf = (result: { error?: z.core.$ZodError }) => result.error?.issues[0];

describe('the cart answer', () => {
  it('parses a cart with an exchange line and a problem naming its line', () => {
    expect(cartCalls.get.answer.parse({ data: cart })).toEqual({ data: cart });
    expect(cartCalls.get.answer.parse({ data: null })).toEqual({ data: null });
  });

  it('fails a problem that does not name its line', () => {
    const malformed = { ...cart, problems: [{ code: 'out_of_stock' }] };
    expect(issueOf(cartCalls.add.answer.safeParse({ data: malformed }))?.path).toEqual([
      'data',
      'problems',
      0,
      'lineId',
    ]);
  });

  it('fails a currency other than INR', () => {
    expect(issueOf(cartCalls.add.answer.safeParse({ data: { ...cart, currency: 'USD' } }))?.path).toEqual([
      'data',
      'currency',
    ]);
  });
});

describe('cart requests', () => {
  it('reads the cart query with its defaults (§7) and flags from the query string', () => {
    expect(cartCalls.get.query.parse({})).toEqual({ isDetailed: true, isCheckout: false });
    expect(cartCalls.get.query.parse({ cartId: 'cart_1', isDetailed: 'false', isCheckout: 'true' })).toEqual({
      cartId: 'cart_1',
      isDetailed: false,
      isCheckout: true,
    });
  });

  it('adds a product by id and quantity; a price in the body is not read', () => {
    const body = cartCalls.add.body.parse({
      kind: 'product',
      productId: 'P-RO-101',
      quantity: 1,
      pricePaise: 1,
    });
    expect(body).toEqual({ kind: 'product', productId: 'P-RO-101', quantity: 1 });
  });

  it.each([
    [0, 'The quantity must be at least 1. To take the product out, remove it.'],
    [-1, 'The quantity must be at least 1. To take the product out, remove it.'],
    [1.5, 'Enter the quantity as a whole number, like 1 or 2.'],
    ['abc', 'Enter the quantity as a whole number, like 1 or 2.'],
  ])('refuses the quantity %j with "%s", coded INVALID_QUANTITY', (quantity, message) => {
    const issue = issueOf(cartCalls.changeQuantity.body.safeParse({ cartItemId: 'line_1', quantity }));
    expect(issue?.message).toBe(message);
    expect(issue && errorCodeOfIssue(issue)).toBe('INVALID_QUANTITY');
  });

  it('leaves a quantity above the general limit to the server, which names the product’s own', () => {
    expect(cartCalls.changeQuantity.body.parse({ cartItemId: 'line_1', quantity: 6 }).quantity).toBe(6);
  });

  it('adds an exchange under a product line, with the exchange rule’s messages', () => {
    const exchange = { productType: 'AIR_PURIFIER', brand: 'Philips', ageYears: 2, condition: 'NOT_WORKING' };
    expect(
      cartCalls.add.body.parse({ kind: 'exchange', cartId: 'cart_1', parentId: 'line_1', exchange }),
    ).toEqual({
      kind: 'exchange',
      cartId: 'cart_1',
      parentId: 'line_1',
      exchange,
    });
    const issue = issueOf(
      cartCalls.add.body.safeParse({
        kind: 'exchange',
        parentId: 'line_1',
        exchange: { ...exchange, ageYears: 40 },
      }),
    );
    expect(issue?.message).toBe('Enter how old your product is in whole years, from 0 to 15.');
    expect(issue && errorCodeOfIssue(issue)).toBe('INVALID_EXCHANGE');
  });

  it('refuses a pincode with the pincode message, coded INVALID_PINCODE', () => {
    const issue = issueOf(cartCalls.get.query.safeParse({ pincode: '5600' }));
    expect(issue?.message).toBe('Enter a 6-digit pincode, like 560001.');
    expect(issue && errorCodeOfIssue(issue)).toBe('INVALID_PINCODE');
  });

  it('removes lines named comma-separated, with the parent for exchange lines', () => {
    expect(cartCalls.removeItems.query.parse({ cartItemIds: 'line_2', parentId: 'line_1' })).toEqual({
      cartItemIds: ['line_2'],
      parentId: 'line_1',
    });
    expect(cartCalls.removeItems.params.safeParse({ cartId: '../other' }).success).toBe(false);
  });
});
