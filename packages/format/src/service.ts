// Service visit codes and the words customers read for them (spec §3 service request state, §4
// "Installation Scheduled"): the design system shows them and the domain's contract carries them.

/** The kind of visit a customer books (written out, so props tables can show its values). */
export type ServiceType = 'INSTALLATION' | 'REPAIR' | 'UNINSTALL' | 'REINSTALL' | 'PERIODIC_SERVICE';
export const serviceTypes = [
  'INSTALLATION',
  'REPAIR',
  'UNINSTALL',
  'REINSTALL',
  'PERIODIC_SERVICE',
] as const satisfies readonly ServiceType[];

/** How a service type is named to a customer. */
export const serviceTypeLabels: Readonly<Record<ServiceType, string>> = {
  INSTALLATION: 'Installation',
  REPAIR: 'Repair',
  UNINSTALL: 'Uninstallation',
  REINSTALL: 'Re-installation',
  PERIODIC_SERVICE: 'Periodic service',
};

/** Where a service request stands, in the order a visit moves through them (cancelled last). */
export type ServiceRequestStatus =
  | 'AWAITING_PAYMENT'
  | 'SCHEDULED'
  | 'RESCHEDULED'
  | 'TECHNICIAN_ASSIGNED'
  | 'ON_THE_WAY'
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'CANCELLED';
export const serviceRequestStatuses = [
  'AWAITING_PAYMENT',
  'SCHEDULED',
  'RESCHEDULED',
  'TECHNICIAN_ASSIGNED',
  'ON_THE_WAY',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
] as const satisfies readonly ServiceRequestStatus[];

/**
 * The status words. Those of the visit follow the service type, as in "Installation Scheduled"
 * (§4); those of payment and the technician stand alone.
 */
export const serviceRequestStatusLabels: Readonly<Record<ServiceRequestStatus, string>> = {
  AWAITING_PAYMENT: 'Awaiting Payment',
  SCHEDULED: 'Scheduled',
  RESCHEDULED: 'Rescheduled',
  TECHNICIAN_ASSIGNED: 'Technician Assigned',
  ON_THE_WAY: 'Technician On the Way',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

const STANDALONE_STATUSES: readonly ServiceRequestStatus[] = [
  'AWAITING_PAYMENT',
  'TECHNICIAN_ASSIGNED',
  'ON_THE_WAY',
];

/** A request's status as a customer reads it: "Installation Scheduled", "Technician On the Way". */
export function serviceStatusLabel(serviceType: ServiceType, status: ServiceRequestStatus): string {
  const words = serviceRequestStatusLabels[status];
  return STANDALONE_STATUSES.includes(status) ? words : `${serviceTypeLabels[serviceType]} ${words}`;
}
