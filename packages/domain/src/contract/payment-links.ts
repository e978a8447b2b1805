import { paymentLinkStatuses } from '@nirmal/format';
import * as z from 'zod/mini';
import { planCheckoutSchema, planPriceChangedSchema } from './amc.ts';
import { defineCall } from './call.ts';
import { opaqueIdSchema, pricedByServer } from './checked.ts';
import { dataAnswer } from './http.ts';
import { CURRENCY, paiseSchema } from './money.ts';
import { orderIdSchema } from './orders.ts';

// Payment links (issue 22), like Razorpay's: call-centre and CRO staff create a link for a plan
// of a customer's device or for the service charge of an open request, and the customer pays it
// from the SMS on the order's payment page. The server prices every link: a create body names
// what is paid for, never an amount. A link moves forward only, created → paid, expired,
// cancelled or replaced (by a newer plan order for the device). Staff calls need a staff session (a CRO only for customers of their hub); the
// customer's call answers only the customer the link was sent to.

export const PAYMENT_LINK_MESSAGES = {
  unknown: 'We could not find this payment link. Open it from the SMS we sent, or ask us to send a new one.',
  otherCustomer: 'This payment link was sent to another customer. Sign in with the number it was sent to.',
  expired: 'This payment link has expired. Ask us to send a new one.',
  cancelled: 'This payment link was cancelled. Ask us to send a new one if you still want to pay.',
  paid: 'This payment link has been paid. Thank you.',
  replaced:
    'We sent you a newer payment link for this device, so this one can no longer be paid. Pay with the link in our latest SMS.',
  /** The customer placed a plan order for the device themselves after the link was sent. */
  replacedByOrder:
    'A newer plan order was placed for this device, so this link can no longer be paid. Find it under My devices.',
  /** Resend and cancel act only on a link still awaiting payment. */
  notOpen: 'This link is no longer awaiting payment, so it cannot be sent again or cancelled.',
  purpose: 'Choose a plan or a service charge for the link.',
  amount:
    'A payment link is priced by Nirmal from the plan or service charge chosen. Send the choice, not an amount.',
  serviceNothingDue:
    'This service request has no charge awaiting payment, so there is nothing to send a link for.',
  serviceLinked: 'A link for this visit is already awaiting payment. Resend it, or cancel it first.',
  /** Staff choose a request from the customer's devices, not from a list of their own. */
  serviceUnknown:
    'We could not find this service request. Look the customer up again and choose its service charge.',
  cursor: 'Open the list of links again from the start.',
} as const;

export const PAYMENT_LINK_STATUSES = paymentLinkStatuses;
export const paymentLinkStatusSchema = z.enum(PAYMENT_LINK_STATUSES);
export type PaymentLinkStatus = z.infer<typeof paymentLinkStatusSchema>;

/** What a link pays for: a plan of a device, or the service charge of a request. */
export const PAYMENT_LINK_PURPOSES = ['plan', 'service'] as const;
export const paymentLinkPurposeSchema = z.enum(PAYMENT_LINK_PURPOSES);
export type PaymentLinkPurpose = z.infer<typeof paymentLinkPurposeSchema>;

/** `plink_` and random letters and digits. */
export const paymentLinkIdSchema = opaqueIdSchema(PAYMENT_LINK_MESSAGES.unknown);
const linkParams = z.object({ linkId: paymentLinkIdSchema });

/** A payment link as staff see it. */
export const paymentLinkSchema = z.object({
  linkId: z.string(),
  /** The plan order's id for a plan, the service request's id for a service charge. */
  referenceId: z.string(),
  /** The order the customer pays, on `/ecom/payment/<orderId>`. */
  orderId: orderIdSchema,
  purpose: paymentLinkPurposeSchema,
  /** What it pays for, as the SMS names it, e.g. "Gold plan for 2 years for Aqua RO+UV". */
  description: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  /** The number the SMS went to, masked: 90••••0001. */
  mobileMasked: z.string(),
  amountPaise: paiseSchema,
  currency: z.literal(CURRENCY),
  status: paymentLinkStatusSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  paidAt: z.nullable(z.iso.datetime()),
  /** The storefront's `/pay/<linkId>`, as the SMS carries it. */
  shortUrl: z.string(),
  /** When the last SMS with the link went out. */
  smsSentAt: z.iso.datetime(),
  /** The staff id of whoever created it. */
  createdBy: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

const idempotencyKeySchema = planCheckoutSchema.shape.idempotencyKey;

/** A plan for a device: the same choices as the customer's plan checkout, with the price version seen. */
export const planPaymentLinkSchema = z.extend(z.omit(planCheckoutSchema, { provider: true }), {
  purpose: z.literal('plan'),
});

/** The service charge of an open request, priced by the server. */
export const servicePaymentLinkSchema = z.object({
  purpose: z.literal('service'),
  serviceRequestId: opaqueIdSchema(PAYMENT_LINK_MESSAGES.serviceUnknown),
  idempotencyKey: idempotencyKeySchema,
});

/** What creating a link sends: what it pays for, discriminated by `purpose`; never an amount. */
export const createPaymentLinkSchema = pricedByServer(
  z.discriminatedUnion('purpose', [planPaymentLinkSchema, servicePaymentLinkSchema], {
    error: PAYMENT_LINK_MESSAGES.purpose,
  }),
  PAYMENT_LINK_MESSAGES.amount,
);
export type CreatePaymentLink =
  z.input<typeof planPaymentLinkSchema> | z.input<typeof servicePaymentLinkSchema>;

export const createPaymentLinkResultSchema = z.discriminatedUnion('outcome', [
  /** The link, sent to the customer by SMS (the same idempotency key answers the same link). */
  z.object({ outcome: z.literal('created'), link: paymentLinkSchema }),
  planPriceChangedSchema,
]);
export type CreatePaymentLinkResult = z.infer<typeof createPaymentLinkResultSchema>;

/** A page of the links a staff member created, newest first. */
export const paymentLinkPageSchema = z.object({
  links: z.array(paymentLinkSchema),
  /** Pass it back as `cursor` for the next page; null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type PaymentLinkPage = z.infer<typeof paymentLinkPageSchema>;

/** A link as its customer sees it: where it stands and, while it can be paid, where to pay it. */
export const customerPaymentLinkSchema = z.object({
  link: z.omit(paymentLinkSchema, { createdBy: true }),
  /** `/ecom/payment/<orderId>` while the link can be paid; null otherwise. */
  payPath: z.nullable(z.string()),
  /** Why it cannot be paid (expired, cancelled, replaced, paid); null while it can. */
  message: z.nullable(z.string()),
});
export type CustomerPaymentLink = z.infer<typeof customerPaymentLinkSchema>;

export const paymentLinkCalls = {
  /** Staff: creates a link and sends it to the customer by SMS; idempotent by the idempotency key. */
  create: defineCall({
    method: 'POST',
    path: '/api/public/call-centre/create-payment-link',
    body: createPaymentLinkSchema,
    answer: dataAnswer(createPaymentLinkResultSchema),
  }),
  /** Staff: the links the signed-in staff member created, newest first. */
  list: defineCall({
    method: 'GET',
    path: '/api/public/call-centre/payment-links',
    query: z.object({ cursor: z.optional(opaqueIdSchema(PAYMENT_LINK_MESSAGES.cursor)) }),
    answer: dataAnswer(paymentLinkPageSchema),
  }),
  /** Staff: sends the SMS of a link awaiting payment again. */
  resend: defineCall({
    method: 'POST',
    path: '/api/public/call-centre/payment-links/:linkId/resend',
    params: linkParams,
    answer: dataAnswer(paymentLinkSchema),
  }),
  /** Staff: cancels a link awaiting payment and the order it would pay. */
  cancel: defineCall({
    method: 'POST',
    path: '/api/public/call-centre/payment-links/:linkId/cancel',
    params: linkParams,
    answer: dataAnswer(paymentLinkSchema),
  }),
  /** Customer: one of their links, and where to pay it. */
  open: defineCall({
    method: 'GET',
    path: '/api/payment-links/:linkId',
    params: linkParams,
    answer: dataAnswer(customerPaymentLinkSchema),
  }),
};
