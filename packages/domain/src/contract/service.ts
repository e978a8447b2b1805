import * as z from 'zod/mini';
import { assetIdSchema } from './assets.ts';
import { defineCall } from './call.ts';
import { dataAnswer } from './http.ts';

// Service visits of a customer's device (§3 service request state, §7 Scheduling): its open and
// closed requests. The service types and statuses are the design system's words for them.

export const SERVICE_TYPES = ['INSTALLATION', 'REPAIR', 'UNINSTALL', 'REINSTALL', 'PERIODIC_SERVICE'] as const;
export const serviceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const SERVICE_REQUEST_STATUSES = ['SCHEDULED', 'RESCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export const serviceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUSES);
export type ServiceRequestStatus = z.infer<typeof serviceRequestStatusSchema>;

/** Requests in these statuses are open; the others are history. */
export const OPEN_SERVICE_STATUSES: readonly ServiceRequestStatus[] = ['SCHEDULED', 'RESCHEDULED', 'IN_PROGRESS'];

export const serviceRequestSchema = z.object({
  serviceRequestID: z.string(),
  assetId: z.string(),
  serviceType: serviceTypeSchema,
  status: serviceRequestStatusSchema,
  /** The visit's day and its slot's start, "HH:MM" in India time. */
  serviceDate: z.iso.date(),
  serviceSlot: z.string(),
  /** Who came or is coming; null until one is assigned. */
  technicianName: z.nullable(z.string()),
  /** What the customer said was wrong, for a repair. */
  defectType: z.nullable(z.string()),
  /** Covered by the plan or warranty, or what the visit cost. */
  chargePaise: z.nullable(z.int().check(z.nonnegative())),
  createdAt: z.iso.datetime(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** A device's requests (§3 open and closed request history), newest first. */
export const serviceHistorySchema = z.object({
  open: z.array(serviceRequestSchema),
  closed: z.array(serviceRequestSchema),
});
export type ServiceHistory = z.infer<typeof serviceHistorySchema>;

export const serviceCalls = {
  /** The open and closed service requests of one of the customer's devices. */
  list: defineCall({
    method: 'GET',
    path: '/api/schedule/getServices',
    query: z.object({ assetId: assetIdSchema }),
    answer: dataAnswer(serviceHistorySchema),
  }),
};
