import { otpCalls } from '@nirmal/domain/contract';
import { notFound } from '../../http/errors.ts';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { latestOutboxEmail } from './email.ts';
import { latestOutboxMessage, latestOutboxText } from './sms.ts';

/**
 * Sending codes, for signing in or for a lead; checking one is the sign-in flow's call, or the
 * home-demo flow's for a lead.
 */
export function otpRoutes(routes: CallRoutes, { db, config, otp, developmentCalls }: ModuleDeps): void {
  routes.handle(otpCalls.send, async ({ body }, c) => ({
    data: await otp.send(body.mobile, rateLimitAddress(c, config.trustProxy), { purpose: body.purpose }),
  }));

  // The development senders' outboxes: only when those senders are the ones in use.
  if (!developmentCalls) return;
  routes.handle(otpCalls.outbox, async ({ query }) => {
    const message = await latestOutboxMessage(db, query.mobile);
    if (!message) throw notFound('No code has been sent to this number yet.');
    return { data: { ...message, sentAt: message.sentAt.toISOString() } };
  });
  routes.handle(otpCalls.smsOutbox, async ({ query }) => {
    const message = await latestOutboxText(db, query.mobile);
    if (!message) throw notFound('No text has been sent to this number yet.');
    return { data: { ...message, sentAt: message.sentAt.toISOString() } };
  });
  routes.handle(otpCalls.emailOutbox, async ({ query }) => {
    const message = await latestOutboxEmail(db, query.email);
    if (!message) throw notFound('No email has been sent to this address yet.');
    return { data: { ...message, sentAt: message.sentAt.toISOString() } };
  });
}
