import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount.ts';

describe('discountPercent', () => {
  it('rounds the saving down to a whole percent, in rupees or paise alike', () => {
    expect(discountPercent(15999, 12999)).toBe(18);
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(100_000, 89_900)).toBe(10);
    expect(discountPercent(1_999_900, 1_499_900)).toBe(25);
  });

  it('is 0 without a real saving or an MRP', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1200)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(Number.NaN, 10)).toBe(0);
  });
});
