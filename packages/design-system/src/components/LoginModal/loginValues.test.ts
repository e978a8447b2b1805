import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMobile } from './loginValues.ts';

describe('formatMobile', () => {
  it('groups a full number 5 + 5', () => {
    expect(formatMobile('9876543210')).toBe('98765 43210');
    expect(formatMobile('98765')).toBe('98765');
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
