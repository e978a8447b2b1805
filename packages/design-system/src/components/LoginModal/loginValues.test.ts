import { describe, expect, it } from 'vitest';
import { formatCountdown, mobileDigits } from './loginValues.ts';

describe('mobileDigits', () => {
  it('keeps digits only, at most 10', () => {
    expect(mobileDigits('98765-43210')).toBe('9876543210');
    expect(mobileDigits('98765432109')).toBe('9876543210');
    expect(mobileDigits('abc')).toBe('');
  });
  it('drops a pasted +91 or leading 0', () => {
    expect(mobileDigits('+91 98765 43210')).toBe('9876543210');
    expect(mobileDigits('09876543210')).toBe('9876543210');
  });
});

describe('formatCountdown', () => {
  it('writes m:ss', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
