import { describe, expect, it } from 'vitest';
import { PHONE_PREFIX, formatPhone, toInternationalMobile } from './phone.ts';

describe('phone', () => {
  it('uses +91', () => {
    expect(PHONE_PREFIX).toBe('+91');
  });

  it.each(['9000000001', '+91 90000 00001', '919000000001', '09000000001'])(
    'reads %j as +919000000001 and shows it as +91 90000 00001',
    (input) => {
      expect(toInternationalMobile(input)).toBe('+919000000001');
      expect(formatPhone(input)).toBe('+91 90000 00001');
    },
  );

  it('leaves what is not an Indian mobile number alone', () => {
    expect(toInternationalMobile('12345')).toBeNull();
    expect(toInternationalMobile('5000000001')).toBeNull();
    expect(formatPhone(' 022 2345 6789 ')).toBe('022 2345 6789');
  });
});
