import { describe, expect, it } from 'vitest';
import { stepStatuses } from './stepStatus.ts';

describe('stepStatuses', () => {
  it('marks steps before the current one done and after it upcoming', () => {
    expect(stepStatuses(4, 1)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(stepStatuses(3, 0)).toEqual(['current', 'upcoming', 'upcoming']);
  });

  it('marks every step done past the end', () => {
    expect(stepStatuses(3, 3)).toEqual(['done', 'done', 'done']);
  });
});
