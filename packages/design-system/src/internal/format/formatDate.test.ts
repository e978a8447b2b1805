import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.ts';

describe('formatDate', () => {
  it('writes a calendar day the Indian way', () => {
    expect(formatDate('2026-03-31')).toBe('31 Mar 2026');
    expect(formatDate('2025-01-01')).toBe('1 Jan 2025');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
