import { describe, expect, it } from 'vitest';
import { zIndex } from './elevation.ts';

describe('zIndex', () => {
  it('lists the layers lowest first', () => {
    const values = Object.values(zIndex).map(Number);
    expect(values).toEqual(values.toSorted((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
  });

  it('puts a modal and its backdrop above the floating help buttons and the sticky header', () => {
    for (const below of [zIndex.floating, zIndex.header, zIndex.sticky]) {
      expect(Number(zIndex.overlay)).toBeGreaterThan(Number(below));
    }
    expect(Number(zIndex.modal)).toBeGreaterThan(Number(zIndex.overlay));
  });

  it('puts the consent banner over the floating help buttons and under the backdrop of a dialog', () => {
    expect(Number(zIndex.banner)).toBeGreaterThan(Number(zIndex.floating));
    expect(Number(zIndex.banner)).toBeLessThan(Number(zIndex.overlay));
  });
});
