import { staffActions } from '@nirmal/format';
import type { StaffAction } from '@nirmal/format';
import * as z from 'zod/mini';
import { AMC_MESSAGES, planPriceSchema } from './amc.ts';
import { assetIdSchema, planStatusSchema } from './assets.ts';
import { defineCall } from './call.ts';
import { opaqueIdSchema } from './checked.ts';
import { technologySchema, tierSchema, warrantyStatusSchema } from './enums.ts';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';
import { paiseSchema } from './money.ts';
import { serviceRequestStatusSchema, serviceTypeSchema } from './service.ts';

// The call centre's and CROs' look-up (issue 22): a customer found by mobile number or device id,
// with each device's warranty, plan and open service requests; a plan priced for staff exactly as
// for the customer; and the staff member's own history. Only signed-in staff may call them, whatever
// their public paths say, and a CRO only for customers with a device in their hub. Every look-up,
// found or not or refused, is recorded in the audit trail. Payment links are in payment-links.ts.

export const CALL_CENTRE_MESSAGES = {
  lookupInput: 'Enter a mobile number or a device id, not both.',
  customerUnknown: 'No customer has this mobile number.',
  deviceUnknown: 'No device has this id.',
  cursor: 'Open your history again from the start.',
} as const;

/** A CRO's refusal of a customer with no device in their hub. */
export function outsideHubMessage(hubCode: string): string {
  return `This customer is outside your hub (${hubCode}).`;
}

/** A CRO's refusal of a device in another hub, of a customer who has one in theirs. */
export function deviceOutsideHubMessage(hubCode: string): string {
  return `This device is outside your hub (${hubCode}).`;
}

/** Find a customer by one of: their mobile number, or the id of one of their devices. */
export const customerLookupQuerySchema = z
  .object({ mobile: z.optional(mobileNumberSchema), assetId: z.optional(assetIdSchema) })
  .check(
    z.refine((query) => (query.mobile === undefined) !== (query.assetId === undefined), {
      message: CALL_CENTRE_MESSAGES.lookupInput,
    }),
  );
export type CustomerLookupQuery = z.input<typeof customerLookupQuerySchema>;

/** A payment link sent earlier that the customer can still pay. */
const openLinkSchema = z.object({ linkId: z.string(), expiresAt: z.iso.datetime() });

/** An open service request of a device, and what the customer still owes for it. */
export const lookupServiceRequestSchema = z.object({
  serviceRequestId: z.string(),
  serviceType: serviceTypeSchema,
  status: serviceRequestStatusSchema,
  /** What is still to be paid for the visit (a link may collect it); null when nothing is due. */
  amountDuePaise: z.nullable(paiseSchema),
  /** The visit's link still awaiting payment, which must be cancelled before another; null when none. */
  openLink: z.nullable(openLinkSchema),
});
export type LookupServiceRequest = z.infer<typeof lookupServiceRequestSchema>;

/** One of the customer's devices as staff see it. */
export const lookupDeviceSchema = z.object({
  assetId: z.string(),
  name: z.string(),
  img: z.string(),
  technology: technologySchema,
  segment: z.string(),
  isRental: z.boolean(),
  hubCode: z.string(),
  warrantyStatus: warrantyStatusSchema,
  /** The latest plan's tier, running or ended; null when it never had one. */
  tier: z.nullable(tierSchema),
  planEndDate: z.nullable(z.iso.date()),
  /** The same plan status the customer's device page shows. */
  planStatus: planStatusSchema,
  openServiceRequests: z.array(lookupServiceRequestSchema),
  /** The device's plan link still awaiting payment, which a new plan link replaces; null when none. */
  openPlanLink: z.nullable(openLinkSchema),
});
export type LookupDevice = z.infer<typeof lookupDeviceSchema>;

export const customerLookupSchema = z.object({
  customer: z.object({
    customerId: z.string(),
    name: z.string(),
    /** The first two and last four digits: 90••••0001. */
    mobileMasked: z.string(),
    /** The hubs of the customer's devices, each once. */
    hubCodes: z.array(z.string()),
  }),
  devices: z.array(lookupDeviceSchema),
});
export type CustomerLookup = z.infer<typeof customerLookupSchema>;

export const staffPlanPriceQuerySchema = z.object({
  assetId: assetIdSchema,
  tier: z.enum(tierSchema.options, { error: AMC_MESSAGES.tier }),
});
export type StaffPlanPriceQuery = z.input<typeof staffPlanPriceQuerySchema>;

export const AUDIT_ACTIONS = staffActions;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = StaffAction;

/** Entries of the history in one page. */
export const AUDIT_PAGE_SIZE = 20;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  action: auditActionSchema,
  /** The customer concerned; null when none was found. */
  customerId: z.nullable(z.string()),
  customerName: z.nullable(z.string()),
  /** What it was about: a masked mobile number, a device id or a link id. */
  subject: z.string(),
  /** One sentence on what happened, e.g. why a look-up was refused. */
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditHistorySchema = z.object({
  /** Newest first. */
  entries: z.array(auditEntrySchema),
  /** Asks for the next, older page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type AuditHistory = z.infer<typeof auditHistorySchema>;

export const auditHistoryQuerySchema = z.object({
  cursor: z.optional(opaqueIdSchema(CALL_CENTRE_MESSAGES.cursor)),
});
export type AuditHistoryQuery = z.input<typeof auditHistoryQuerySchema>;

export const callCentreCalls = {
  /** A customer and their devices, by mobile number or device id (staff only; a CRO only in their hub). */
  lookup: defineCall({
    method: 'GET',
    path: '/api/public/call-centre/asset/',
    query: customerLookupQuerySchema,
    answer: dataAnswer(customerLookupSchema),
  }),
  /** The same PlanPrice the customer's `/api/service-product/price` answers, for staff. */
  planPrice: defineCall({
    method: 'GET',
    path: '/api/public/call-centre/plan-price',
    query: staffPlanPriceQuerySchema,
    answer: dataAnswer(planPriceSchema),
  }),
  /** The signed-in staff member's own history, newest first, a page at a time. */
  audit: defineCall({
    method: 'GET',
    path: '/api/public/call-centre/audit',
    query: auditHistoryQuerySchema,
    answer: dataAnswer(auditHistorySchema),
  }),
};
