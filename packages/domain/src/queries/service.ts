import type { QueryClient } from '@tanstack/query-core';
import type { ServiceClient, SlotCalendarFor } from '../clients/service.ts';
import type { BookableServiceType } from '../contract/index.ts';
import { CUSTOMER_SCOPE } from './customer-scope.ts';
import { defineQuery } from './define-query.ts';

/** Every answer about the customer's service visits sits under this key, so one change invalidates them all. */
export const SERVICES = [CUSTOMER_SCOPE, 'services'] as const;

/** Service visits (§2 /service, /statusTracking, /rateProfessional, /freeservice). */
export const serviceQueries = {
  /** Open and closed requests: of one device, or of all of them (tracking). */
  history: (service: ServiceClient, assetId?: string) =>
    defineQuery({
      queryKey: [...SERVICES, 'history', assetId ?? 'all'],
      queryFn: () => service.history(assetId),
    }),
  /** One request with its timeline and technician. */
  details: (service: ServiceClient, serviceRequestID: string) =>
    defineQuery({
      queryKey: [...SERVICES, 'request', serviceRequestID],
      queryFn: () => service.details(serviceRequestID),
    }),
  /** Whether the device can have this kind of visit now, and its price: asked afresh each time a step needs it. */
  eligibility: (service: ServiceClient, assetId: string, serviceType: BookableServiceType) =>
    defineQuery({
      queryKey: [...SERVICES, 'eligibility', assetId, serviceType],
      queryFn: () => service.eligibility(assetId, serviceType),
      staleTime: 0,
    }),
  /** Free slots change by the minute: never served from an old answer. */
  slots: (service: ServiceClient, calendarFor: SlotCalendarFor) =>
    defineQuery({
      queryKey: [...SERVICES, 'slots', calendarFor],
      queryFn: () => service.slots(calendarFor),
      staleTime: 0,
    }),
  /** The same reasons for every customer. */
  dispositions: (service: ServiceClient) =>
    defineQuery({
      queryKey: ['service-dispositions'],
      queryFn: () => service.dispositions(),
      staleTime: Infinity,
    }),
  /** The free services of one device. */
  freeService: (service: ServiceClient, assetId: string) =>
    defineQuery({
      queryKey: [...SERVICES, 'free', assetId],
      queryFn: () => service.freeService(assetId),
    }),
};

/** After a visit is booked, moved, cancelled or rated: every list, request, calendar and entitlement may have changed. */
export function invalidateServiceRequests(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SERVICES });
}
