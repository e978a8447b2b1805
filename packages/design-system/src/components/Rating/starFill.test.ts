import { describe, expect, it } from 'vitest';
import { filledStars, starFills } from './starFill.ts';

describe('starFills', () => {
  it('fills whole stars', () => {
    expect(starFills(3, 5)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(0, 5)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5, 5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('rounds to the nearest half star', () => {
    expect(starFills(3.7, 5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.2, 5)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.8, 5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('keeps values within the scale', () => {
    expect(starFills(7, 3)).toEqual(['full', 'full', 'full']);
    expect(starFills(-1, 3)).toEqual(['empty', 'empty', 'empty']);
  });
});

describe('filledStars', () => {
  it('counts the stars a value fills, to the nearest half, within the scale', () => {
    expect(filledStars(3.7, 5)).toBe(3.5);
    expect(filledStars(4.2, 5)).toBe(4);
    expect(filledStars(4.8, 5)).toBe(5);
    expect(filledStars(7, 3)).toBe(3);
    expect(filledStars(-1, 3)).toBe(0);
  });
});
