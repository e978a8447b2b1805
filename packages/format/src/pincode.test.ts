import { describe, expect, it } from 'vitest';
import { isValidPincode, normalisePincode, toPincodeDigits } from './pincode.ts';

describe('toPincodeDigits', () => {
  it('keeps digits only, at most six', () => {
    expect(toPincodeDigits('560 001')).toBe('560001');
    expect(toPincodeDigits('PIN: 110-0011')).toBe('110001');
    expect(toPincodeDigits('abc')).toBe('');
  });
});

describe('isValidPincode', () => {
  it('accepts six digits starting with 1 to 9', () => {
    expect(isValidPincode('560001')).toBe(true);
    expect(isValidPincode('110001')).toBe(true);
    expect(isValidPincode('999999')).toBe(true);
  });

  it('rejects a leading 0, short, long and non-digit values', () => {
    expect(isValidPincode('060001')).toBe(false);
    expect(isValidPincode('56000')).toBe(false);
    expect(isValidPincode('5600011')).toBe(false);
    expect(isValidPincode('56000a')).toBe(false);
    expect(isValidPincode('')).toBe(false);
  });
});

describe('normalisePincode', () => {
  it('reads typed pincodes, spaces and all, and refuses the rest', () => {
    expect(normalisePincode(' 560 001 ')).toBe('560001');
    expect(normalisePincode(110001)).toBe('110001');
    expect(normalisePincode('060001')).toBeNull();
    expect(normalisePincode(undefined)).toBeNull();
  });
});
