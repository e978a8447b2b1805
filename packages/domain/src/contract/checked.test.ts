import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isCalendarDay, pricedByServer } from './checked.ts';

describe('isCalendarDay', () => {
  it('takes the days of the calendar, leap days in leap years included', () => {
    for (const day of ['2026-01-31', '2026-04-30', '2028-02-29', '2000-02-29', '2026-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses days past the end of their month, which Date.parse would roll into the next', () => {
    for (const day of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-11-31',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('refuses anything not written YYYY-MM-DD', () => {
    for (const day of ['01-04-2026', '2026-4-1', '2026-04-01T00:00:00Z', ' 2026-04-01', ''])
      expect(isCalendarDay(day), day).toBe(false);
  });
});

describe('pricedByServer', () => {
  const order = pricedByServer(z.object({ priceVersion: z.string() }), 'Send the choice, not an amount.');

  it('reads a body that names no amount, the price version seen included', () => {
    expect(z.parse(order, { priceVersion: 'v1' })).toEqual({ priceVersion: 'v1' });
  });

  it('refuses a body naming an amount, a price or a total, however it is spelled', () => {
    for (const key of ['amountPaise', 'amount', 'PricePaise', 'finalPrice', 'total', 'grandTotal', 'paise']) {
      const result = z.safeParse(order, { priceVersion: 'v1', [key]: 1 });
      expect(result.success, key).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Send the choice, not an amount.');
    }
  });
});
