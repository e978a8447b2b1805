import * as z from 'zod/mini';
import { dataAnswer } from './http.ts';
import { defineCall } from './call.ts';

export const profileQuerySchema = z.object({
  d365UserId: z.optional(z.string().check(z.maxLength(100, 'd365UserId is too long.'))),
});
export type ProfileQuery = z.infer<typeof profileQuerySchema>;

export const contactSchema = z.object({
  phone: z.string(),
  isPrimary: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The profile as the server sends it (§3); the client derives full name, primary phone and isLoggedIn. */
export const profileSchema = z.object({
  customerId: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  webEngageId: z.nullable(z.string()),
  contacts: z.array(contactSchema),
});
export type ProfileData = z.infer<typeof profileSchema>;

/** The profile sits under `data.data` (§7). */
export const profileAnswerSchema = dataAnswer(z.object({ data: profileSchema }));
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

export const profileCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/customer/account/profileV2',
    query: profileQuerySchema,
    answer: profileAnswerSchema,
  }),
};
