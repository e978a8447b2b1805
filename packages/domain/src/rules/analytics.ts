// Analytics (§2 page types, §9 data layer and engagement tracker), as plain rules.

import { withoutTrailingSlash } from './paths.ts';

/** The page types of §2, and `other` for a page the list does not name. */
export type AnalyticsPageType =
  | 'home'
  | 'category'
  | 'sub-category'
  | 'profile'
  | 'product detail'
  | 'cart'
  | 'checkout'
  | 'search'
  | 'store'
  | 'orders'
  | 'order'
  | 'payment widget'
  | 'payment status'
  | 'login'
  | 'blog'
  | 'blog post'
  | 'blog category'
  | 'other';

/** Patterns in the order of §2; the first that matches names the page. */
const PAGE_TYPES: readonly [pattern: RegExp, type: AnalyticsPageType][] = [
  [/^\/$/, 'home'],
  [/^\/c\/[^/]+$/, 'category'],
  [/^\/c\/[^/]+(\/[^/]+)+$/, 'sub-category'],
  // The account page answers at both addresses.
  [/^\/(account\/profile|customer\/account\/index)$/, 'profile'],
  [/^\/dp\/.+$/, 'product detail'],
  [/^\/ecom\/cart$/, 'cart'],
  [/^\/ecom\/checkout$/, 'checkout'],
  [/^\/search$/, 'search'],
  [/^\/s\/[^/]+$/, 'store'],
  [/^\/ecom\/orders$/, 'orders'],
  [/^\/ecom\/order\/[^/]+$/, 'order'],
  [/^\/ecom\/payment\/[^/]+$/, 'payment widget'],
  [/^\/ecom\/payment\/.+$/, 'payment status'],
  [/^\/login$/, 'login'],
  [/^\/blog$/, 'blog'],
  [/^\/blog\/category\/[^/]+$/, 'blog category'],
  [/^\/blog\/[^/]+$/, 'blog post'],
];

/** The analytics page type of a path (§2). */
export function analyticsPageType(pathname: string): AnalyticsPageType {
  const path = withoutTrailingSlash(pathname);
  return PAGE_TYPES.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}

/** Events sent straight to the engagement tracker carry this prefix (§9). */
export const directEventName = (name: string) => `direct_${name}`;

export type AnalyticsConsent = 'granted' | 'denied';

/** A stored answer to the analytics question; anything else is no answer yet. */
export const readConsent = (stored: string | null): AnalyticsConsent | null =>
  stored === 'granted' || stored === 'denied' ? stored : null;
