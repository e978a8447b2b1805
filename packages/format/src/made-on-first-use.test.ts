import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use.ts';

describe('a value made on first use', () => {
  it('is not made until asked for, then made once and kept', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
