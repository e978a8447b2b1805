import { CHAT_MESSAGES, chatCalls } from '@nirmal/domain/contract';
import { ApiError } from '../../http/errors.ts';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { eventsFrom, recordEvent } from './events.ts';

/**
 * Events from one connection in ten minutes before it must wait: a busy conversation sends a few
 * dozen (every message, every open and close); a script sends thousands.
 */
export const CHAT_EVENTS_PER_ADDRESS = 120;
const WINDOW_MS = 600_000;

/** The chat widget's events (public: a visitor chats signed in or not). */
export function chatRoutes(routes: CallRoutes, { db, config, clock }: ModuleDeps): void {
  routes.handle(chatCalls.event, async ({ body }, c) => {
    const now = clock();
    const clientAddress = rateLimitAddress(c, config.trustProxy);
    const eventId = await db.transaction(async (tx) => {
      if (
        (await eventsFrom(tx, clientAddress, new Date(now.getTime() - WINDOW_MS))) >= CHAT_EVENTS_PER_ADDRESS
      )
        throw new ApiError(429, 'RATE_LIMITED', CHAT_MESSAGES.rateLimited, {
          retryAfterSeconds: WINDOW_MS / 1000,
        });
      return recordEvent(tx, body, { clientAddress, now });
    });
    return { data: { eventId } };
  });
}
