import { describe, expect, it } from 'vitest';
import { addressSummary } from './addressSummary.ts';

describe('addressSummary', () => {
  it('writes the address on one line with the pincode after the state', () => {
    expect(
      addressSummary({
        house_number: 'Flat 402, Tower B',
        address_name: 'Prestige Lakeside, Whitefield',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560066',
      }),
    ).toBe('Flat 402, Tower B, Prestige Lakeside, Whitefield, Bengaluru, Karnataka 560066');
  });

  it('skips empty parts', () => {
    expect(addressSummary({ house_number: ' ', city: 'Pune', postal_code: '411001' })).toBe('Pune, 411001');
    expect(addressSummary({})).toBe('');
  });
});
