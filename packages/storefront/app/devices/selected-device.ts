import { selectDevice, selectedDevice } from '@nirmal/domain';
import type { Asset } from '@nirmal/domain/contract';
import { useEffect } from 'react';
import { browserStorage } from '../state/browser-storage.ts';

/** Makes the device on the page the selected device of this tab (§2, §3 session keys). */
export function useSelectDevice(device: Pick<Asset, 'id' | 'accountId' | 'agreementId'>): void {
  const { id, accountId, agreementId } = device;
  useEffect(() => {
    const storage = browserStorage('sessionStorage');
    if (storage) selectDevice(storage, { id, accountId, agreementId });
  }, [id, accountId, agreementId]);
}

/** The id of the device selected in this tab, if any. */
export function selectedDeviceId(): string | null {
  const storage = browserStorage('sessionStorage');
  return storage ? (selectedDevice(storage)?.assetId ?? null) : null;
}
