import type { Asset } from '../contract/index.ts';
import { SESSION_STORAGE_KEYS } from './storage.ts';

/** The device a customer chose (§2 selected device), as its session keys of §3 hold it. */
export interface SelectedDevice {
  assetId: string;
  accountId: string;
  agreementId: string | null;
}

/**
 * Makes a device the selected one: its assetId, accountId and agreementId go to the session keys
 * of §3, so pages opened from it without a device in their address (plans, service) know which.
 * A device with no agreement yet leaves no stale agreementId behind.
 */
export function selectDevice(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  device: Pick<Asset, 'id' | 'accountId' | 'agreementId'>,
): void {
  storage.setItem(SESSION_STORAGE_KEYS.assetId, device.id);
  storage.setItem(SESSION_STORAGE_KEYS.accountId, device.accountId);
  if (device.agreementId === null) storage.removeItem(SESSION_STORAGE_KEYS.agreementId);
  else storage.setItem(SESSION_STORAGE_KEYS.agreementId, device.agreementId);
}

/** The selected device, or null when none was chosen in this tab. */
export function selectedDevice(storage: Pick<Storage, 'getItem'>): SelectedDevice | null {
  const assetId = storage.getItem(SESSION_STORAGE_KEYS.assetId);
  const accountId = storage.getItem(SESSION_STORAGE_KEYS.accountId);
  if (!assetId || !accountId) return null;
  return { assetId, accountId, agreementId: storage.getItem(SESSION_STORAGE_KEYS.agreementId) };
}
