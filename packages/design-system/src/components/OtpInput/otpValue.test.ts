import { describe, expect, it } from 'vitest';
import { insertDigits, onlyDigits, reachableIndex, removeDigit } from './otpValue.ts';

describe('OTP value editing', () => {
  it('keeps only digits', () => {
    expect(onlyDigits('Your OTP is 482 913.')).toBe('482913');
  });

  it('overwrites the digit in the box typed into', () => {
    expect(insertDigits('1234', 1, '9', 6)).toBe('1934');
    expect(insertDigits('1234', 4, '5', 6)).toBe('12345');
  });

  it('never leaves a gap: typing past the end fills the first empty box', () => {
    expect(insertDigits('12', 5, '3', 6)).toBe('123');
  });

  it('replaces everything with a whole code, from any box', () => {
    expect(insertDigits('99', 1, '48291377', 6)).toBe('482913');
  });

  it('pastes a part from the box onwards, cut to the length', () => {
    expect(insertDigits('12', 2, '3456789', 8)).toBe('123456789'.slice(0, 8));
    expect(insertDigits('12345', 4, '99', 6)).toBe('123499');
  });

  it('removes a digit and closes the gap', () => {
    expect(removeDigit('123456', 2)).toBe('12456');
    expect(removeDigit('12', 5)).toBe('12');
  });

  it('lets focus reach filled boxes and the first empty one only', () => {
    expect(reachableIndex('12', 5, 6)).toBe(2);
    expect(reachableIndex('123456', 9, 6)).toBe(5);
    expect(reachableIndex('', -1, 6)).toBe(0);
  });
});
