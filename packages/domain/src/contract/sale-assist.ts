import { fullNameMaxLength } from '@nirmal/format';
import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { DEMO_PRODUCTS } from './demo-terms.ts';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';
import { personName } from './profile.ts';
import { SALE_ASSIST_MESSAGES } from './sale-assist-terms.ts';
import { serviceDateSchema, serviceDaySchema, serviceSlotSchema } from './service.ts';

// Sale assist (§2 shell, §7): a visitor, signed in or not, asks a sales expert to call them back at
// a half-hour time of their choosing, today or on the next two days, about a kind of product.

export const saleAssistSlotsSchema = z.object({
  /** Each call's length, "HH:MM". */
  duration: z.string(),
  days: z.array(serviceDaySchema),
});
export type SaleAssistSlots = z.infer<typeof saleAssistSlotsSchema>;

export const saleAssistScheduleSchema = z.object({
  name: personName(SALE_ASSIST_MESSAGES.name, fullNameMaxLength),
  mobile: mobileNumberSchema,
  interest: z.enum(DEMO_PRODUCTS, { error: SALE_ASSIST_MESSAGES.interest }),
  date: serviceDateSchema,
  slot: serviceSlotSchema,
});
export type SaleAssistScheduleRequest = z.input<typeof saleAssistScheduleSchema>;

/** A booked call-back: when a sales expert calls which number. */
export const saleAssistCallSchema = z.object({
  callId: z.string(),
  name: z.string(),
  mobile: z.string(),
  interest: z.enum(DEMO_PRODUCTS),
  date: z.iso.date(),
  slot: z.string(),
  /** "04:00 PM – 04:30 PM". */
  slotLabel: z.string(),
});
export type SaleAssistCall = z.infer<typeof saleAssistCallSchema>;

export const saleAssistCalls = {
  /** The call-back times of today and the next two days, each with the places left (public). */
  slots: defineCall({
    method: 'GET',
    path: '/api/public/sale-assist/get-slots',
    answer: dataAnswer(saleAssistSlotsSchema),
  }),
  /**
   * Books a call-back (public). A number has one call to come: booking again moves it. 409
   * SLOT_TAKEN when the time filled meanwhile, 409 SLOT_NOT_BOOKABLE for a past or closed time,
   * 429 RATE_LIMITED after too many from one connection.
   */
  schedule: defineCall({
    method: 'POST',
    path: '/api/public/sale-assist/schedule',
    body: saleAssistScheduleSchema,
    answer: dataAnswer(saleAssistCallSchema),
  }),
};
