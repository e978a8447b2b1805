import { OPEN_SERVICE_STATUSES, indianDay } from '@nirmal/domain/contract';
import type { FreeService } from '@nirmal/domain/contract';
import { formatDate, tierLabels } from '@nirmal/format';
import type { Queryable } from '../../db/database.ts';
import { listAssets } from '../../modules/assets/queries.ts';
import { findRequests } from '../../modules/service/queries.ts';
import { freeServicesOf } from './booking.ts';
import { deviceUnknown } from './visits.ts';

// `/api/service/freeservice`: the free periodic services each of the customer's devices has under
// its warranty or plan this year, how many are left, and the one already booked.

function messageOf(entitlement: Omit<FreeService, 'message'>): string {
  if (entitlement.openServiceRequestID) {
    return `Your free service is booked (${entitlement.openServiceRequestID}). Track it from your service requests.`;
  }
  if (entitlement.coverage === null) {
    return 'This device has no free service: it is out of warranty without a plan. Buy a plan, or book a repair if something is wrong.';
  }
  const cover = entitlement.tier ? `${tierLabels[entitlement.tier]} plan` : 'warranty';
  const until = entitlement.validUntil ? ` until ${formatDate(entitlement.validUntil)}` : '';
  if (entitlement.remaining === 0) {
    return `You have used all ${entitlement.included} free services of your ${cover}. Buy a plan for more, or book a repair if something is wrong.`;
  }
  return `Your ${cover} includes ${entitlement.remaining} more free service${entitlement.remaining === 1 ? '' : 's'}${until}. Book one now.`;
}

export async function freeServicesFor(
  db: Queryable,
  customerId: string,
  assetId: string | undefined,
  now: Date,
): Promise<FreeService[]> {
  const devices = (await listAssets(db, customerId, indianDay(now))).filter(
    (device) => assetId === undefined || device.id === assetId,
  );
  if (assetId !== undefined && devices.length === 0) throw deviceUnknown();
  const requests = await findRequests(db, customerId);
  return Promise.all(
    devices.map(async (device) => {
      const free = await freeServicesOf(db, device);
      const open = requests.find(
        (row) =>
          row.assetId === device.id &&
          row.serviceType === 'PERIODIC_SERVICE' &&
          OPEN_SERVICE_STATUSES.includes(row.status),
      );
      const entitlement = {
        assetId: device.id,
        productName: device.name,
        coverage: free.cover?.kind ?? null,
        tier: free.tier,
        included: free.included,
        used: free.used,
        remaining: free.remaining,
        validUntil: free.validUntil,
        openServiceRequestID: open?.id ?? null,
      };
      return { ...entitlement, message: messageOf(entitlement) };
    }),
  );
}
