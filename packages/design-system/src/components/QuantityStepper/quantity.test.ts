import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantity } from './quantity.ts';

describe('clampQuantity', () => {
  it('keeps values within min and max', () => {
    expect(clampQuantity(0, 1, 5)).toBe(1);
    expect(clampQuantity(9, 1, 5)).toBe(5);
    expect(clampQuantity(3, 1, 5)).toBe(3);
  });

  it('has no upper limit without max and rounds to whole items', () => {
    expect(clampQuantity(120, 1, undefined)).toBe(120);
    expect(clampQuantity(2.6, 1, 5)).toBe(3);
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers and rejects anything else', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
  });
});
