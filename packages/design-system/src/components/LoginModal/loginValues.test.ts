import { describe, expect, it } from 'vitest';
import { formatCountdown } from './loginValues.ts';

describe('formatCountdown', () => {
  it('writes m:ss', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
