// Analytics (§2 page types, §9 data layer and engagement tracker), as plain rules.

import type { OrderConfirmation, ProductLine } from '../contract/index.ts';
import { withoutTrailingSlash } from './paths.ts';

/** What a tag manager reads: one event pushed onto `window.dataLayer`. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

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

/** What events about a customer's device say of its state when nothing says otherwise (§9). */
export const DEFAULT_ASSET_STATUS = 'mandatory service open No';

const CURRENCY = 'INR';
const rupees = (paise: number) => paise / 100;

/**
 * An add to the cart the customer made, as the cart took it: the units of `productId` it gained
 * between `before` and `after`, or null when it gained none (refused, or out of stock).
 */
export function addedToCartEvent(
  productId: string,
  before: readonly ProductLine[],
  after: readonly ProductLine[],
): DataLayerEvent | null {
  const quantity = (lines: readonly ProductLine[]) =>
    lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
  const added = quantity(after) - quantity(before);
  const line = after.find((candidate) => candidate.productId === productId);
  if (added <= 0 || !line) return null;
  return {
    event: 'added_to_cart',
    product_id: productId,
    product_name: line.name,
    quantity: added,
    value: rupees(line.unitPricePaise * added),
    currency: CURRENCY,
  };
}

/** A paid order by its kind: a purchase of products, an AMC plan bought, a service visit booked. */
export function paidOrderEvent(order: OrderConfirmation): DataLayerEvent {
  const paid = {
    transaction_id: order.orderId,
    value: rupees(order.amountPaise),
    currency: CURRENCY,
    items: order.lines.map(({ name, quantity }) => ({ item_name: name, quantity })),
  };
  if (order.kind === 'product') return { event: 'purchase', ...paid };
  return {
    event: order.kind === 'plan' ? 'plan_bought' : 'service_booked',
    ...paid,
    asset_status: DEFAULT_ASSET_STATUS,
  };
}

/** A service visit booked to be paid after it (one paid in advance is its order's event). */
export function serviceBookedEvent(booking: {
  serviceRequestID: string;
  serviceType: string | null;
  productId: string | null;
  productName: string | null;
}): DataLayerEvent {
  return {
    event: 'service_booked',
    service_request_id: booking.serviceRequestID,
    service_type: booking.serviceType,
    product_id: booking.productId,
    product_name: booking.productName,
    asset_status: DEFAULT_ASSET_STATUS,
  };
}

/** How many once-only events (a purchase, a booking) a browser remembers having sent. */
const REMEMBERED_ONCE = 50;

/**
 * Marks a once-only event (`purchase:<orderId>`) as sent in the stored list, newest last: `first`
 * is false when it was sent already (the success page reloaded), and `stored` is the list to keep.
 */
export function markSentOnce(stored: string | null, key: string): { first: boolean; stored: string } {
  let sent: unknown;
  try {
    sent = JSON.parse(stored ?? '[]');
  } catch {
    sent = [];
  }
  const keys = Array.isArray(sent) ? sent.filter((item): item is string => typeof item === 'string') : [];
  if (keys.includes(key)) return { first: false, stored: JSON.stringify(keys) };
  return { first: true, stored: JSON.stringify([...keys, key].slice(-REMEMBERED_ONCE)) };
}
