import { otpCalls } from '@nirmal/domain/contract';
import { notFound } from '../../http/errors.ts';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { latestOutboxMessage } from './sms.ts';

/** Sending codes; checking one signs the customer in, which is the sign-in flow's call. */
export function otpRoutes(routes: CallRoutes, { db, config, otp, developmentCalls }: ModuleDeps): void {
  routes.handle(otpCalls.send, async ({ body }, c) => ({
    data: await otp.send(body.mobile, rateLimitAddress(c, config.trustProxy)),
  }));

  // The development SMS sender's outbox: only when that sender is the one in use.
  if (!developmentCalls) return;
  routes.handle(otpCalls.outbox, async ({ query }) => {
    const message = await latestOutboxMessage(db, query.mobile);
    if (!message) throw notFound('No code has been sent to this number yet.');
    return { data: { ...message, sentAt: message.sentAt.toISOString() } };
  });
}
