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

  it('writes h:mm:ss from an hour on', () => {
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(82_800)).toBe('23:00:00');
    expect(formatCountdown(3_725)).toBe('1:02:05');
  });
});
