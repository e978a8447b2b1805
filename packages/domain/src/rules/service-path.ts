import type { ServiceType } from '../contract/service.ts';

/** The steps of the service-request flow (§2), in the order §2 lists them; each is the `step` of /service's address. */
export const SERVICE_STEPS = [
  'pending-requests',
  'book-service',
  'reinstall-form',
  'select-repair',
  'book-slot',
  'request-summary',
  'booking-success',
  'map-locator',
] as const;
export type ServiceStep = (typeof SERVICE_STEPS)[number];

/** Where a customer starts: the device's open requests. */
export const FIRST_SERVICE_STEP: ServiceStep = 'pending-requests';

/** What decides the path: the kind of visit (none chosen yet on the first two steps) and whether a booked visit is being moved. */
export interface ServicePathInput {
  serviceType: ServiceType | null;
  isRescheduleFlow?: boolean;
}

/** The step that asks what only this kind of visit needs, between "book a service" and "book a slot". */
const DETAIL_STEP: Partial<Record<ServiceType, ServiceStep>> = {
  REPAIR: 'select-repair',
  REINSTALL: 'reinstall-form',
};

/**
 * The steps a customer goes through, in order (the map locator is not among them: it is a detour
 * opened from a step and returning to it). A repair chooses its repairs and a reinstall its new
 * address before the slot; an uninstall and every other kind go straight to the slot; moving a
 * booked visit goes from the list to the slot, as its kind and address are already known.
 */
export function servicePath({ serviceType, isRescheduleFlow = false }: ServicePathInput): ServiceStep[] {
  if (isRescheduleFlow) return ['pending-requests', 'book-slot', 'request-summary', 'booking-success'];
  const detail = serviceType && DETAIL_STEP[serviceType];
  return [
    'pending-requests',
    'book-service',
    ...(detail ? [detail] : []),
    'book-slot',
    'request-summary',
    'booking-success',
  ];
}

/** A step of the address, or null for anything else (a missing or made-up step). */
export function parseServiceStep(value: string | null | undefined): ServiceStep | null {
  return SERVICE_STEPS.find((step) => step === value) ?? null;
}

/** The step after `step` on the path, or null at the end (booking success). The map locator goes back to the step that opened it. */
export function nextServiceStep(
  step: ServiceStep,
  input: ServicePathInput,
  mapOpenedFrom: ServiceStep | null = null,
): ServiceStep | null {
  if (step === 'map-locator') return mapOpenedFrom;
  const path = servicePath(input);
  const index = path.indexOf(step);
  return index === -1 ? null : (path[index + 1] ?? null);
}

/**
 * The step Back leads to: the one before on the same path, the opener from the map locator, and
 * none from the first step or from booking success (a booking made is not undone by going back).
 */
export function previousServiceStep(
  step: ServiceStep,
  input: ServicePathInput,
  mapOpenedFrom: ServiceStep | null = null,
): ServiceStep | null {
  if (step === 'map-locator') return mapOpenedFrom;
  if (step === 'booking-success') return null;
  const path = servicePath(input);
  const index = path.indexOf(step);
  return index > 0 ? (path[index - 1] ?? null) : null;
}

/** The steps that may open the map locator: where an address is entered. */
export const MAP_OPENERS: readonly ServiceStep[] = ['reinstall-form'];
