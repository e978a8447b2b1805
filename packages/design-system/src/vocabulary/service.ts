// The service words the components show: service types, request statuses, slot states, visit
// durations, AMC plan durations and the states of India for addresses.
// The design system imports nothing of ours, so these codes are its own vocabulary.

import { everyOf } from './everyOf.ts';

export const serviceTypes = everyOf<ServiceType>()([
  'INSTALLATION',
  'REPAIR',
  'UNINSTALL',
  'REINSTALL',
  'PERIODIC_SERVICE',
]);
/** The kind of visit a customer books. */
export type ServiceType = 'INSTALLATION' | 'REPAIR' | 'UNINSTALL' | 'REINSTALL' | 'PERIODIC_SERVICE';

/** How a service type is named to a customer. */
export const serviceTypeLabels: Record<ServiceType, string> = {
  INSTALLATION: 'Installation',
  REPAIR: 'Repair',
  UNINSTALL: 'Uninstallation',
  REINSTALL: 'Re-installation',
  PERIODIC_SERVICE: 'Periodic service',
};

export const serviceRequestStatuses = everyOf<ServiceRequestStatus>()([
  'SCHEDULED',
  'RESCHEDULED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
]);
/** Where a service request stands. */
export type ServiceRequestStatus = 'SCHEDULED' | 'RESCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED';

/** The status word after the service type, as in "Installation Scheduled". */
export const serviceRequestStatusLabels: Record<ServiceRequestStatus, string> = {
  SCHEDULED: 'Scheduled',
  RESCHEDULED: 'Rescheduled',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

export const slotStates = everyOf<SlotState>()(['available', 'full', 'unavailable']);
/** Whether a visit slot can be booked: `full` is booked out, `unavailable` is closed (e.g. a holiday). */
export type SlotState = 'available' | 'full' | 'unavailable';

/** Why a slot cannot be chosen, said next to it. */
export const slotStateReasons: Record<Exclude<SlotState, 'available'>, string> = {
  full: 'Fully booked',
  unavailable: 'Not available',
};

/** Spec §5 and §9: a service slot lasts one hour unless told otherwise. */
export const defaultServiceDuration = '01:00';

export const amcPlanDurations = everyOf<AmcPlanDuration>()([1, 2, 3, 4, 5]);
/** Length of an AMC plan, in years: one to five (spec §5). */
export type AmcPlanDuration = 1 | 2 | 3 | 4 | 5;

/** States and union territories of India, as an address names them. */
export const indianStates = everyOf<IndianState>()([
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
]);
/** A state or union territory of India. */
export type IndianState =
  | 'Andaman and Nicobar Islands'
  | 'Andhra Pradesh'
  | 'Arunachal Pradesh'
  | 'Assam'
  | 'Bihar'
  | 'Chandigarh'
  | 'Chhattisgarh'
  | 'Dadra and Nagar Haveli and Daman and Diu'
  | 'Delhi'
  | 'Goa'
  | 'Gujarat'
  | 'Haryana'
  | 'Himachal Pradesh'
  | 'Jammu and Kashmir'
  | 'Jharkhand'
  | 'Karnataka'
  | 'Kerala'
  | 'Ladakh'
  | 'Lakshadweep'
  | 'Madhya Pradesh'
  | 'Maharashtra'
  | 'Manipur'
  | 'Meghalaya'
  | 'Mizoram'
  | 'Nagaland'
  | 'Odisha'
  | 'Puducherry'
  | 'Punjab'
  | 'Rajasthan'
  | 'Sikkim'
  | 'Tamil Nadu'
  | 'Telangana'
  | 'Tripura'
  | 'Uttar Pradesh'
  | 'Uttarakhand'
  | 'West Bengal';
