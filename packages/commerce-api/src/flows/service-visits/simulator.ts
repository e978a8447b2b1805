import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import type { SmsSender } from '../../sms.ts';
import type { ServiceRequestDetails } from '@nirmal/domain/contract';
import { requestById, visitsInTheField } from '../../modules/service/queries.ts';
import { slotInstant } from '../../modules/service/slot-calendar.ts';
import { nextFieldStep } from '../../modules/service/visit-rules.ts';
import type { FieldStep } from '../../modules/service/visit-rules.ts';
import { takeFieldStep } from './field-service.ts';
import { lapseUnpaidVisits, requestUnknown, visitDetailsById } from './visits.ts';

// The local field-service simulator, as payments have a sandbox: it assigns a technician the day
// before a visit, sets them off half an hour before its slot, starts the visit at the slot and
// completes it 45 minutes later, through the field-service adapter. Its clock runs `speed` times
// faster than real time, so each wait between steps is `speed` times shorter. It catches up when
// a customer's visits are read (and on the development call that moves it on), so it needs no
// timer and works the same with any number of servers.

const MINUTE = 60_000;
const OFFSET_FROM_SLOT: Record<FieldStep, number> = {
  TECHNICIAN_ASSIGNED: -24 * 60 * MINUTE,
  ON_THE_WAY: -30 * MINUTE,
  IN_PROGRESS: 0,
  COMPLETED: 45 * MINUTE,
};

/** When the simulator takes a step: at its time in the visit's day, the wait since the last step divided by `speed`. */
export function simulatedStepAt(
  step: FieldStep,
  visit: { day: string; slot: string; lastStepAt: Date },
  speed: number,
): Date {
  const target = slotInstant(visit.day, visit.slot).getTime() + OFFSET_FROM_SLOT[step];
  const last = new Date(visit.lastStepAt).getTime();
  return new Date(last + Math.max(0, target - last) / speed);
}

/** Moves every due visit (of one customer, or all) as many steps as are due by `now`. */
export async function catchUpFieldService(
  db: Database,
  sms: SmsSender,
  options: { customerId: string | null; now: Date; speed: number },
): Promise<void> {
  for (const visit of await visitsInTheField(db, options.customerId)) {
    let { status, lastStepAt } = visit;
    for (let step = nextFieldStep(status); step !== null; step = nextFieldStep(status)) {
      const at = simulatedStepAt(step, { ...visit, lastStepAt }, options.speed);
      if (at > options.now) break;
      try {
        await takeFieldStep(db, sms, { requestId: visit.id, step, at });
      } catch (error) {
        // No technician free, or moved meanwhile: the next catch-up tries again.
        if (error instanceof ApiError) break;
        throw error;
      }
      status = step;
      lastStepAt = at;
    }
  }
}

/** Before a customer's visits are read: unpaid ones lapsed, and the simulator caught up with the clock. */
export async function visitsAsOf(
  db: Database,
  sms: SmsSender,
  fieldService: { simulator: boolean; speed: number },
  customerId: string,
  now: Date,
): Promise<void> {
  await db.transaction((tx) => lapseUnpaidVisits(tx, now));
  if (fieldService.simulator)
    await catchUpFieldService(db, sms, { customerId, now, speed: fieldService.speed });
}

/** The development call: the visit's next step now, whatever the clock says; 409 when it has none. */
export async function advanceNow(
  db: Database,
  sms: SmsSender,
  requestId: string,
  now: Date,
): Promise<ServiceRequestDetails> {
  const visit = await requestById(db, requestId);
  if (!visit) throw requestUnknown();
  const step = nextFieldStep(visit.status);
  if (step === null) {
    throw new ApiError(409, 'REQUEST_NOT_CHANGEABLE', `A visit that is ${visit.status} has no next step.`);
  }
  await takeFieldStep(db, sms, { requestId, step, at: now });
  return visitDetailsById(db, requestId, now);
}
