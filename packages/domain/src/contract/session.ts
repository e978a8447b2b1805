import * as z from 'zod/mini';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';
import { defineCall } from './call.ts';

/** Development auto-login (§7, §8); served only beside commerce-api's development SMS sender. */
export const sessionCreateRequestSchema = z.object({
  mobile_number: mobileNumberSchema,
  time_in_millis: z
    .int({ error: 'time_in_millis must be a number of milliseconds.' })
    .check(z.nonnegative('time_in_millis must be a number of milliseconds.')),
  user_agent: z
    .string({ error: 'user_agent must be text.' })
    .check(z.maxLength(512, 'user_agent is too long.')),
});
export type SessionCreateRequest = z.input<typeof sessionCreateRequestSchema>;

export const sessionCreateResultSchema = z.object({ session_id: z.string().check(z.minLength(1)) });
export type SessionCreateResult = z.infer<typeof sessionCreateResultSchema>;
export const sessionCreateAnswerSchema = dataAnswer(sessionCreateResultSchema);
export type SessionCreateAnswer = z.infer<typeof sessionCreateAnswerSchema>;

export const signoutResultSchema = z.object({ signedOut: z.literal(true) });
export type SignoutResult = z.infer<typeof signoutResultSchema>;
export const signoutAnswerSchema = dataAnswer(signoutResultSchema);
export type SignoutAnswer = z.infer<typeof signoutAnswerSchema>;

export const sessionCalls = {
  /** Development only: served beside the development SMS sender, never in production. */
  create: defineCall({
    method: 'POST',
    path: '/api/session/create',
    body: sessionCreateRequestSchema,
    answer: sessionCreateAnswerSchema,
  }),
  /** Ends the session; both sign-in cookies are cleared. */
  signout: defineCall({ method: 'POST', path: '/api/account/signout', answer: signoutAnswerSchema }),
};
