// The service pages (§2): the booking wizard with its step in the address, so the browser's Back
// and a reload keep the customer on their step; tracking; rating a visit; a free service.
import type { ServiceStep } from '@nirmal/domain';

export const SERVICE_PATH = '/service';
export const STATUS_TRACKING_PATH = '/statusTracking';
export const RATE_PROFESSIONAL_PATH = '/rateProfessional';
export const FREE_SERVICE_PATH = '/freeservice';

/** What the wizard's address may carry besides its device and step. */
export interface ServiceWizardOptions {
  /** Moving this booked visit to another slot. */
  reschedule?: string;
  /** The kind of visit chosen beforehand (the free service). */
  type?: string;
}

/** The wizard for a device, at a step (the first when none is named). */
export function serviceWizardPath(
  assetId: string,
  step?: ServiceStep,
  { reschedule, type }: ServiceWizardOptions = {},
): string {
  const query = new URLSearchParams({ id: assetId });
  if (reschedule) query.set('reschedule', reschedule);
  if (type) query.set('type', type);
  if (step) query.set('step', step);
  return `${SERVICE_PATH}?${query}`;
}

/** Moving a booked visit: straight to the slots. */
export const reschedulePath = (assetId: string, serviceRequestID: string) =>
  serviceWizardPath(assetId, 'book-slot', { reschedule: serviceRequestID });

/** One request's timeline on the tracking page. */
export const trackingPath = (serviceRequestID: string) =>
  `${STATUS_TRACKING_PATH}?${new URLSearchParams({ request: serviceRequestID })}`;

export const freeServicePath = (assetId: string) =>
  `${FREE_SERVICE_PATH}?${new URLSearchParams({ id: assetId })}`;

export const ratePath = (serviceRequestID: string) =>
  `${RATE_PROFESSIONAL_PATH}?${new URLSearchParams({ request: serviceRequestID })}`;
