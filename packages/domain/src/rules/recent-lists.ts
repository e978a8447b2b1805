import type { ProductSummary } from '../contract/index.ts';
import { LOCAL_STORAGE_KEYS } from './storage.ts';

type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A short list kept in local storage, newest first, without repeats; anything unreadable reads as empty. */
function recentList<Item>(
  key: string,
  limit: number,
  read: (value: unknown) => Item | null,
  idOf: (item: Item) => string,
) {
  const load = (storage: ListStorage): Item[] => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(stored) ? stored.flatMap((value) => read(value) ?? []).slice(0, limit) : [];
    } catch {
      return [];
    }
  };
  return {
    load,
    /** Puts the item first and returns the list as it now stands. */
    remember(storage: ListStorage, item: Item): Item[] {
      const list = [item, ...load(storage).filter((kept) => idOf(kept) !== idOf(item))].slice(0, limit);
      storage.setItem(key, JSON.stringify(list));
      return list;
    },
    clear: (storage: ListStorage) => storage.removeItem(key),
  };
}

/** What the shopper searched for lately (§3), shown while the search box is empty. */
export const recentSearches = recentList(
  LOCAL_STORAGE_KEYS.recentSearch,
  6,
  (value) => (typeof value === 'string' && value.trim() ? value.trim() : null),
  (query) => query.toLowerCase(),
);

/** A product viewed lately, as the home page's "Recently viewed" shows it. */
export type ViewedProduct = Pick<
  ProductSummary,
  'productId' | 'slug' | 'name' | 'imageUrl' | 'mrpPaise' | 'pricePaise'
>;

function readViewed(value: unknown): ViewedProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, slug, name, imageUrl, mrpPaise, pricePaise } = value as Record<string, unknown>;
  const texts = [productId, slug, name].every((text) => typeof text === 'string' && text !== '');
  const amounts = [mrpPaise, pricePaise].every((amount) => Number.isInteger(amount));
  if (!texts || !amounts || (imageUrl !== null && typeof imageUrl !== 'string')) return null;
  return { productId, slug, name, imageUrl, mrpPaise, pricePaise } as ViewedProduct;
}

/** Products viewed lately (§3): the product page remembers one, the home page shows them. */
export const recentlyViewed = recentList(
  LOCAL_STORAGE_KEYS.recentlyViewed,
  8,
  readViewed,
  ({ productId }) => productId,
);
