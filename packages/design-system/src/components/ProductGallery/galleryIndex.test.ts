import { describe, expect, it } from 'vitest';
import { nextGalleryIndex, slideAtScroll } from './galleryIndex.ts';

describe('nextGalleryIndex', () => {
  it('moves with the arrows and wraps around', () => {
    expect(nextGalleryIndex('ArrowRight', 0, 4)).toBe(1);
    expect(nextGalleryIndex('ArrowRight', 3, 4)).toBe(0);
    expect(nextGalleryIndex('ArrowLeft', 0, 4)).toBe(3);
    expect(nextGalleryIndex('ArrowDown', 1, 4)).toBe(2);
    expect(nextGalleryIndex('ArrowUp', 1, 4)).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextGalleryIndex('Home', 2, 4)).toBe(0);
    expect(nextGalleryIndex('End', 0, 4)).toBe(3);
  });

  it('ignores other keys and empty galleries', () => {
    expect(nextGalleryIndex('Enter', 0, 4)).toBeNull();
    expect(nextGalleryIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('slideAtScroll', () => {
  it('rounds to the nearest slide and stays in range', () => {
    expect(slideAtScroll(0, 300, 4)).toBe(0);
    expect(slideAtScroll(440, 300, 4)).toBe(1);
    expect(slideAtScroll(460, 300, 4)).toBe(2);
    expect(slideAtScroll(5000, 300, 4)).toBe(3);
    expect(slideAtScroll(-300, 300, 4)).toBe(1);
    expect(slideAtScroll(100, 0, 4)).toBe(0);
  });
});
