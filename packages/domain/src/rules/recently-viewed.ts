import type { ProductSummary } from '../contract/index.ts';

/** How many products the recently viewed list (§3) keeps, newest first. */
export const MAX_RECENTLY_VIEWED = 12;

/** What the list keeps of a product: enough to draw its card without asking the API. */
export type RecentlyViewedProduct = Pick<
  ProductSummary,
  'productId' | 'slug' | 'name' | 'imageUrl' | 'mrpPaise' | 'pricePaise'
>;

function isViewedProduct(value: unknown): value is RecentlyViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['productId'] === 'string' &&
    typeof item['slug'] === 'string' &&
    typeof item['name'] === 'string' &&
    (typeof item['imageUrl'] === 'string' || item['imageUrl'] === null) &&
    Number.isInteger(item['mrpPaise']) &&
    Number.isInteger(item['pricePaise'])
  );
}

/** Reads the stored list; anything unreadable (another version, a hand edit) counts as empty or is dropped. */
export function readRecentlyViewed(stored: string | null): RecentlyViewedProduct[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isViewedProduct).slice(0, MAX_RECENTLY_VIEWED) : [];
  } catch {
    return [];
  }
}

/** The list after viewing a product: it moves to the front, once, and the oldest fall off. */
export function withViewedProduct(
  list: readonly RecentlyViewedProduct[],
  product: RecentlyViewedProduct,
): RecentlyViewedProduct[] {
  const { productId, slug, name, imageUrl, mrpPaise, pricePaise } = product;
  return [
    { productId, slug, name, imageUrl, mrpPaise, pricePaise },
    ...list.filter((item) => item.productId !== productId),
  ].slice(0, MAX_RECENTLY_VIEWED);
}
