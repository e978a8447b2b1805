import { z } from 'zod';
import { dataAnswer } from './http.ts';
import { mobileNumberSchema } from './mobile.ts';

/** Development auto-login (§7, §8); refused in production. */
export const sessionCreateRequestSchema = z.object({
  mobile_number: mobileNumberSchema,
  time_in_millis: z.number({ error: 'time_in_millis must be a number of milliseconds.' }).int().nonnegative(),
  user_agent: z.string({ error: 'user_agent must be text.' }).max(512, 'user_agent is too long.'),
});
export type SessionCreateRequest = z.input<typeof sessionCreateRequestSchema>;

export const sessionCreateResultSchema = z.object({ session_id: z.string().min(1) });
export type SessionCreateResult = z.infer<typeof sessionCreateResultSchema>;
export const sessionCreateAnswerSchema = dataAnswer(sessionCreateResultSchema);
export type SessionCreateAnswer = z.infer<typeof sessionCreateAnswerSchema>;

export const signoutResultSchema = z.object({ signedOut: z.literal(true) });
export type SignoutResult = z.infer<typeof signoutResultSchema>;
export const signoutAnswerSchema = dataAnswer(signoutResultSchema);
export type SignoutAnswer = z.infer<typeof signoutAnswerSchema>;
