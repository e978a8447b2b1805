import { fullNameMaxLength, isValidPersonName, personNameMaxLength } from '@nirmal/format';
import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, emailAddressSchema } from './email.ts';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';
import { otpSendResultSchema, otpVerifyRequestSchema } from './otp.ts';
import { defineCall } from './call.ts';

export const profileQuerySchema = z.object({
  d365UserId: z.optional(z.string().check(z.maxLength(100, 'd365UserId is too long.'))),
});
export type ProfileQuery = z.infer<typeof profileQuerySchema>;

export const contactSchema = z.object({
  phone: z.string(),
  isPrimary: z.boolean(),
  /** A secondary user's name; the primary user's is the profile's first and last name. */
  name: z.optional(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

/** The profile as the server sends it (§3); the client derives full name, primary phone and isLoggedIn. */
export const profileSchema = z.object({
  customerId: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  webEngageId: z.nullable(z.string()),
  contacts: z.array(contactSchema),
  /** Absent until the customer adds one. */
  email: z.optional(z.string()),
});
export type ProfileData = z.infer<typeof profileSchema>;

/** The profile sits under `data.data` (§7). */
export const profileAnswerSchema = dataAnswer(z.object({ data: profileSchema }));
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

export const PROFILE_MESSAGES = {
  firstName: 'Enter the first name, in letters.',
  lastName: 'Write the last name in letters, or leave it empty.',
  name: 'Enter the name, in letters.',
  email: INVALID_EMAIL_MESSAGE,
} as const;

/** Letters of any script with spaces, dots, apostrophes and hyphens, trimmed, at most `max` long. */
export const personName = (message: string, max: number) =>
  z.pipe(
    z.string({ error: message }),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z
        .string()
        .check(z.maxLength(max, `Keep it to ${max} characters.`), z.refine(isValidPersonName, message)),
    ),
  );

export const updatePrimaryNameSchema = z.object({
  firstName: personName(PROFILE_MESSAGES.firstName, personNameMaxLength),
  lastName: z.pipe(
    z.optional(z.string({ error: PROFILE_MESSAGES.lastName })),
    z.pipe(
      z.transform((value: string | undefined) => (value ?? '').trim()),
      z.string().check(
        z.maxLength(personNameMaxLength, `Keep it to ${personNameMaxLength} characters.`),
        z.refine((value) => value === '' || isValidPersonName(value), PROFILE_MESSAGES.lastName),
      ),
    ),
  ),
});
export type UpdatePrimaryName = z.input<typeof updatePrimaryNameSchema>;

const secondaryUserChangeSchema = z.object({
  kind: z.literal('secondaryUser'),
  name: personName(PROFILE_MESSAGES.name, fullNameMaxLength),
  phone: mobileNumberSchema,
  /** The secondary user's number this change replaces; absent when one is added. */
  replaces: z.optional(mobileNumberSchema),
});

const emailChangeSchema = z.object({
  kind: z.literal('email'),
  email: emailAddressSchema,
});

/**
 * A change that needs a code: a secondary user's number is confirmed by a code sent to that
 * number, an email address by a code sent to that address.
 */
export const profileChangeRequestSchema = z.discriminatedUnion('kind', [
  secondaryUserChangeSchema,
  emailChangeSchema,
]);
export type ProfileChangeRequest = z.input<typeof profileChangeRequestSchema>;

export const profileChangeSentSchema = z.extend(otpSendResultSchema, {
  /** Where the code went, masked: a number but for its last digits (+91 ••••• •3210), an email but for its first letter and domain (a••••@example.com). */
  sentTo: z.string(),
});
export type ProfileChangeSent = z.infer<typeof profileChangeSentSchema>;
export const profileChangeSentAnswerSchema = dataAnswer(profileChangeSentSchema);

export const profileChangeVerifySchema = z.pick(otpVerifyRequestSchema, { requestId: true, otp: true });
export type ProfileChangeVerify = z.input<typeof profileChangeVerifySchema>;

export const removeSecondaryUserSchema = z.object({ phone: mobileNumberSchema });
export type RemoveSecondaryUser = z.input<typeof removeSecondaryUserSchema>;

const profileAction = (action: string) => `/api/customer/account/profile/${action}`;

export const profileCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/customer/account/profileV2',
    query: profileQuerySchema,
    answer: profileAnswerSchema,
  }),
  /** Changes the primary user's first and last name; answers the profile as it now is. */
  updatePrimaryName: defineCall({
    method: 'POST',
    path: profileAction('update-primary-name'),
    body: updatePrimaryNameSchema,
    answer: profileAnswerSchema,
  }),
  /** Sends the code that confirms a change (see profileChangeRequestSchema); nothing changes yet. */
  requestChange: defineCall({
    method: 'POST',
    path: profileAction('request-change'),
    body: profileChangeRequestSchema,
    answer: profileChangeSentAnswerSchema,
  }),
  /** With the code: adds what the request named (a secondary user, or the email where none was). */
  verifyCreate: defineCall({
    method: 'POST',
    path: profileAction('verify-create'),
    body: profileChangeVerifySchema,
    answer: profileAnswerSchema,
  }),
  /** With the code: replaces what the request named (a secondary user, or the email). */
  verifyUpdate: defineCall({
    method: 'POST',
    path: profileAction('verify-update'),
    body: profileChangeVerifySchema,
    answer: profileAnswerSchema,
  }),
  /** Removes a secondary user; answers the profile as it now is. */
  requestDelete: defineCall({
    method: 'POST',
    path: profileAction('request-delete'),
    body: removeSecondaryUserSchema,
    answer: profileAnswerSchema,
  }),
};
