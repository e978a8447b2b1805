import * as z from 'zod/mini';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';
import { defineCall } from './call.ts';

/** OTP lengths a deployment may configure (OTP_LENGTH); the default is 6, and fewer are too easy to guess. */
export const OTP_MIN_LENGTH = 6;
export const OTP_MAX_LENGTH = 8;

export const otpSendRequestSchema = z.object({ mobile: mobileNumberSchema });
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

export const otpVerifyRequestSchema = z.object({
  mobile: mobileNumberSchema,
  otp: z
    .string({ error: 'Enter the code we sent to your mobile number.' })
    .check(z.regex(otpCode, 'The code is made of digits only. Check the SMS and enter it again.')),
  requestId: z
    .string({ error: 'Request a code first, then enter it.' })
    .check(
      z.minLength(1, 'Request a code first, then enter it.'),
      z.maxLength(100, 'Request a code first, then enter it.'),
    ),
});
export type OtpVerifyRequest = z.input<typeof otpVerifyRequestSchema>;

export const otpVerifyResultSchema = z.object({
  accountId: z.string().check(z.minLength(1)),
  customerId: z.string().check(z.minLength(1)),
});
export type OtpVerifyResult = z.infer<typeof otpVerifyResultSchema>;
export const otpVerifyAnswerSchema = dataAnswer(otpVerifyResultSchema);
export type OtpVerifyAnswer = z.infer<typeof otpVerifyAnswerSchema>;

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
  /** Development only: served beside the development SMS sender, never in production. */
  outbox: defineCall({
    method: 'GET',
    path: '/api/dev/otp-outbox',
    query: otpOutboxQuerySchema,
    answer: otpOutboxAnswerSchema,
  }),
};
