import {
  CHANGEABLE_SERVICE_STATUSES,
  OPEN_SERVICE_STATUSES,
  SERVICE_MESSAGES,
} from '@nirmal/domain/contract';
import type {
  BookableServiceType,
  IneligibilityCode,
  ServiceRequestStatus,
  ServiceType,
} from '@nirmal/domain/contract';
import { serviceTypeLabels } from '@nirmal/format';

// Which visits a device may have, and how a visit moves, as plain rules.

/** The steps a field-service system moves a visit through, in order; each only from the one before. */
export const FIELD_STEPS = ['TECHNICIAN_ASSIGNED', 'ON_THE_WAY', 'IN_PROGRESS', 'COMPLETED'] as const;
export type FieldStep = (typeof FIELD_STEPS)[number];

const FROM: Record<FieldStep, readonly ServiceRequestStatus[]> = {
  TECHNICIAN_ASSIGNED: ['SCHEDULED', 'RESCHEDULED'],
  ON_THE_WAY: ['TECHNICIAN_ASSIGNED'],
  IN_PROGRESS: ['ON_THE_WAY'],
  COMPLETED: ['IN_PROGRESS'],
};

/** The field-service step that follows a status; null when none does (unpaid, over, cancelled). */
export function nextFieldStep(status: ServiceRequestStatus): FieldStep | null {
  return FIELD_STEPS.find((step) => FROM[step].includes(status)) ?? null;
}

/** Forward only: a step is taken from the status just before it, never skipped or repeated. */
export function canTakeStep(status: ServiceRequestStatus, step: FieldStep): boolean {
  return FROM[step].includes(status);
}

/** The customer may cancel or move a visit until the technician sets off, and before its slot begins. */
export function isChangeable(status: ServiceRequestStatus, slotStart: Date, now: Date): boolean {
  return CHANGEABLE_SERVICE_STATUSES.includes(status) && slotStart.getTime() > now.getTime();
}

export interface Ineligibility {
  code: IneligibilityCode;
  message: string;
  serviceRequestID: string | null;
}

export const NO_FREE_SERVICE_MESSAGE =
  'This device has no free service left in its warranty or plan. Buy a plan to have free services, or book a repair if something is wrong.';

export const NO_ADDRESS_MESSAGE =
  'We do not have the address where this device is installed. Call us and we will add it.';

const outsideServiceArea = (whatToDo: string): Ineligibility => ({
  code: 'OUTSIDE_SERVICE_AREA',
  message: `${SERVICE_MESSAGES.outsideServiceArea} ${whatToDo}`,
  serviceRequestID: null,
});

/**
 * Why the device cannot have this visit now, or null: one open request of a kind per device; a
 * periodic service, which is only the free one a warranty or plan includes, when none is left; a
 * visit at an address we do not know or at a pincode we do not serve. The address is where the
 * visit is made: the device's, or a reinstall's new one, which is not known until its step (so
 * only a new address given and not served stops a reinstall).
 */
export function whyNotEligible(facts: {
  serviceType: BookableServiceType;
  openRequests: readonly { serviceRequestID: string; serviceType: ServiceType }[];
  hasAddress: boolean;
  serviceable: boolean;
  /** Free periodic services left under the device's warranty or plan. */
  freeServicesLeft: number;
}): Ineligibility | null {
  const open = facts.openRequests.find((request) => request.serviceType === facts.serviceType);
  if (open) {
    const kind = serviceTypeLabels[facts.serviceType].toLowerCase();
    return {
      code: 'OPEN_REQUEST',
      message: `This device already has a ${kind} request open (${open.serviceRequestID}). Reschedule or cancel that one instead of booking another.`,
      serviceRequestID: open.serviceRequestID,
    };
  }
  if (facts.serviceType === 'PERIODIC_SERVICE' && facts.freeServicesLeft === 0) {
    return { code: 'NO_FREE_SERVICE', message: NO_FREE_SERVICE_MESSAGE, serviceRequestID: null };
  }
  if (facts.serviceType === 'REINSTALL') {
    return facts.hasAddress && !facts.serviceable
      ? outsideServiceArea(
          'Check the pincode of the new address, or call us and we will arrange a visit another way.',
        )
      : null;
  }
  if (!facts.hasAddress) return { code: 'NO_ADDRESS', message: NO_ADDRESS_MESSAGE, serviceRequestID: null };
  if (!facts.serviceable) return outsideServiceArea('Call us and we will arrange a visit another way.');
  return null;
}

/**
 * What is still to be paid for an open visit: its price when it was not paid in advance and is not
 * free; null when nothing is due (free, prepaid, or no longer open).
 */
export function amountDuePaise(visit: {
  status: ServiceRequestStatus;
  prepaid: boolean;
  servicePricePaise: number;
}): number | null {
  const open = OPEN_SERVICE_STATUSES.includes(visit.status);
  return open && !visit.prepaid && visit.servicePricePaise > 0 ? visit.servicePricePaise : null;
}
