import { describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGES, readQuantity } from './cart.ts';
import { LOW_STOCK_THRESHOLD, stockStatusFor } from './catalogue.ts';
import { EXCHANGE_MESSAGES, readExchange } from './exchange.ts';
import { INVALID_PINCODE_MESSAGE, readPincode } from './pincode.ts';

describe('readPincode', () => {
  it('reads six digits starting 1 to 9, ignoring spaces', () => {
    expect(readPincode('560001')).toEqual({ ok: true, value: '560001' });
    expect(readPincode(' 560 001 ')).toEqual({ ok: true, value: '560001' });
    expect(readPincode(110001)).toEqual({ ok: true, value: '110001' });
  });

  it.each(['060001', '56001', '5600011', '56000a', '', null, undefined, {}])(
    'refuses %j with a message',
    (input) => {
      expect(readPincode(input)).toEqual({ ok: false, message: INVALID_PINCODE_MESSAGE });
    },
  );

  it('says what a pincode looks like', () => {
    expect(INVALID_PINCODE_MESSAGE).toBe('Enter a 6-digit pincode, like 560001.');
  });
});

describe('readQuantity', () => {
  it('reads whole numbers from 1 to the limit, from a number or a form’s digits', () => {
    expect(readQuantity(1)).toEqual({ ok: true, value: 1 });
    expect(readQuantity(' 3 ', 3)).toEqual({ ok: true, value: 3 });
    expect(readQuantity(5, 5)).toEqual({ ok: true, value: 5 });
  });

  it.each([
    [0, QUANTITY_MESSAGES.belowOne],
    [-1, QUANTITY_MESSAGES.belowOne],
    ['-1', QUANTITY_MESSAGES.belowOne],
    [1.5, QUANTITY_MESSAGES.notWhole],
    ['1.5', QUANTITY_MESSAGES.notWhole],
    ['abc', QUANTITY_MESSAGES.notWhole],
    ['', QUANTITY_MESSAGES.notWhole],
    [Number.NaN, QUANTITY_MESSAGES.notWhole],
    [null, QUANTITY_MESSAGES.notWhole],
  ])('refuses %j: %s', (input, message) => {
    expect(readQuantity(input)).toEqual({ ok: false, message });
  });

  it('holds a quantity to the product’s limit and names it', () => {
    expect(readQuantity(6, 5)).toEqual({
      ok: false,
      message: 'You can buy at most 5 of this product.',
    });
    expect(readQuantity(3, 2)).toEqual({ ok: false, message: 'You can buy at most 2 of this product.' });
    expect(readQuantity(2, 1)).toEqual({ ok: false, message: 'You can buy only 1 of this product.' });
  });

  it('leaves a quantity with no limit given to the one who knows the product', () => {
    expect(readQuantity(6)).toEqual({ ok: true, value: 6 });
  });
});

describe('stockStatusFor', () => {
  it('is out of stock at none, low up to the threshold, in stock above it', () => {
    expect(stockStatusFor(0)).toBe('out_of_stock');
    expect(stockStatusFor(-2)).toBe('out_of_stock');
    expect(stockStatusFor(1)).toBe('low_stock');
    expect(stockStatusFor(LOW_STOCK_THRESHOLD)).toBe('low_stock');
    expect(stockStatusFor(LOW_STOCK_THRESHOLD + 1)).toBe('in_stock');
  });
});

describe('readExchange', () => {
  const valid = { productType: 'WATER_PURIFIER', brand: '  Kent   RO ', ageYears: 4, condition: 'WORKING' };

  it('reads a described old product, tidying the brand', () => {
    expect(readExchange(valid)).toEqual({
      ok: true,
      value: { productType: 'WATER_PURIFIER', brand: 'Kent RO', ageYears: 4, condition: 'WORKING' },
    });
    expect(readExchange({ ...valid, ageYears: '0' })).toMatchObject({ ok: true, value: { ageYears: 0 } });
  });

  it.each([
    [{ ...valid, productType: 'TELEVISION' }, EXCHANGE_MESSAGES.productType],
    [{ ...valid, brand: '   ' }, EXCHANGE_MESSAGES.brand],
    [{ ...valid, brand: 'x'.repeat(41) }, EXCHANGE_MESSAGES.brand],
    [{ ...valid, ageYears: 16 }, EXCHANGE_MESSAGES.ageYears],
    [{ ...valid, ageYears: 2.5 }, EXCHANGE_MESSAGES.ageYears],
    [{ ...valid, ageYears: -1 }, EXCHANGE_MESSAGES.ageYears],
    [{ ...valid, condition: 'BROKEN' }, EXCHANGE_MESSAGES.condition],
    [null, EXCHANGE_MESSAGES.productType],
  ])('refuses %j', (input, message) => {
    expect(readExchange(input)).toEqual({ ok: false, message });
  });
});
