import { describe, expect, it } from 'vitest';
import { readTypedMobile } from './typedMobile.ts';

/** The digits read after each key of `text`, typed one character at a time. */
const keyByKey = (text: string) =>
  [...text].map((_, index) => readTypedMobile(text.slice(0, index + 1)).digits);

describe('readTypedMobile', () => {
  it('reads +91 typed key by key as the country code, not as digits of the number', () => {
    expect(keyByKey('+91 90000 00001')).toEqual([
      '',
      '',
      '',
      '',
      '9',
      '90',
      '900',
      '9000',
      '90000',
      '90000',
      '900000',
      '9000000',
      '90000000',
      '900000000',
      '9000000001',
    ]);
    expect(readTypedMobile('+91 90000 00001')).toEqual({ digits: '9000000001', valid: true, tooLong: false });
  });

  it('drops a 0 or 0091 prefix typed key by key', () => {
    expect(keyByKey('0 9000000001').at(-1)).toBe('9000000001');
    expect(keyByKey('0 9000000001').slice(0, 3)).toEqual(['', '', '9']);
    expect(keyByKey('0091 9000000001').slice(0, 6)).toEqual(['', '', '', '', '', '9']);
    expect(readTypedMobile('0091 9000000001').valid).toBe(true);
  });

  it('reads pasted spellings the same way', () => {
    for (const pasted of [
      '+91 98765 43210',
      '+91-98765-43210',
      '09876543210',
      '919876543210',
      '98765 43210',
    ]) {
      expect(readTypedMobile(pasted)).toEqual({ digits: '9876543210', valid: true, tooLong: false });
    }
  });

  it('keeps a number that merely starts with 91', () => {
    expect(readTypedMobile('9123456789')).toEqual({ digits: '9123456789', valid: true, tooLong: false });
  });

  it('says a number is too long instead of cutting it', () => {
    expect(readTypedMobile('90000000012')).toEqual({ digits: '90000000012', valid: false, tooLong: true });
    expect(readTypedMobile('+91 90000 000012')).toMatchObject({ valid: false, tooLong: true });
    // Another country's number is not cut to look like an Indian one.
    expect(readTypedMobile('+44 7911 123456')).toMatchObject({
      digits: '447911123456',
      valid: false,
      tooLong: true,
    });
  });

  it('is not valid short of 10 digits or starting below 6', () => {
    expect(readTypedMobile('98765 4321')).toEqual({ digits: '987654321', valid: false, tooLong: false });
    expect(readTypedMobile('6000000000').valid).toBe(true);
    expect(readTypedMobile('5876543210').valid).toBe(false);
    expect(readTypedMobile('98765432100')).toMatchObject({ valid: false, tooLong: true });
    expect(readTypedMobile('').valid).toBe(false);
    expect(readTypedMobile('abc')).toEqual({ digits: '', valid: false, tooLong: false });
  });
});
