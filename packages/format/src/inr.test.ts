import { describe, expect, it } from 'vitest';
import { UNKNOWN_AMOUNT, formatCount, formatInr, formatInrFromPaise, rupeesFromPaise } from './inr.ts';

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
    [1_23_45_678, '₹1,23,45,678'],
  ])('groups %d the Indian way: %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it.each([
    [99.5, '₹99.50'],
    [1234.5, '₹1,234.50'],
    [1499.99, '₹1,499.99'],
    [0.05, '₹0.05'],
    [1_23_456.789, '₹1,23,456.79'],
    [1500.001, '₹1,500'],
    [99.999, '₹100'],
  ])('shows paise only when there are any: %d is %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it.each([
    [1.005, '₹1.01'],
    [2.675, '₹2.68'],
    [0.1 + 0.2, '₹0.30'],
    [1.115, '₹1.12'],
  ])('rounds half a paisa up, as written, despite binary fractions: %d is %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it('keeps the sign of refunds and credits, rounding them like the amount they mirror', () => {
    expect(formatInr(-2500)).toBe('-₹2,500');
    expect(formatInr(-1_23_456)).toBe('-₹1,23,456');
    expect(formatInr(-1.005)).toBe('-₹1.01');
  });

  it('never shows a negative zero', () => {
    expect(formatInr(-0)).toBe('₹0');
    expect(formatInr(-0.001)).toBe('₹0');
    expect(formatInr(-0.004)).toBe('₹0');
  });

  it('shows a dash, never "₹NaN", for what is not an amount', () => {
    expect(formatInr(Number.NaN)).toBe(UNKNOWN_AMOUNT);
    expect(formatInr(Number.POSITIVE_INFINITY)).toBe(UNKNOWN_AMOUNT);
    expect(formatInr(Number.NEGATIVE_INFINITY)).toBe(UNKNOWN_AMOUNT);
    expect(UNKNOWN_AMOUNT).toBe('—');
  });
});

describe('formatInrFromPaise', () => {
  it('reads whole paise', () => {
    expect(formatInrFromPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatInrFromPaise(150)).toBe('₹1.50');
    expect(formatInrFromPaise(-150)).toBe('-₹1.50');
  });

  it('refuses a fraction of a paisa (an amount in the wrong unit) and shows a dash for NaN', () => {
    expect(() => formatInrFromPaise(1.5)).toThrow(RangeError);
    expect(formatInrFromPaise(Number.NaN)).toBe(UNKNOWN_AMOUNT);
  });
});

describe('rupeesFromPaise', () => {
  it('gives rupees for components that take them, refusing part of a paisa', () => {
    expect(rupeesFromPaise(1_899_900)).toBe(18_999);
    expect(rupeesFromPaise(150)).toBe(1.5);
    expect(() => rupeesFromPaise(0.5)).toThrow(RangeError);
  });
});

describe('written as Intl writes en-IN', () => {
  const intl = (fractionDigits: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const amounts = [0.01, 0.5, 7, 42.42, 999.99, 1000, 10_000.1, 99_999, 1_00_000, 9_99_999.99, 12_34_56_789];

  it('gives the same text as Intl.NumberFormat for amounts from a paisa to crores, either sign', () => {
    for (const amount of amounts.flatMap((value) => [value, -value])) {
      const paise = Math.round(Math.abs(amount) * 100);
      expect(formatInr(amount), String(amount)).toBe(intl(paise % 100 === 0 ? 0 : 2).format(amount));
    }
  });

  it('counts with Indian grouping as toLocaleString does', () => {
    for (const count of [0, 5, 999, 1000, 3120, 1_00_000, 12_34_567, -4_56_789])
      expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
    expect(formatCount(1.5)).toBe('1.5');
  });
});
