import { describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../contract/index.ts';
import { ContentError } from '../http/errors.ts';
import type { FlagsClient } from '../clients/flags.ts';
import { FlagsStore } from './flags-store.ts';

function flagsClient(answer: () => Promise<FeatureFlags>) {
  let calls = 0;
  const client: FlagsClient = {
    get: () => {
      calls++;
      return answer();
    },
  };
  return { client, calls: () => calls };
}

describe('FlagsStore', () => {
  it('is empty and reads as off before loading', () => {
    const store = new FlagsStore();
    expect(store.isEmpty).toBe(true);
    expect(store.globalSaleAssist).toBe(false);
    expect(store.isAQIEnabled).toBe(false);
  });

  it('loads the flags once: only while they are empty', async () => {
    const store = new FlagsStore();
    const { client, calls } = flagsClient(async () => ({ globalSaleAssist: true, isAQIEnabled: true }));

    await store.loadIfEmpty(client);
    await store.loadIfEmpty(client);

    expect(calls()).toBe(1);
    expect(store.globalSaleAssist).toBe(true);
    expect(store.isAQIEnabled).toBe(true);
  });

  it('becomes empty when loading fails, and rethrows the error', async () => {
    const store = new FlagsStore({ flags: {} });
    const failure = new ContentError({ url: '/api/features', status: 500, statusText: 'Error', data: null });

    await expect(store.loadIfEmpty(flagsClient(() => Promise.reject(failure)).client)).rejects.toBe(failure);

    expect(store.isEmpty).toBe(true);
    expect(store.flags).toEqual({});
  });
});
