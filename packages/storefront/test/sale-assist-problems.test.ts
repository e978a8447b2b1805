import { describe, expect, test } from 'vitest';
import { bookingProblems } from '../app/sale-assist/booking-problems.ts';

describe('sale assist booking problems', () => {
  const good = {
    name: 'Asha Rao',
    mobile: '98450 12345',
    interest: 'AIR_PURIFIER' as const,
    date: '2026-11-28',
    slot: '11:00',
  };

  test('a good request has none', () => {
    expect(bookingProblems(good)).toEqual({});
  });

  test('says every problem at once, beside its field, a missing day and time at the slot picker', () => {
    expect(bookingProblems({ ...good, name: ' ', mobile: '12345', date: '', slot: '' })).toEqual({
      name: 'Enter your name, in letters.',
      mobile: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
      slot: 'Choose a time slot from the calendar.',
    });
  });

  test('a day with no time asks for the time', () => {
    expect(bookingProblems({ ...good, slot: '' })).toEqual({ slot: 'Choose a time slot from the calendar.' });
  });
});
