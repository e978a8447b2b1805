import type { ServiceRequestCardProps } from '@nirmal/design-system';
import type { ServiceRequest } from '@nirmal/domain/contract';
import { formatSlotTime, serviceStatusLabel } from '@nirmal/format';

/** A request as a ServiceRequestCard shows it: its status in words ("Installation Scheduled", §4) and its slot as a time. */
export function requestCardProps(request: ServiceRequest) {
  return {
    serviceRequestID: request.serviceRequestID,
    serviceType: request.serviceType,
    status: request.status,
    statusLabel: serviceStatusLabel(request.serviceType, request.status),
    serviceDate: request.serviceDate,
    serviceSlot: formatSlotTime(request.serviceSlot, request.serviceDuration),
    isCancellable: request.isCancellable,
  } satisfies Partial<ServiceRequestCardProps>;
}
