import { describe, expect, it } from 'vitest';
import { formatIndianMobile, indianMobileDigits, isIndianMobile } from './phone.ts';

describe('formatIndianMobile', () => {
  it('writes ten digits with the +91 prefix, grouped 5 and 5', () => {
    expect(formatIndianMobile('9876543210')).toBe('+91 98765 43210');
  });

  it('accepts the prefix, spaces, dashes and a trunk 0', () => {
    expect(formatIndianMobile('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('919876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('09876543210')).toBe('+91 98765 43210');
  });

  it('leaves what is not an Indian mobile number as it is', () => {
    expect(formatIndianMobile('12345')).toBe('12345');
    expect(formatIndianMobile('1234567890')).toBe('1234567890');
    expect(formatIndianMobile('')).toBe('');
  });
});

describe('isIndianMobile', () => {
  it('needs ten digits starting 6 to 9', () => {
    expect(isIndianMobile('6000000000')).toBe(true);
    expect(isIndianMobile('5999999999')).toBe(false);
    expect(isIndianMobile('987654321')).toBe(false);
    expect(isIndianMobile('98765432100')).toBe(false);
    expect(indianMobileDigits('+91 70000 12345')).toBe('7000012345');
  });
});
