import { serviceRequestStatuses, serviceTypeLabels, serviceTypes } from '@nirmal/format';
import * as z from 'zod/mini';
import { addressFields, coordinatesTogether, postalAddressSchema, stateOfPincode } from './addresses.ts';
import { assetIdSchema } from './assets.ts';
import { defineCall } from './call.ts';
import { pincodeSchema } from './catalogue.ts';
import { calendarDaySchema, opaqueIdSchema } from './checked.ts';
import { tierSchema } from './enums.ts';
import type { ErrorAnswer } from './errors.ts';
import { dataAnswer } from './http.ts';
import { paiseSchema } from './money.ts';
import { orderIdSchema, orderStatusSchema } from './orders.ts';
import { SERVICE_MESSAGES } from './service-messages.ts';
import { BOOKABLE_SERVICE_TYPES, CANCEL_DISPOSITIONS, RESCHEDULE_DISPOSITIONS } from './service-words.ts';

// Service visits of a customer's devices (§3 service request state, §7 Scheduling): eligibility
// and price, the slot calendar of the device's hub, a slot held while the customer reviews the
// summary, booking, rescheduling, cancelling, tracking and rating. Every price is decided by
// commerce-api; a device or request that is not the customer's answers 404 exactly as a missing one.

export * from './service-messages.ts';
export * from './service-words.ts';

export const SERVICE_TYPES = serviceTypes;
export const serviceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const bookableServiceTypeSchema = z.enum(BOOKABLE_SERVICE_TYPES, {
  error: SERVICE_MESSAGES.serviceType,
});
export type BookableServiceType = z.infer<typeof bookableServiceTypeSchema>;

/**
 * Where a request stands. It moves forward only:
 * AWAITING_PAYMENT (booked with pay now, the slot taken until the order expires) → SCHEDULED;
 * SCHEDULED or RESCHEDULED → TECHNICIAN_ASSIGNED → ON_THE_WAY → IN_PROGRESS → COMPLETED.
 * The customer may move a request back to RESCHEDULED (a new slot) before the technician is on the
 * way, and cancel it (CANCELLED) until then too.
 */
export const SERVICE_REQUEST_STATUSES = serviceRequestStatuses;
export const serviceRequestStatusSchema = z.enum(SERVICE_REQUEST_STATUSES);
export type ServiceRequestStatus = z.infer<typeof serviceRequestStatusSchema>;

/** Requests in these statuses are open; the others are history. */
export const OPEN_SERVICE_STATUSES: readonly ServiceRequestStatus[] = [
  'AWAITING_PAYMENT',
  'SCHEDULED',
  'RESCHEDULED',
  'TECHNICIAN_ASSIGNED',
  'ON_THE_WAY',
  'IN_PROGRESS',
];

/** A customer may cancel or reschedule a request in these statuses (and only before its slot begins). */
export const CHANGEABLE_SERVICE_STATUSES: readonly ServiceRequestStatus[] = [
  'AWAITING_PAYMENT',
  'SCHEDULED',
  'RESCHEDULED',
  'TECHNICIAN_ASSIGNED',
];

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** A day of the calendar, "YYYY-MM-DD" in India time. */
export const serviceDateSchema = calendarDaySchema(SERVICE_MESSAGES.date);
/** A slot's start, "HH:MM" in India time (§3 serviceSlot). */
export const serviceSlotSchema = z
  .string({ error: SERVICE_MESSAGES.slot })
  .check(z.regex(HH_MM, SERVICE_MESSAGES.slot));

export const serviceRequestIdSchema = opaqueIdSchema(SERVICE_MESSAGES.requestUnknown);
export const holdIdSchema = opaqueIdSchema(SERVICE_MESSAGES.hold);

/** §3 address of a service request: where the technician goes. */
export const serviceAddressSchema = postalAddressSchema;
export type ServiceAddress = z.infer<typeof serviceAddressSchema>;

/** What a customer sends as a new address (a reinstall): the address form's rules, trimmed. */
export const serviceAddressInputSchema = z
  .object({
    house_number: addressFields.house_number,
    address_name: addressFields.address_name,
    city: addressFields.city,
    state: addressFields.state,
    postal_code: addressFields.postal_code,
    latitude: addressFields.latitude,
    longitude: addressFields.longitude,
  })
  .check(coordinatesTogether, stateOfPincode);
export type ServiceAddressInput = z.input<typeof serviceAddressInputSchema>;

/** Who comes: the field-service system's technician. */
export const technicianSchema = z.object({
  name: z.string(),
  photoUrl: z.string(),
  /** Their average rating from customers, 1 to 5 with one decimal. */
  rating: z.number().check(z.gte(1), z.lte(5)),
});
export type Technician = z.infer<typeof technicianSchema>;

/** A rating of 1 to 5 (§5 range) with the customer's remarks, once per completed visit. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const FEEDBACK_REMARKS_MAX = 300;

export const technicianFeedbackSchema = z.object({
  rating: z.int().check(z.gte(MIN_RATING), z.lte(MAX_RATING)),
  remarks: z.string(),
  at: z.iso.datetime(),
});
export type TechnicianFeedback = z.infer<typeof technicianFeedbackSchema>;

/** Why the visit is free, or null when it is charged. */
export const SERVICE_COVERAGES = ['WARRANTY', 'PLAN'] as const;
export const serviceCoverageSchema = z.enum(SERVICE_COVERAGES);
export type ServiceCoverage = z.infer<typeof serviceCoverageSchema>;

/** A request as a list shows it (the device page, /statusTracking, the pending request list). */
export const serviceRequestSchema = z.object({
  serviceRequestID: z.string(),
  assetId: z.string(),
  /** The device's name (§3 productName). */
  productName: z.string(),
  serviceType: serviceTypeSchema,
  status: serviceRequestStatusSchema,
  /** The visit's day and its slot's start, "HH:MM" in India time. */
  serviceDate: z.iso.date(),
  serviceSlot: z.string(),
  /** "01:00" (§3 serviceDuration). */
  serviceDuration: z.string(),
  /** Who came or is coming; null until one is assigned. */
  technicianName: z.nullable(z.string()),
  /** What the customer said was wrong, for a repair. */
  defectType: z.nullable(z.string()),
  /** What the customer pays for the visit (0 when free by warranty or plan); null before it is priced. */
  chargePaise: z.nullable(paiseSchema),
  /** The customer may cancel it now (with a reason from the dispositions). */
  isCancellable: z.boolean(),
  /** The customer may move it to another slot now. */
  isReschedulable: z.boolean(),
  /** Completed and not rated yet: /rateProfessional asks for a rating. */
  isRateable: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** Open and closed requests (§3 history), the next visit first among the open, newest first among the closed. */
export const serviceHistorySchema = z.object({
  open: z.array(serviceRequestSchema),
  closed: z.array(serviceRequestSchema),
});
export type ServiceHistory = z.infer<typeof serviceHistorySchema>;

/** The steps of a request's timeline, in the order they happen. */
export const SERVICE_TIMELINE_STEPS = [
  'REQUEST_RECEIVED',
  'PAID',
  'SCHEDULED',
  'RESCHEDULED',
  'TECHNICIAN_ASSIGNED',
  'ON_THE_WAY',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
] as const;
export const serviceTimelineStepSchema = z.enum(SERVICE_TIMELINE_STEPS);
export type ServiceTimelineStep = z.infer<typeof serviceTimelineStepSchema>;

/** How a timeline step is named: "Request received", "Installation Scheduled" (§4), "Technician assigned", … */
export function serviceTimelineLabel(step: ServiceTimelineStep, serviceType: ServiceType): string {
  switch (step) {
    case 'REQUEST_RECEIVED':
      return 'Request received';
    case 'PAID':
      return 'Payment received';
    case 'SCHEDULED':
      return `${serviceTypeLabels[serviceType]} Scheduled`;
    case 'RESCHEDULED':
      return 'Rescheduled';
    case 'TECHNICIAN_ASSIGNED':
      return 'Technician assigned';
    case 'ON_THE_WAY':
      return 'On the way';
    case 'IN_PROGRESS':
      return 'Visit started';
    case 'COMPLETED':
      return 'Completed';
    case 'CANCELLED':
      return 'Cancelled';
  }
}

/** One step of the timeline: done (`at` set) or still to come (`at` null). */
export const serviceTimelineEventSchema = z.object({
  step: serviceTimelineStepSchema,
  label: z.string(),
  at: z.nullable(z.iso.datetime()),
  /** E.g. the new slot of a reschedule, or the reason of a cancel. */
  note: z.nullable(z.string()),
});
export type ServiceTimelineEvent = z.infer<typeof serviceTimelineEventSchema>;

/** A repair the customer chose, as priced when booked. */
export const chosenRepairSchema = z.object({ code: z.string(), label: z.string(), pricePaise: paiseSchema });

/** `/api/schedule/getServiceDetails`: one request with its timeline, technician and price. */
export const serviceRequestDetailsSchema = z.extend(serviceRequestSchema, {
  addnRemarks: z.nullable(z.string()),
  address: serviceAddressSchema,
  hubCode: z.string(),
  technician: z.nullable(technicianSchema),
  /**
   * Events done, oldest first, then the steps still to come (`at` null) up to Completed; a
   * cancelled request ends with Cancelled.
   */
  timeline: z.array(serviceTimelineEventSchema),
  repairs: z.array(chosenRepairSchema),
  /** Why the visit is free; null when it is charged. */
  coverage: z.nullable(serviceCoverageSchema),
  /** What the visit costs: the visit charge and the repairs chosen; 0 when free. */
  servicePricePaise: paiseSchema,
  /** The order paying for it in advance, when the customer chose to pay now. */
  prepaidOrder: z.nullable(
    z.object({ orderId: orderIdSchema, status: orderStatusSchema, amountPaise: paiseSchema }),
  ),
  /** §3 prepaidAmountCollected: paid in advance. */
  prepaidAmountCollected: z.boolean(),
  feedback: z.nullable(technicianFeedbackSchema),
  /** The reason chosen when it was cancelled; null otherwise. */
  cancelReason: z.nullable(z.string()),
});
export type ServiceRequestDetails = z.infer<typeof serviceRequestDetailsSchema>;

/** A choice for the book-a-service step's defect list. */
export const defectOptionSchema = z.object({ value: z.string(), label: z.string() });
export type DefectOption = z.infer<typeof defectOptionSchema>;

/** A repair offered for a device, priced for this customer (0 when the warranty or plan covers it). */
export const repairOptionSchema = z.object({ code: z.string(), label: z.string(), pricePaise: paiseSchema });
export type RepairOption = z.infer<typeof repairOptionSchema>;

/** Why a visit cannot be booked for a device now. */
export const INELIGIBILITY_CODES = [
  /** One open request of a kind per device: reschedule or cancel that one instead. */
  'OPEN_REQUEST',
  /** The device's pincode has no service centre. */
  'OUTSIDE_SERVICE_AREA',
  /** We do not know where the device is installed. */
  'NO_ADDRESS',
  /** A periodic service is free or not booked: the device's warranty or plan has none left. */
  'NO_FREE_SERVICE',
] as const;
export const ineligibilityCodeSchema = z.enum(INELIGIBILITY_CODES);
export type IneligibilityCode = z.infer<typeof ineligibilityCodeSchema>;

/** `/api/service/service-booking-eligibility`: whether and at what price the device can have this visit. */
export const bookingEligibilitySchema = z.object({
  assetId: z.string(),
  productName: z.string(),
  serviceType: bookableServiceTypeSchema,
  eligible: z.boolean(),
  /** Why not, said so the customer knows what to do; null when eligible. */
  reason: z.nullable(
    z.object({
      code: ineligibilityCodeSchema,
      message: z.string(),
      /** The open request in the way (OPEN_REQUEST); null otherwise. */
      serviceRequestID: z.nullable(z.string()),
    }),
  ),
  coverage: z.nullable(serviceCoverageSchema),
  /** The visit's charge; null when it is free by warranty or plan (`coverage`). */
  servicePricePaise: z.nullable(paiseSchema),
  /** The customer may pay the charge online now instead of to the technician. */
  isPrepaidAllowed: z.boolean(),
  /** The installed address, where the visit is made (a reinstall gives a new one). */
  address: z.nullable(serviceAddressSchema),
  hubCode: z.nullable(z.string()),
  serviceDuration: z.string(),
  /** The book-a-service step's defect list (a repair names one). */
  defectTypes: z.array(defectOptionSchema),
  /** The select-repair step's list (a repair chooses at least one). */
  repairs: z.array(repairOptionSchema),
});
export type BookingEligibility = z.infer<typeof bookingEligibilitySchema>;

export const SLOT_STATES = ['available', 'full', 'unavailable'] as const;
export const slotStateSchema = z.enum(SLOT_STATES);
export type SlotState = z.infer<typeof slotStateSchema>;

/** A one-hour slot of a day: `full` is booked out, `unavailable` is too soon or outside working hours. */
export const serviceSlotOptionSchema = z.object({
  /** The slot's start ("HH:MM"), unique in its day: what a hold and a booking send as `slot`. */
  id: z.string(),
  start: z.string(),
  /** "10:00 AM – 11:00 AM". */
  label: z.string(),
  state: slotStateSchema,
  /** Places left (technicians on duty less visits booked and slots held); 0 unless available. */
  remaining: z.int().check(z.nonnegative()),
});
export type ServiceSlotOption = z.infer<typeof serviceSlotOptionSchema>;

export const serviceDaySchema = z.object({
  date: z.iso.date(),
  slots: z.array(serviceSlotOptionSchema),
});
export type ServiceDay = z.infer<typeof serviceDaySchema>;

/** How many days ahead a visit can be booked, today included. */
export const SLOT_DAYS_AHEAD = 14;

/** `/api/schedule/slotData`: the hub's calendar for the next two weeks, day by day. */
export const slotCalendarSchema = z.object({
  hubCode: z.string(),
  hubName: z.string(),
  serviceDuration: z.string(),
  days: z.array(serviceDaySchema),
});
export type SlotCalendar = z.infer<typeof slotCalendarSchema>;

/** Whose calendar: a device's hub (its installed pincode), or the hub of a pincode (a reinstall's new address). */
const assetOrPincodeFields = { assetId: z.optional(assetIdSchema), pincode: z.optional(pincodeSchema) };
const exactlyOneOfAssetOrPincode = z.refine<{ assetId?: string; pincode?: string }>(
  (value) => (value.assetId === undefined) !== (value.pincode === undefined),
  { message: SERVICE_MESSAGES.assetOrPincode, path: ['assetId'] },
);
const assetOrPincode = z.object(assetOrPincodeFields).check(exactlyOneOfAssetOrPincode);

/** A free slot offered instead of a taken one (the SLOT_TAKEN error answer's `nearestSlots`). */
export type NearestSlot = NonNullable<ErrorAnswer['nearestSlots']>[number];

/** A place in a slot kept for the customer while they review the summary. */
export const slotHoldSchema = z.object({
  holdId: z.string(),
  hubCode: z.string(),
  date: z.iso.date(),
  slot: z.string(),
  expiresAt: z.iso.datetime(),
});
export type SlotHold = z.infer<typeof slotHoldSchema>;

/** How long a hold lasts. A customer keeps one hold at a time: holding a slot gives back their other one. */
export const SLOT_HOLD_MINUTES = 5;

export const slotHoldRequestSchema = z
  .object({
    ...assetOrPincodeFields,
    date: serviceDateSchema,
    slot: serviceSlotSchema,
    /** The hold it replaces (the customer chose another slot): released in the same step, as is any other of theirs. */
    replacesHoldId: z.optional(holdIdSchema),
  })
  .check(exactlyOneOfAssetOrPincode);
export type SlotHoldRequest = z.input<typeof slotHoldRequestSchema>;

const idempotencyKeySchema = opaqueIdSchema(SERVICE_MESSAGES.idempotencyKey).check(
  z.minLength(16, SERVICE_MESSAGES.idempotencyKey),
);

const remarksSchema = z.pipe(
  z.string({ error: SERVICE_MESSAGES.remarks }),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.maxLength(300, SERVICE_MESSAGES.remarks)),
  ),
);

const codeSchema = (message: string) =>
  z.string({ error: message }).check(z.regex(/^[A-Z0-9_]{1,40}$/, message));

/** §3 service request state as booking sends it. The price is the server's; the customer only chooses. */
export const bookServiceSchema = z.object({
  assetId: assetIdSchema,
  serviceType: bookableServiceTypeSchema,
  /** A code of the eligibility's defectTypes; required for a repair. */
  defectType: z.optional(codeSchema(SERVICE_MESSAGES.defectType)),
  addnRemarks: z.optional(remarksSchema),
  date: serviceDateSchema,
  slot: serviceSlotSchema,
  /** The hold on this slot (POST /api/schedule/hold); booking turns it into the visit. */
  holdId: holdIdSchema,
  /** The visit at the device's installed address; false with `address` for a reinstall. */
  useCurrentAddress: z._default(z.boolean(), true),
  address: z.optional(serviceAddressInputSchema),
  /** Codes of the eligibility's repairs; a repair chooses at least one. */
  repairs: z._default(
    z.array(codeSchema(SERVICE_MESSAGES.repairs)).check(z.maxLength(10, SERVICE_MESSAGES.repairs)),
    [],
  ),
  /** Pay the charge online now (when isPrepaidAllowed); otherwise the technician is paid. */
  payNow: z._default(z.boolean(), false),
  /** Made once per attempt and kept for its retries: the same key answers the same request. */
  idempotencyKey: idempotencyKeySchema,
});
export type BookService = z.input<typeof bookServiceSchema>;

/** A booked visit, and the order to pay on `/ecom/payment/<orderId>` when paid now. */
export const bookingResultSchema = z.object({
  request: serviceRequestDetailsSchema,
  /** Null unless paid now: the request stays AWAITING_PAYMENT until this order is paid. */
  order: z.nullable(
    z.object({ orderId: orderIdSchema, status: orderStatusSchema, amountPaise: paiseSchema }),
  ),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

const keysOf = <Codes extends Record<string, string>>(codes: Codes) =>
  Object.keys(codes) as [keyof Codes & string, ...(keyof Codes & string)[]];

export const dispositionSchema = z.object({ code: z.string(), label: z.string() });
export type Disposition = z.infer<typeof dispositionSchema>;
export const dispositionsSchema = z.object({
  reschedule: z.array(dispositionSchema),
  cancel: z.array(dispositionSchema),
});
export type Dispositions = z.infer<typeof dispositionsSchema>;

export const rescheduleServiceSchema = z.object({
  serviceRequestID: serviceRequestIdSchema,
  date: serviceDateSchema,
  slot: serviceSlotSchema,
  holdId: holdIdSchema,
  reason: z.enum(keysOf(RESCHEDULE_DISPOSITIONS), { error: SERVICE_MESSAGES.reason }),
});
export type RescheduleService = z.input<typeof rescheduleServiceSchema>;

export const cancelServiceSchema = z.object({
  serviceRequestID: serviceRequestIdSchema,
  reason: z.enum(keysOf(CANCEL_DISPOSITIONS), { error: SERVICE_MESSAGES.reason }),
});
export type CancelService = z.input<typeof cancelServiceSchema>;

export const technicianFeedbackInputSchema = z.object({
  serviceRequestID: serviceRequestIdSchema,
  rating: z
    .int({ error: SERVICE_MESSAGES.rating })
    .check(z.gte(MIN_RATING, SERVICE_MESSAGES.rating), z.lte(MAX_RATING, SERVICE_MESSAGES.rating)),
  remarks: z._default(
    z.pipe(
      z.string({ error: SERVICE_MESSAGES.remarks }),
      z.pipe(
        z.transform((value: string) => value.trim()),
        z.string().check(z.maxLength(FEEDBACK_REMARKS_MAX, SERVICE_MESSAGES.remarks)),
      ),
    ),
    '',
  ),
});
export type TechnicianFeedbackInput = z.input<typeof technicianFeedbackInputSchema>;

/** `/api/service/freeservice`: the free periodic services a device is entitled to. */
export const freeServiceSchema = z.object({
  assetId: z.string(),
  productName: z.string(),
  /** What makes them free; null when nothing does. */
  coverage: z.nullable(serviceCoverageSchema),
  tier: z.nullable(tierSchema),
  /** Free periodic services in the current plan or warranty year. */
  included: z.int().check(z.nonnegative()),
  used: z.int().check(z.nonnegative()),
  remaining: z.int().check(z.nonnegative()),
  /** The last day they can be had (the plan's or warranty's end); null without coverage. */
  validUntil: z.nullable(z.iso.date()),
  /** A periodic service already booked and open; book no other until it is done. */
  openServiceRequestID: z.nullable(z.string()),
  /** One sentence: what the customer is entitled to and what to do. */
  message: z.string(),
});
export type FreeService = z.infer<typeof freeServiceSchema>;

const requestQuery = z.object({ serviceRequestID: serviceRequestIdSchema });

export const serviceCalls = {
  /** The customer's requests, open and closed: of one device, or of all of them (/statusTracking). */
  list: defineCall({
    method: 'GET',
    path: '/api/schedule/getServices',
    query: z.object({ assetId: z.optional(assetIdSchema) }),
    answer: dataAnswer(serviceHistorySchema),
  }),
  /** One of the customer's requests with its timeline, technician, address and price. */
  details: defineCall({
    method: 'GET',
    path: '/api/schedule/getServiceDetails',
    query: requestQuery,
    answer: dataAnswer(serviceRequestDetailsSchema),
  }),
  /**
   * Whether the device can have this kind of visit now, why not, and what it costs. A reinstall's
   * new address is asked about by its `pincode`, once given.
   */
  eligibility: defineCall({
    method: 'GET',
    path: '/api/service/service-booking-eligibility',
    query: z.object({
      assetId: assetIdSchema,
      serviceType: bookableServiceTypeSchema,
      pincode: z.optional(pincodeSchema),
    }),
    answer: dataAnswer(bookingEligibilitySchema),
  }),
  /** The next two weeks of one-hour slots at the hub of a device or a pincode. */
  slots: defineCall({
    method: 'GET',
    path: '/api/schedule/slotData',
    query: assetOrPincode,
    answer: dataAnswer(slotCalendarSchema),
  }),
  /**
   * Keeps a place in a slot for SLOT_HOLD_MINUTES while the customer reviews the summary. A slot
   * taken meanwhile answers 409 SLOT_TAKEN "This slot is no longer available" with `nearestSlots`.
   */
  hold: defineCall({
    method: 'POST',
    path: '/api/schedule/hold',
    body: slotHoldRequestSchema,
    answer: dataAnswer(slotHoldSchema),
  }),
  /** Gives a held place back (the customer left the summary); releasing twice is harmless. */
  release: defineCall({
    method: 'POST',
    path: '/api/schedule/release',
    body: z.object({ holdId: holdIdSchema }),
    answer: dataAnswer(z.object({ released: z.boolean() })),
  }),
  /** Books the held slot: the request, and the order to pay when paid now. Idempotent by its key. */
  book: defineCall({
    method: 'POST',
    path: '/api/service/schedule',
    body: bookServiceSchema,
    answer: dataAnswer(bookingResultSchema),
  }),
  /** Moves a visit to a held slot: the old place freed and the new one taken together. */
  reschedule: defineCall({
    method: 'POST',
    path: '/api/schedule/rescheduleAService',
    body: rescheduleServiceSchema,
    answer: dataAnswer(serviceRequestDetailsSchema),
  }),
  /** The same for an installation booked with a purchase. */
  rescheduleInstallation: defineCall({
    method: 'POST',
    path: '/api/schedule/ir-reschedule',
    body: rescheduleServiceSchema,
    answer: dataAnswer(serviceRequestDetailsSchema),
  }),
  /** Cancels a visit that isCancellable; its slot is freed and a prepaid order refunded. */
  cancel: defineCall({
    method: 'POST',
    path: '/api/schedule/cancelBooking',
    body: cancelServiceSchema,
    answer: dataAnswer(serviceRequestDetailsSchema),
  }),
  /** The reasons a customer can give to reschedule or cancel (public). */
  dispositions: defineCall({
    method: 'GET',
    path: '/api/slot/dispositions',
    answer: dataAnswer(dispositionsSchema),
  }),
  /** Rates the technician of a completed visit, once. */
  feedback: defineCall({
    method: 'POST',
    path: '/api/schedule/submitTechnicianFeedback',
    body: technicianFeedbackInputSchema,
    answer: dataAnswer(serviceRequestDetailsSchema),
  }),
  /** The free services of one device, or of each of the customer's devices. */
  freeService: defineCall({
    method: 'GET',
    path: '/api/service/freeservice',
    query: z.object({ assetId: z.optional(assetIdSchema) }),
    answer: dataAnswer(z.array(freeServiceSchema)),
  }),
};

/** Development only (like the OTP outbox): moves the field-service simulator on. */
export const serviceDevCalls = {
  /** The visit's next field-service step now (assigned, on the way, started, completed), whatever the clock says. */
  advance: defineCall({
    method: 'POST',
    path: '/api/dev/field-service/advance',
    body: z.object({ serviceRequestID: serviceRequestIdSchema }),
    answer: dataAnswer(serviceRequestDetailsSchema),
  }),
};
