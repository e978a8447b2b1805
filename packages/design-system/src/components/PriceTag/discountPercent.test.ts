import { describe, expect, it } from 'vitest';
import { discountPercent } from './discountPercent.ts';

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
