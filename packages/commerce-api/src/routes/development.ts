import { Hono } from 'hono';
import { API_PATHS, otpOutboxQuerySchema, sessionCreateRequestSchema } from '@nirmal/domain/contract';
import type { OtpOutboxAnswer, SessionCreateAnswer } from '@nirmal/domain/contract';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { setSignInCookies } from '../http/cookies.ts';
import { notFound } from '../http/errors.ts';
import { startSession } from '../http/session.ts';
import { jsonBody, queryParams } from '../http/validate.ts';
import { latestOutboxMessage } from '../otp/sms.ts';

/** Calls that exist only outside production: reading the SMS outbox and signing in without an OTP. */
export function developmentRoutes({ db, config, clock }: { db: Database; config: Config; clock: Clock }) {
  return new Hono<AppEnv>()
    .get(API_PATHS.otpOutbox, async (c) => {
      const { mobile } = queryParams(c, otpOutboxQuerySchema);
      const message = await latestOutboxMessage(db, mobile);
      if (!message) throw notFound('No code has been sent to this number yet.');
      const answer: OtpOutboxAnswer = { data: { ...message, sentAt: message.sentAt.toISOString() } };
      return c.json(answer);
    })
    .post(API_PATHS.sessionCreate, async (c) => {
      const input = await jsonBody(c, sessionCreateRequestSchema);
      const signedIn = await db.transaction((tx) =>
        startSession(tx, input.mobile_number, {
          now: clock(),
          ttlSeconds: config.sessionTtlSeconds,
          userAgent: input.user_agent,
        }),
      );
      setSignInCookies(c, config, signedIn.session.token, signedIn.customer.accountId);
      const answer: SessionCreateAnswer = { data: { session_id: signedIn.session.sessionId } };
      return c.json(answer);
    });
}
