import { describe, expect, it } from 'vitest';
import { starFills } from './starFill.ts';

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
