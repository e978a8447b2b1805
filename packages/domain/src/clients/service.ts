import { serviceCalls } from '../contract/index.ts';
import type {
  BookService,
  BookableServiceType,
  BookingEligibility,
  BookingResult,
  CancelService,
  Dispositions,
  FreeService,
  RescheduleService,
  ServiceHistory,
  ServiceRequestDetails,
  SlotCalendar,
  SlotHold,
  SlotHoldRequest,
  TechnicianFeedbackInput,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';

/** Whose slot calendar: a device's hub, or the hub of a pincode (a reinstall's new address). */
export type SlotCalendarFor = { assetId: string } | { pincode: string };

/** Service visits (§7 Scheduling): eligibility and price, slots, holds, booking, changes, tracking and rating. */
export interface ServiceClient {
  /** The open and closed service requests of one of the customer's devices, or of all of them. */
  history(assetId?: string): Promise<ServiceHistory>;
  /** One request with its timeline, technician, address and price. */
  details(serviceRequestID: string): Promise<ServiceRequestDetails>;
  /** Whether the device can have this kind of visit now (a reinstall at its new `pincode`), why not, and what it costs. */
  eligibility(
    assetId: string,
    serviceType: BookableServiceType,
    pincode?: string,
  ): Promise<BookingEligibility>;
  /** The next two weeks of one-hour slots. */
  slots(calendarFor: SlotCalendarFor): Promise<SlotCalendar>;
  /** Keeps a place in a slot while the customer reviews the summary. */
  hold(request: SlotHoldRequest): Promise<SlotHold>;
  /** Gives a held place back. */
  release(holdId: string): Promise<boolean>;
  /** Books the held slot; answers the request and the order to pay when paid now. */
  book(request: BookService): Promise<BookingResult>;
  /** Moves a visit to a held slot (an installation booked with a purchase through its own call). */
  reschedule(request: RescheduleService, isInstallation?: boolean): Promise<ServiceRequestDetails>;
  cancel(request: CancelService): Promise<ServiceRequestDetails>;
  /** The reasons a customer can give to reschedule or cancel. */
  dispositions(): Promise<Dispositions>;
  /** Rates the technician of a completed visit, once. */
  rate(feedback: TechnicianFeedbackInput): Promise<ServiceRequestDetails>;
  /** The free services of one device, or of each of the customer's devices. */
  freeService(assetId?: string): Promise<FreeService[]>;
}

export function createServiceClient(http: HttpClient): ServiceClient {
  return {
    history: async (assetId) => (await http.call(serviceCalls.list, { query: { assetId } })).data,
    details: async (serviceRequestID) =>
      (await http.call(serviceCalls.details, { query: { serviceRequestID } })).data,
    eligibility: async (assetId, serviceType, pincode) =>
      (await http.call(serviceCalls.eligibility, { query: { assetId, serviceType, pincode } })).data,
    slots: async (calendarFor) => (await http.call(serviceCalls.slots, { query: calendarFor })).data,
    hold: async (body) => (await http.call(serviceCalls.hold, { body })).data,
    release: async (holdId) => (await http.call(serviceCalls.release, { body: { holdId } })).data.released,
    book: async (body) => (await http.call(serviceCalls.book, { body })).data,
    reschedule: async (body, isInstallation = false) =>
      (
        await http.call(isInstallation ? serviceCalls.rescheduleInstallation : serviceCalls.reschedule, {
          body,
        })
      ).data,
    cancel: async (body) => (await http.call(serviceCalls.cancel, { body })).data,
    dispositions: async () => (await http.call(serviceCalls.dispositions)).data,
    rate: async (body) => (await http.call(serviceCalls.feedback, { body })).data,
    freeService: async (assetId) => (await http.call(serviceCalls.freeService, { query: { assetId } })).data,
  };
}
