import { CANCEL_DISPOSITIONS, RESCHEDULE_DISPOSITIONS, SERVICE_MESSAGES } from '@nirmal/domain/contract';
import type {
  ServiceRequestDetails,
  cancelServiceSchema,
  rescheduleServiceSchema,
  technicianFeedbackInputSchema,
} from '@nirmal/domain/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { slotLabel } from '../../modules/service/slot-calendar.ts';
import { freeVisitPlace } from '../../modules/service/slot-places.ts';
import { cancelVisit, moveVisit, rateVisit, slotStartOf } from '../../modules/service/queries.ts';
import { isChangeable } from '../../modules/service/visit-rules.ts';
import { serviceHubAt, takeSlot } from './calendar.ts';
import { cancelPrepaidOrder, ownRequest, visitDetails } from './visits.ts';
import { formatDate } from '@nirmal/format';

// The customer's changes to a visit, each in one transaction: moving it (the old place given back
// and the new one taken together, or neither), cancelling it (its place freed, a prepaid order
// cancelled and refunded), rating it once it is done.

const notChangeable = (message: string) => new ApiError(409, 'REQUEST_NOT_CHANGEABLE', message);

export function rescheduleVisit(
  db: Database,
  customerId: string,
  request: z.output<typeof rescheduleServiceSchema>,
  now: Date,
  installationOnly: boolean,
): Promise<ServiceRequestDetails> {
  return db.transaction(async (tx) => {
    const row = await ownRequest(tx, customerId, request.serviceRequestID, true);
    if (installationOnly !== (row.serviceType === 'INSTALLATION')) {
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        installationOnly ? SERVICE_MESSAGES.notInstallation : SERVICE_MESSAGES.isInstallation,
      );
    }
    if (!isChangeable(row.status, slotStartOf(row), now))
      throw notChangeable(SERVICE_MESSAGES.notReschedulable);
    if (row.serviceDate === request.date && row.serviceSlot === request.slot) {
      throw new ApiError(409, 'SLOT_NOT_BOOKABLE', SERVICE_MESSAGES.sameSlot);
    }
    const hub = await serviceHubAt(tx, row.address.postal_code);
    await freeVisitPlace(tx, row.id);
    await takeSlot(
      tx,
      {
        holder: customerId,
        holdId: request.holdId,
        hub,
        day: request.date,
        slot: request.slot,
        taker: { kind: 'visit', requestId: row.id },
      },
      now,
    );
    const when = `${formatDate(request.date)}, ${slotLabel(request.slot)}`;
    await moveVisit(
      tx,
      row.id,
      { day: request.date, slot: request.slot },
      now,
      `To ${when}: ${RESCHEDULE_DISPOSITIONS[request.reason]}`,
    );
    return visitDetails(tx, await ownRequest(tx, customerId, row.id), now);
  });
}

export function cancelBooking(
  db: Database,
  customerId: string,
  request: z.output<typeof cancelServiceSchema>,
  now: Date,
): Promise<ServiceRequestDetails> {
  return db.transaction(async (tx) => {
    const row = await ownRequest(tx, customerId, request.serviceRequestID, true);
    if (!isChangeable(row.status, slotStartOf(row), now))
      throw notChangeable(SERVICE_MESSAGES.notCancellable);
    const reason = CANCEL_DISPOSITIONS[request.reason];
    await freeVisitPlace(tx, row.id);
    await cancelVisit(tx, row.id, reason, now);
    await cancelPrepaidOrder(tx, row, reason, now);
    return visitDetails(tx, await ownRequest(tx, customerId, row.id), now);
  });
}

export function rateTechnician(
  db: Database,
  customerId: string,
  request: z.output<typeof technicianFeedbackInputSchema>,
  now: Date,
): Promise<ServiceRequestDetails> {
  return db.transaction(async (tx) => {
    const row = await ownRequest(tx, customerId, request.serviceRequestID, true);
    if (row.status !== 'COMPLETED') throw notChangeable(SERVICE_MESSAGES.notRateable);
    if (row.rating !== null) throw new ApiError(409, 'ALREADY_RATED', SERVICE_MESSAGES.alreadyRated);
    await rateVisit(tx, row.id, request, now);
    return visitDetails(tx, await ownRequest(tx, customerId, row.id), now);
  });
}
