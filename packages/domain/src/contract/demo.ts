import { fullNameMaxLength } from '@nirmal/format';
import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { pincodeSchema } from './catalogue.ts';
import { opaqueIdSchema } from './checked.ts';
import { DEMO_MESSAGES, DEMO_PRODUCTS } from './demo-terms.ts';
import { dataAnswer } from './http.ts';
import { personName } from './profile.ts';
import { serviceDateSchema, serviceSlotSchema, slotCalendarSchema } from './service.ts';

// Home demos (§1 "book a demo", /bookafreehomedemo and /book-a-demo): a visitor, signed in or not,
// confirms their mobile number by a code (otpCalls.verifyLead), then books a demonstration of a
// product at a pincode we serve, in a slot of the same calendar as service visits.

export const demoProductSchema = z.enum(DEMO_PRODUCTS, { error: DEMO_MESSAGES.productType });

export const demoSlotsQuerySchema = z.object({ pincode: pincodeSchema });
export type DemoSlotsQuery = z.input<typeof demoSlotsQuerySchema>;
export const demoSlotsAnswerSchema = dataAnswer(slotCalendarSchema);

export const bookDemoSchema = z.object({
  name: personName(DEMO_MESSAGES.name, fullNameMaxLength),
  pincode: pincodeSchema,
  productType: demoProductSchema,
  date: serviceDateSchema,
  slot: serviceSlotSchema,
  /** The same key books once: a double click or a retried request never books two demos. */
  idempotencyKey: opaqueIdSchema(DEMO_MESSAGES.idempotencyKey).check(
    z.minLength(16, DEMO_MESSAGES.idempotencyKey),
  ),
});
export type BookDemoRequest = z.input<typeof bookDemoSchema>;

/** A booked demo, as its visitor sees it. */
export const demoBookingSchema = z.object({
  demoId: z.string(),
  name: z.string(),
  /** The confirmed number the demo belongs to; only it can see the booking. */
  mobile: z.string(),
  pincode: z.string(),
  productType: demoProductSchema,
  date: z.iso.date(),
  slot: z.string(),
  /** "10:00 AM – 11:00 AM". */
  slotLabel: z.string(),
  hubName: z.string(),
});
export type DemoBooking = z.infer<typeof demoBookingSchema>;
export const demoBookingAnswerSchema = dataAnswer(demoBookingSchema);

export const demoParamsSchema = z.object({ demoId: opaqueIdSchema(DEMO_MESSAGES.unknown) });

export const demoCalls = {
  /** The free slots for a demo at a pincode (public); 409 OUTSIDE_SERVICE_AREA where we do not come. */
  slots: defineCall({
    method: 'GET',
    path: '/api/schedule/book-a-demo',
    query: demoSlotsQuerySchema,
    answer: demoSlotsAnswerSchema,
  }),
  /**
   * Books a demo for the number the lead cookie confirms (403 without one): 409 SLOT_TAKEN with
   * the nearest free slots when the slot filled meanwhile, 409 OUTSIDE_SERVICE_AREA away from our hubs.
   */
  book: defineCall({
    method: 'POST',
    path: '/api/schedule/book-a-demo',
    body: bookDemoSchema,
    answer: demoBookingAnswerSchema,
  }),
  /**
   * A demo booked for the number the lead cookie confirms (403 without one), for its confirmation
   * shown again (a reload); 404 for one that number did not book.
   */
  get: defineCall({
    method: 'GET',
    path: '/api/schedule/book-a-demo/:demoId',
    params: demoParamsSchema,
    answer: demoBookingAnswerSchema,
  }),
};
