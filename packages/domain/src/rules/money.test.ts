import { describe, expect, it } from 'vitest';
import { formatInr, formatInrFromPaise, rupeesFromPaise } from './money.ts';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [7, '₹7'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [99_999, '₹99,999'],
    [1_00_000, '₹1,00,000'],
    [1_23_456, '₹1,23,456'],
    [12_34_567, '₹12,34,567'],
    [1_00_00_000, '₹1,00,00,000'],
    [-1234, '-₹1,234'],
  ])('groups %d the Indian way: %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it.each([
    [1234.5, '₹1,234.50'],
    [0.05, '₹0.05'],
    [1_23_456.789, '₹1,23,456.79'],
    [1.005, '₹1.01'],
    [0.1 + 0.2, '₹0.30'],
    [99.999, '₹100'],
    [-0.001, '₹0'],
  ])('shows paise only when there are any: %d is %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it('refuses what is not an amount', () => {
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => formatInr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatInrFromPaise', () => {
  it('reads whole paise', () => {
    expect(formatInrFromPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatInrFromPaise(150)).toBe('₹1.50');
    expect(() => formatInrFromPaise(1.5)).toThrow(RangeError);
  });
});

describe('rupeesFromPaise', () => {
  it('gives rupees for components that take them, refusing part of a paisa', () => {
    expect(rupeesFromPaise(1_899_900)).toBe(18_999);
    expect(rupeesFromPaise(150)).toBe(1.5);
    expect(() => rupeesFromPaise(0.5)).toThrow(RangeError);
  });
});
