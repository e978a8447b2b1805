import { Hono } from 'hono';
import { API_PATHS, otpSendRequestSchema, otpVerifyRequestSchema } from '@nirmal/domain/contract';
import type { OtpSendAnswer, OtpVerifyAnswer } from '@nirmal/domain/contract';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { setSignInCookies } from '../http/cookies.ts';
import { startSession } from '../http/session.ts';
import { jsonBody } from '../http/validate.ts';
import type { OtpService } from '../otp/otp-service.ts';

export function otpRoutes({ otp, config, clock }: { otp: OtpService; config: Config; clock: Clock }) {
  return new Hono<AppEnv>()
    .post(API_PATHS.otpSend, async (c) => {
      const { mobile } = await jsonBody(c, otpSendRequestSchema);
      const answer: OtpSendAnswer = { data: await otp.send(mobile, clientAddress(c, config.trustProxy)) };
      return c.json(answer);
    })
    .post(API_PATHS.otpVerify, async (c) => {
      const input = await jsonBody(c, otpVerifyRequestSchema);
      const signedIn = await otp.verify(input, (tx) =>
        startSession(tx, input.mobile, {
          now: clock(),
          ttlSeconds: config.sessionTtlSeconds,
          userAgent: c.req.header('user-agent'),
        }),
      );
      setSignInCookies(c, config, signedIn.session.token, signedIn.customer.accountId);
      const answer: OtpVerifyAnswer = { data: signedIn.customer };
      return c.json(answer);
    });
}
