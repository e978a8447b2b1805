import { describe, expect, it } from 'vitest';
import { selectDevice, selectedDevice } from './selected-device.ts';
import { SESSION_STORAGE_KEYS } from './storage.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  items: Map<string, string>;
} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the selected device', () => {
  it('is kept in the session keys of §3 and read back', () => {
    const storage = memoryStorage();
    selectDevice(storage, { id: 'AST-100102', accountId: 'CUS1000001', agreementId: 'AGR-100102' });

    expect(storage.items.get(SESSION_STORAGE_KEYS.assetId)).toBe('AST-100102');
    expect(storage.items.get(SESSION_STORAGE_KEYS.accountId)).toBe('CUS1000001');
    expect(storage.items.get(SESSION_STORAGE_KEYS.agreementId)).toBe('AGR-100102');
    expect(selectedDevice(storage)).toEqual({
      assetId: 'AST-100102',
      accountId: 'CUS1000001',
      agreementId: 'AGR-100102',
    });
  });

  it('leaves no agreement of the device chosen before behind', () => {
    const storage = memoryStorage();
    selectDevice(storage, { id: 'AST-100102', accountId: 'CUS1000001', agreementId: 'AGR-100102' });
    selectDevice(storage, { id: 'AST-100107', accountId: 'CUS1000001', agreementId: null });

    expect(selectedDevice(storage)).toEqual({
      assetId: 'AST-100107',
      accountId: 'CUS1000001',
      agreementId: null,
    });
  });

  it('is none until a device is chosen', () => {
    expect(selectedDevice(memoryStorage())).toBeNull();
  });
});
