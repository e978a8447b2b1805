import type { FreeService } from '../contract/index.ts';

/**
 * What a device's free service page offers to book, as its message says: the free service while one
 * is left, else a paid visit, and a plan first for a device nothing covers. Nothing while a free
 * service is booked already: the page leads to that one.
 */
export type FreeServiceAction = 'book-free' | 'buy-plan' | 'book-paid';

export function freeServiceActions(
  free: Pick<FreeService, 'coverage' | 'remaining' | 'openServiceRequestID'>,
): FreeServiceAction[] {
  if (free.openServiceRequestID !== null) return [];
  if (free.remaining > 0) return ['book-free'];
  return free.coverage === null ? ['buy-plan', 'book-paid'] : ['book-paid'];
}
