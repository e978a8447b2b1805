import { describe, expect, it } from 'vitest';
import {
  MOBILE_PREFIX,
  formatInternationalMobile,
  formatMobile,
  isValidMobile,
  normaliseMobile,
  parseMobile,
  telHref,
  toInternationalMobile,
} from './mobile.ts';

describe('parseMobile', () => {
  it.each([
    '9876543210',
    '98765 43210',
    '98765-43210',
    '+91 98765 43210',
    '+91-98765-43210',
    '+919876543210',
    '919876543210',
    '91 98765 43210',
    '0091 98765 43210',
    '00919876543210',
    '09876543210',
    ' 098765 43210 ',
  ])('reads %j as 9876543210', (input) => {
    expect(parseMobile(input)).toEqual({ ok: true, mobile: '9876543210' });
  });

  it('takes a ten-digit number that starts with 91 as it is', () => {
    expect(normaliseMobile('9198765432')).toBe('9198765432');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['98765.43210', 'not-digits'],
    ['(987) 654-3210', 'not-digits'],
    ['98765abcde', 'not-digits'],
    ['9876+543210', 'not-digits'],
    ['+44 7911 123456', 'foreign'],
    ['987654321', 'length'],
    ['98765432100', 'length'],
    ['+91 98765 4321', 'length'],
    ['0091 98765 432100', 'length'],
    ['5876543210', 'start'],
    ['+91 58765 43210', 'start'],
    ['0000000000', 'start'],
  ])('refuses %j: %s', (input, problem) => {
    expect(parseMobile(input)).toEqual({ ok: false, problem });
    expect(isValidMobile(input)).toBe(false);
    expect(normaliseMobile(input)).toBeNull();
  });

  it('accepts every first digit from 6 to 9', () => {
    for (const first of ['6', '7', '8', '9']) expect(isValidMobile(`${first}000000000`)).toBe(true);
  });
});

describe('showing a mobile number', () => {
  it('uses India’s +91', () => {
    expect(MOBILE_PREFIX).toBe('+91');
  });

  it.each(['9000000001', '+91 90000 00001', '919000000001', '09000000001', '0091 90000-00001'])(
    'writes %j as +91 90000 00001, and +919000000001 on the wire',
    (input) => {
      expect(formatInternationalMobile(input)).toBe('+91 90000 00001');
      expect(formatMobile(input)).toBe('90000 00001');
      expect(toInternationalMobile(input)).toBe('+919000000001');
    },
  );

  it('leaves what is not an Indian mobile number as it was written, trimmed', () => {
    expect(formatInternationalMobile(' 022 2345 6789 ')).toBe('022 2345 6789');
    expect(formatMobile('12345')).toBe('12345');
    expect(formatInternationalMobile('')).toBe('');
    expect(toInternationalMobile('5000000001')).toBeNull();
  });
});

describe('telHref', () => {
  it('dials a number as it is read out: its digits, and a leading + when it has one', () => {
    expect(telHref('1800 123 4567')).toBe('tel:18001234567');
    expect(telHref(' +91 80 4567 8900 ')).toBe('tel:+918045678900');
  });
});
