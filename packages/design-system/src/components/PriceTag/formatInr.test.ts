import { describe, expect, it } from 'vitest';
import { discountPercent, formatInr } from './formatInr.ts';

describe('formatInr', () => {
  it('groups digits the Indian way (lakh, crore)', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
    expect(formatInr(1000)).toBe('₹1,000');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(0)).toBe('₹0');
  });

  it('shows paise only when there are some', () => {
    expect(formatInr(99.5)).toBe('₹99.50');
    expect(formatInr(1499.99)).toBe('₹1,499.99');
    expect(formatInr(1500.001)).toBe('₹1,500');
  });

  it('keeps the sign of refunds and credits', () => {
    expect(formatInr(-2500)).toBe('-₹2,500');
  });
});

describe('discountPercent', () => {
  it('rounds the saving down to a whole percent', () => {
    expect(discountPercent(15999, 12999)).toBe(18);
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(300, 200)).toBe(33);
  });

  it('is 0 without a real saving', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
