import type { AgentDevice } from '@nirmal/design-system';
import { rupeesFromPaise } from '@nirmal/domain';
import type { LookupDevice } from '@nirmal/domain/contract';
import { DESK_FORMS, deskHref } from './desk-state.ts';

/**
 * What the device list shows of a looked-up customer's devices, with the links that choose a plan
 * (where one can be bought now) or an open request's charge (where something is due). A renewal
 * starts at the device's own tier.
 */
export function agentDevices(
  devices: ReadonlyArray<LookupDevice>,
  pagePath: string,
  q: string,
): AgentDevice[] {
  return devices.map((device) => ({
    id: device.assetId,
    name: device.name,
    imageSrc: device.img || null,
    technology: device.technology,
    warrantyStatus: device.warrantyStatus,
    tier: device.tier,
    planEndDate: device.planEndDate,
    planMessage: device.planStatus.message,
    hubCode: device.hubCode,
    isRental: device.isRental,
    planHref: device.planStatus.canBuy
      ? deskHref(pagePath, { q, device: device.assetId, tier: device.tier ?? 'VALUE' }, DESK_FORMS.plan)
      : undefined,
    openRequests: device.openServiceRequests.map((request) => ({
      id: request.serviceRequestId,
      serviceType: request.serviceType,
      status: request.status,
      amountDue: request.amountDuePaise === null ? null : rupeesFromPaise(request.amountDuePaise),
      chargeHref:
        request.amountDuePaise === null
          ? undefined
          : deskHref(pagePath, { q, request: request.serviceRequestId }, DESK_FORMS.charge),
    })),
  }));
}
