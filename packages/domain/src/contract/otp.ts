import * as z from 'zod/mini';
import { emailAddressSchema } from './email.ts';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';
import { defineCall } from './call.ts';

/** OTP lengths a deployment may configure (OTP_LENGTH); the default is 6, and fewer are too easy to guess. */
export const OTP_MIN_LENGTH = 6;
export const OTP_MAX_LENGTH = 8;

/**
 * What a code sent by `send` is for: signing in, or confirming a visitor's number for a lead (a home
 * demo), which never signs anyone in. Profile and email changes send their codes from their own calls.
 */
export const OTP_SEND_PURPOSES = ['sign_in', 'lead'] as const;
export type OtpSendPurpose = (typeof OTP_SEND_PURPOSES)[number];

export const otpSendRequestSchema = z.object({
  mobile: mobileNumberSchema,
  purpose: z._default(
    z.enum(OTP_SEND_PURPOSES, { error: 'Send a code for signing in or for a lead.' }),
    'sign_in',
  ),
});
export type OtpSendRequest = z.input<typeof otpSendRequestSchema>;

export const otpSendResultSchema = z.object({
  requestId: z.string().check(z.minLength(1)),
  otpLength: z.int().check(z.gte(OTP_MIN_LENGTH), z.lte(OTP_MAX_LENGTH)),
  expiresInSeconds: z.int().check(z.positive()),
  resendAfterSeconds: z.int().check(z.nonnegative()),
});
export type OtpSendResult = z.infer<typeof otpSendResultSchema>;
export const otpSendAnswerSchema = dataAnswer(otpSendResultSchema);
export type OtpSendAnswer = z.infer<typeof otpSendAnswerSchema>;

const otpCode = new RegExp(`^\\d{${OTP_MIN_LENGTH},${OTP_MAX_LENGTH}}$`);

const ENTER_THE_CODE = 'Enter the code we sent to your mobile number.';

/** A code as typed from the SMS: digits only, of a length a deployment may configure. */
export const otpCodeSchema = z.string({ error: ENTER_THE_CODE }).check(
  // Nothing typed is asked for, not called the wrong shape.
  z.minLength(1, { error: ENTER_THE_CODE, abort: true }),
  z.regex(otpCode, 'The code is made of digits only. Check the SMS and enter it again.'),
);

/** The id `send` answered, naming the code a verify checks. */
export const otpRequestIdSchema = z
  .string({ error: 'Request a code first, then enter it.' })
  .check(
    z.minLength(1, 'Request a code first, then enter it.'),
    z.maxLength(100, 'Request a code first, then enter it.'),
  );

export const otpVerifyRequestSchema = z.object({
  mobile: mobileNumberSchema,
  otp: otpCodeSchema,
  requestId: otpRequestIdSchema,
});
export type OtpVerifyRequest = z.input<typeof otpVerifyRequestSchema>;

export const otpVerifyResultSchema = z.object({
  accountId: z.string().check(z.minLength(1)),
  customerId: z.string().check(z.minLength(1)),
});
export type OtpVerifyResult = z.infer<typeof otpVerifyResultSchema>;
export const otpVerifyAnswerSchema = dataAnswer(otpVerifyResultSchema);
export type OtpVerifyAnswer = z.infer<typeof otpVerifyAnswerSchema>;

/** A visitor's number confirmed for a lead, until when the confirmation lasts. */
export const leadVerificationSchema = z.object({
  mobile: z.string(),
  verifiedUntil: z.iso.datetime({ offset: true }),
});
export type LeadVerification = z.infer<typeof leadVerificationSchema>;
export const leadVerifyAnswerSchema = dataAnswer(leadVerificationSchema);

/** Development only: the latest OTP "sent" to a number, so people and tests can sign in. */
export const otpOutboxQuerySchema = z.object({ mobile: mobileNumberSchema });
export type OtpOutboxQuery = z.input<typeof otpOutboxQuerySchema>;

export const otpOutboxEntrySchema = z.object({
  mobile: z.string(),
  otp: z.string(),
  requestId: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type OtpOutboxEntry = z.infer<typeof otpOutboxEntrySchema>;
export const otpOutboxAnswerSchema = dataAnswer(otpOutboxEntrySchema);
export type OtpOutboxAnswer = z.infer<typeof otpOutboxAnswerSchema>;

/** Development only: the latest text (not a code) "sent" to a number: a visit's step, a payment link. */
export const smsOutboxEntrySchema = z.object({
  mobile: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntrySchema>;

/** Development only: the latest email "sent" to an address (the code that confirms it). */
export const emailOutboxQuerySchema = z.object({ email: emailAddressSchema });
export type EmailOutboxQuery = z.input<typeof emailOutboxQuerySchema>;

export const emailOutboxEntrySchema = z.object({
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  otp: z.string(),
  requestId: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type EmailOutboxEntry = z.infer<typeof emailOutboxEntrySchema>;
export const emailOutboxAnswerSchema = dataAnswer(emailOutboxEntrySchema);

export const otpCalls = {
  send: defineCall({
    method: 'POST',
    path: '/api/public/ecom/v1/otp/send',
    body: otpSendRequestSchema,
    answer: otpSendAnswerSchema,
  }),
  /** On success the answer signs the customer in (both cookies are set). */
  verify: defineCall({
    method: 'POST',
    path: '/api/public/ecom/v1/otp/verify',
    body: otpVerifyRequestSchema,
    answer: otpVerifyAnswerSchema,
  }),
  /**
   * Checks a code sent for a lead: the answer confirms the number for booking a home demo (an
   * HttpOnly cookie for a short while) and signs no one in.
   */
  verifyLead: defineCall({
    method: 'POST',
    path: '/api/public/ecom/v1/otp/verifyLead',
    body: otpVerifyRequestSchema,
    answer: leadVerifyAnswerSchema,
  }),
  /** Development only: served beside the development SMS sender, never in production. */
  outbox: defineCall({
    method: 'GET',
    path: '/api/dev/otp-outbox',
    query: otpOutboxQuerySchema,
    answer: otpOutboxAnswerSchema,
  }),
  /** Development only: the latest text sent to a number, beside the codes' outbox. */
  smsOutbox: defineCall({
    method: 'GET',
    path: '/api/dev/sms-outbox',
    query: otpOutboxQuerySchema,
    answer: dataAnswer(smsOutboxEntrySchema),
  }),
  /** Development only: served beside the development email sender, never in production. */
  emailOutbox: defineCall({
    method: 'GET',
    path: '/api/dev/email-outbox',
    query: emailOutboxQuerySchema,
    answer: emailOutboxAnswerSchema,
  }),
};
