import { SERVICE_MESSAGES } from '@nirmal/domain/contract';
import { formatDate, serviceTypeLabels } from '@nirmal/format';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { findProfile } from '../../modules/account/customers.ts';
import type { SmsSender } from '../../sms.ts';
import { freeTechnician, recordFieldStep, requestById } from '../../modules/service/queries.ts';
import type { RequestRow } from '../../modules/service/queries.ts';
import { slotLabel } from '../../modules/service/slot-calendar.ts';
import { canTakeStep } from '../../modules/service/visit-rules.ts';
import type { FieldStep } from '../../modules/service/visit-rules.ts';
import { requestUnknown } from './visits.ts';

// The field-service adapter: what a field-service system calls as its technicians work (assign a
// technician, set off, start, complete). Each call is one step of one forward-only state machine,
// and the customer gets an SMS at each. Nirmal has no technician app, so the simulator beside it
// (simulator.ts) makes these calls; a real system would make the same ones.

export interface FieldService {
  /** A technician (the system's choice, or any free one of the hub on duty then) is sent to the visit. */
  assignTechnician(requestId: string, at: Date, technicianId?: string): Promise<void>;
  setOff(requestId: string, at: Date): Promise<void>;
  startVisit(requestId: string, at: Date): Promise<void>;
  completeVisit(requestId: string, at: Date): Promise<void>;
}

function smsText(step: FieldStep, visit: RequestRow): string {
  const kind = serviceTypeLabels[visit.serviceType].toLowerCase();
  const technician = visit.technician?.name ?? 'Your technician';
  const ref = `${kind} visit ${visit.id}`;
  switch (step) {
    case 'TECHNICIAN_ASSIGNED':
      return `Nirmal: ${technician} will come for your ${ref} on ${formatDate(visit.serviceDate)}, ${slotLabel(visit.serviceSlot)}.`;
    case 'ON_THE_WAY':
      return `Nirmal: ${technician} is on the way for your ${ref}.`;
    case 'IN_PROGRESS':
      return `Nirmal: ${technician} has started your ${ref}.`;
    case 'COMPLETED':
      return `Nirmal: your ${ref} is complete. Please rate ${technician} in My devices > Service requests.`;
  }
}

/** Takes one step of a visit, then texts the customer; 409 for a step out of order. */
export async function takeFieldStep(
  db: Database,
  sms: SmsSender,
  request: { requestId: string; step: FieldStep; at: Date; technicianId?: string },
): Promise<void> {
  const visit = await db.transaction(async (tx) => {
    const row = await requestById(tx, request.requestId, true);
    if (!row) throw requestUnknown();
    if (!canTakeStep(row.status, request.step)) {
      throw new ApiError(
        409,
        'REQUEST_NOT_CHANGEABLE',
        `A visit that is ${row.status} cannot move to ${request.step}: a field-service system moves a visit forward one step at a time.`,
      );
    }
    const technicianId =
      request.step === 'TECHNICIAN_ASSIGNED'
        ? (request.technicianId ?? (await freeTechnician(tx, row)))
        : null;
    if (request.step === 'TECHNICIAN_ASSIGNED' && technicianId === null) {
      throw new ApiError(409, 'REQUEST_NOT_CHANGEABLE', SERVICE_MESSAGES.slotFull);
    }
    await recordFieldStep(tx, row.id, request.step, request.at, technicianId);
    return (await requestById(tx, row.id)) ?? row;
  });
  const phone = (await findProfile(db, visit.customerId))?.contacts.find(
    (contact) => contact.isPrimary,
  )?.phone;
  if (phone) await sms.sendText({ mobile: phone, text: smsText(request.step, visit), sentAt: request.at });
}

export function fieldService(db: Database, sms: SmsSender): FieldService {
  const step = (step: FieldStep) => (requestId: string, at: Date) =>
    takeFieldStep(db, sms, { requestId, step, at });
  return {
    assignTechnician: (requestId, at, technicianId) =>
      takeFieldStep(db, sms, { requestId, step: 'TECHNICIAN_ASSIGNED', at, technicianId }),
    setOff: step('ON_THE_WAY'),
    startVisit: step('IN_PROGRESS'),
    completeVisit: step('COMPLETED'),
  };
}
