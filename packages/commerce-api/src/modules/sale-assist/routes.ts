import { SALE_ASSIST_CALL_DURATION, SALE_ASSIST_MESSAGES, saleAssistCalls } from '@nirmal/domain/contract';
import { formatSlotTime } from '@nirmal/format';
import { ApiError } from '../../http/errors.ts';
import { rateLimitAddress } from '../../http/rate-limit-address.ts';
import type { CallRoutes } from '../../http/route.ts';
import type { ModuleDeps } from '../module.ts';
import { bookCall, bookedCalls, callsBookedFrom } from './calls.ts';
import { CALLING_DAYS, callInstant, callingCalendar, callingDays, isBookable } from './calling-hours.ts';

/** Calls booked from one connection in an hour before it must wait: a household, not a script. */
const CALLS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** Sale assist's call-backs for visitors, signed in or not. */
export function saleAssistRoutes(routes: CallRoutes, { db, config, clock }: ModuleDeps): void {
  routes.handle(saleAssistCalls.slots, async () => {
    const now = clock();
    const [first = ''] = callingDays(now);
    const from = callInstant(first, '00:00');
    const until = new Date(from.getTime() + CALLING_DAYS * 24 * HOUR_MS);
    return {
      data: {
        duration: SALE_ASSIST_CALL_DURATION,
        days: callingCalendar(now, await bookedCalls(db, from, until)),
      },
    };
  });

  routes.handle(saleAssistCalls.schedule, async ({ body }, c) => {
    const now = clock();
    if (!isBookable(body.date, body.slot, now))
      throw new ApiError(409, 'SLOT_NOT_BOOKABLE', SALE_ASSIST_MESSAGES.notBookable);
    const clientAddress = rateLimitAddress(c, config.trustProxy);
    const callId = await db.transaction(async (tx) => {
      if (
        (await callsBookedFrom(tx, clientAddress, new Date(now.getTime() - HOUR_MS))) >=
        CALLS_PER_ADDRESS_PER_HOUR
      )
        throw new ApiError(429, 'RATE_LIMITED', SALE_ASSIST_MESSAGES.rateLimited, {
          retryAfterSeconds: 3600,
        });
      const booked = await bookCall(tx, {
        ...body,
        startsAt: callInstant(body.date, body.slot),
        clientAddress,
        now,
      });
      // Thrown inside, so the number's earlier call given up for this one stays booked.
      if (!booked) throw new ApiError(409, 'SLOT_TAKEN', SALE_ASSIST_MESSAGES.taken);
      return booked;
    });
    return {
      data: {
        callId,
        name: body.name,
        mobile: body.mobile,
        interest: body.interest,
        date: body.date,
        slot: body.slot,
        slotLabel: formatSlotTime(body.slot, SALE_ASSIST_CALL_DURATION),
      },
    };
  });
}
