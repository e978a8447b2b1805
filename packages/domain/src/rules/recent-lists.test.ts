import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from './storage.ts';
import { recentSearches, recentlyViewed } from './recent-lists.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const aquaRo = {
  productId: 'NRM-101-1',
  slug: 'aqua-ro',
  name: 'Nirmal Aqua RO',
  imageUrl: '/images/products/aqua-ro.svg',
  mrpPaise: 1_699_900,
  pricePaise: 1_299_900,
};

describe('recent searches', () => {
  it('keeps the newest first under the spec key, without repeats that differ only in case', () => {
    const storage = memoryStorage();
    recentSearches.remember(storage, 'ro purifier');
    recentSearches.remember(storage, 'robovac');

    expect(recentSearches.remember(storage, 'RO Purifier')).toEqual(['RO Purifier', 'robovac']);
    expect(JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.recentSearch) ?? '')).toEqual([
      'RO Purifier',
      'robovac',
    ]);
  });

  it('keeps six at most and forgets on clear', () => {
    const storage = memoryStorage();
    for (const query of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']) recentSearches.remember(storage, query);

    expect(recentSearches.load(storage)).toEqual(['a7', 'a6', 'a5', 'a4', 'a3', 'a2']);
    recentSearches.clear(storage);
    expect(recentSearches.load(storage)).toEqual([]);
  });

  it('reads what another script broke as empty, and skips entries that are not text', () => {
    expect(recentSearches.load(memoryStorage({ [LOCAL_STORAGE_KEYS.recentSearch]: '{not json' }))).toEqual(
      [],
    );
    expect(
      recentSearches.load(memoryStorage({ [LOCAL_STORAGE_KEYS.recentSearch]: '["uv", 3, " ", null]' })),
    ).toEqual(['uv']);
  });
});

describe('recently viewed products', () => {
  it('moves a product viewed again to the front', () => {
    const storage = memoryStorage();
    recentlyViewed.remember(storage, aquaRo);
    recentlyViewed.remember(storage, { ...aquaRo, productId: 'NRM-301-1', slug: 'robovac-2-midnight-black' });

    expect(recentlyViewed.remember(storage, aquaRo).map(({ slug }) => slug)).toEqual([
      'aqua-ro',
      'robovac-2-midnight-black',
    ]);
  });

  it('drops stored entries without a slug or with a price that is not whole paise', () => {
    const stored = JSON.stringify([aquaRo, { ...aquaRo, slug: '' }, { ...aquaRo, pricePaise: '12' }]);

    expect(recentlyViewed.load(memoryStorage({ [LOCAL_STORAGE_KEYS.recentlyViewed]: stored }))).toEqual([
      aquaRo,
    ]);
  });
});
