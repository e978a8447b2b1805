import { indianStateNames } from '@nirmal/format';
import { describe, expect, it } from 'vitest';
import { indianStates } from './service.ts';

describe('indianStates', () => {
  it('are the states the server accepts in an address and knows the GST code of', () => {
    expect([...indianStates]).toEqual(indianStateNames);
  });
});
