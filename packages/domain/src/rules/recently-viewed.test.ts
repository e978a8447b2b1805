import { describe, expect, it } from 'vitest';
import { MAX_RECENTLY_VIEWED, readRecentlyViewed, withViewedProduct } from './recently-viewed.ts';

const product = (id: number) => ({
  productId: `p${id}`,
  slug: `product-${id}`,
  name: `Product ${id}`,
  imageUrl: null,
  mrpPaise: 1_000_00,
  pricePaise: 900_00,
});

describe('recently viewed products', () => {
  it('puts the product viewed first, once, keeping only the card facts', () => {
    const list = withViewedProduct([product(1), product(2)], { ...product(2), rating: null } as never);
    expect(list.map((item) => item.productId)).toEqual(['p2', 'p1']);
    expect(Object.keys(list[0] ?? {})).not.toContain('rating');
  });

  it(`keeps the newest ${MAX_RECENTLY_VIEWED}`, () => {
    let list = withViewedProduct([], product(0));
    for (let id = 1; id <= MAX_RECENTLY_VIEWED; id += 1) list = withViewedProduct(list, product(id));
    expect(list).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(list.at(-1)?.productId).toBe('p1');
  });

  it('reads back what it stored and ignores what it cannot read', () => {
    const stored = JSON.stringify([product(1), { productId: 3 }, 'x']);
    expect(readRecentlyViewed(stored)).toEqual([product(1)]);
    expect(readRecentlyViewed('{not json')).toEqual([]);
    expect(readRecentlyViewed(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(readRecentlyViewed(null)).toEqual([]);
  });
});
