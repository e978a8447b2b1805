import { describe, expect, it } from 'vitest';
import { formatSlotTime } from './slot.ts';

describe('formatSlotTime', () => {
  it('reads a slot start as its hour on the 12-hour clock', () => {
    expect(formatSlotTime('10:00')).toBe('10:00 AM – 11:00 AM');
    expect(formatSlotTime('11:30')).toBe('11:30 AM – 12:30 PM');
    expect(formatSlotTime('00:00')).toBe('12:00 AM – 01:00 AM');
    expect(formatSlotTime('17:00', '02:00')).toBe('05:00 PM – 07:00 PM');
  });

  it('shows what is not a time as it came', () => {
    expect(formatSlotTime('morning')).toBe('morning');
  });
});
