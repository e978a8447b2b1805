import type { DeviceCardProps } from '@nirmal/design-system';
import type { Asset } from '@nirmal/domain/contract';

/** What the device card shows of one of the customer's devices. */
export function deviceCardProps(device: Asset) {
  return {
    name: device.name,
    imageSrc: device.img,
    technology: device.technology,
    tier: device.currentPlan?.tier,
    warrantyStatus: device.expiryStatus.status,
    planEndDate: device.currentPlan?.endDate,
    warrantyEndDate: device.warrantyEndDate,
    isRental: device.isRental,
  } satisfies Partial<DeviceCardProps>;
}
