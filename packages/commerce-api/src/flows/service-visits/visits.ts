import { CANCELLABLE_STATUSES, SERVICE_MESSAGES, indianDay } from '@nirmal/domain/contract';
import type { ServiceHistory, ServiceRequestDetails } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { listAssets } from '../../modules/assets/queries.ts';
import { cancelOrder } from '../../modules/orders/lifecycle.ts';
import { findOrder } from '../../modules/orders/queries.ts';
import { freeVisitPlace } from '../../modules/service/slot-places.ts';
import { releaseHolds } from '../order-payment/expire.ts';
import {
  cancelVisit,
  findRequests,
  lapsedUnpaidVisits,
  requestById,
  splitOpenAndClosed,
  toDetails,
  toServiceRequest,
} from '../../modules/service/queries.ts';
import type { RequestRow } from '../../modules/service/queries.ts';

// Reading a customer's visits, with what other areas know of them: the device's name (assets) and
// a prepaid visit's order (orders). A request that is not the customer's answers 404 as a missing one.

export const requestUnknown = () => notFound(SERVICE_MESSAGES.requestUnknown);
export const deviceUnknown = () => notFound(SERVICE_MESSAGES.deviceUnknown);

async function deviceNames(db: Queryable, customerId: string, now: Date): Promise<Map<string, string>> {
  const devices = await listAssets(db, customerId, indianDay(now));
  return new Map(devices.map((device) => [device.id, device.name]));
}

/** Prepaid visits not paid in time are cancelled and give their place back (their orders expire too). */
export async function lapseUnpaidVisits(tx: Queryable, now: Date): Promise<void> {
  for (const id of await lapsedUnpaidVisits(tx, now)) {
    await freeVisitPlace(tx, id);
    await cancelVisit(tx, id, 'Not paid in time, so the slot was released.', now);
  }
}

export async function visitHistory(
  db: Queryable,
  customerId: string,
  assetId: string | undefined,
  now: Date,
): Promise<ServiceHistory> {
  const names = await deviceNames(db, customerId, now);
  if (assetId !== undefined && !names.has(assetId)) throw deviceUnknown();
  const rows = await findRequests(db, customerId, { assetId });
  return splitOpenAndClosed(rows.map((row) => toServiceRequest(row, names.get(row.assetId) ?? '', now)));
}

/** One of the customer's requests, locked for a change when asked; 404 when it is not theirs. */
export async function ownRequest(
  db: Queryable,
  customerId: string,
  id: string,
  forUpdate = false,
): Promise<RequestRow> {
  const [row] = await findRequests(db, customerId, { id, forUpdate });
  if (!row) throw requestUnknown();
  return row;
}

export async function visitDetails(
  db: Queryable,
  row: RequestRow,
  now: Date,
): Promise<ServiceRequestDetails> {
  const names = await deviceNames(db, row.customerId, now);
  const order = row.prepaidOrderId === null ? null : await findOrder(db, row.prepaidOrderId, row.customerId);
  return toDetails(
    db,
    row,
    names.get(row.assetId) ?? '',
    order && { orderId: order.id, status: order.status, amountPaise: order.amountPaise },
    now,
  );
}

export async function visitDetailsById(db: Queryable, id: string, now: Date): Promise<ServiceRequestDetails> {
  const row = await requestById(db, id);
  if (!row) throw requestUnknown();
  return visitDetails(db, row, now);
}

/** A cancelled prepaid visit's order is cancelled too: refunded when it was paid. */
export async function cancelPrepaidOrder(
  tx: Queryable,
  row: RequestRow,
  reason: string,
  now: Date,
): Promise<void> {
  if (row.prepaidOrderId === null) return;
  const order = await findOrder(tx, row.prepaidOrderId, row.customerId);
  if (!order || !CANCELLABLE_STATUSES.includes(order.status)) return;
  await cancelOrder(
    tx,
    {
      orderId: order.id,
      customerId: row.customerId,
      reason: 'other',
      comment: reason,
      now,
    },
    releaseHolds,
  );
}
