import { indianStateNames } from '@nirmal/format';
import { describe, expect, it } from 'vitest';
import { amcPlanDurations, indianStates } from './service.ts';

describe('indianStates', () => {
  it('are the states the server accepts in an address and knows the GST code of', () => {
    expect([...indianStates]).toEqual(indianStateNames);
  });
});

describe('amcPlanDurations', () => {
  it('run from one to five years, shortest first', () => {
    expect([...amcPlanDurations]).toEqual([1, 2, 3, 4, 5]);
  });
});
