import type { FreeService } from '../contract/index.ts';

/**
 * What a device's free service page offers, as its message says: the free service while one is
 * left; with none left a repair (a periodic service is only ever the free one), and a plan first
 * for a device no plan covers. Nothing while a free service is booked already: the page leads to
 * that one.
 */
export type FreeServiceAction = 'book-free' | 'buy-plan' | 'book-repair';

export function freeServiceActions(
  free: Pick<FreeService, 'coverage' | 'remaining' | 'openServiceRequestID'>,
): FreeServiceAction[] {
  if (free.openServiceRequestID !== null) return [];
  if (free.remaining > 0) return ['book-free'];
  return free.coverage === 'PLAN' ? ['book-repair'] : ['buy-plan', 'book-repair'];
}
