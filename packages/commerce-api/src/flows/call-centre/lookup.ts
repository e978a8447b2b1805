import { CALL_CENTRE_MESSAGES, OPEN_SERVICE_STATUSES, indianDay } from '@nirmal/domain/contract';
import type { CustomerLookup, LookupDevice, PlanPrice, Tier } from '@nirmal/domain/contract';
import { maskMobileForStaff } from '@nirmal/format';
import type { Queryable } from '../../db/database.ts';
import type { SignedInStaff } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { findCustomerCard } from '../../modules/account/customers.ts';
import { ownerOfAsset } from '../../modules/assets/queries.ts';
import { recordStaffAction } from '../../modules/audit/audit.ts';
import { unpaidPlanOrdersOfDevice } from '../../modules/orders/queries.ts';
import { linkOfOrder, openPlanLinksOfOrders } from '../../modules/payment-links/links.ts';
import { findRequests } from '../../modules/service/queries.ts';
import type { RequestRow } from '../../modules/service/queries.ts';
import { amountDuePaise } from '../../modules/service/visit-rules.ts';
import { priceOfPlan } from '../device-care/device-care.ts';
import { requireCustomerInScope, requireDeviceInScope } from './scope.ts';

// What staff find about a customer (customers from account, devices with their warranty and plan
// from assets, open visits and what is due on them from service, a plan link awaiting payment from
// payment links) and a plan priced for one of the customer's devices exactly as the customer is
// shown it. Every look-up is recorded: found, not found or refused.

type LookupQuery = { mobile: string } | { assetId: string };

function askedWith(query: { mobile?: string | undefined; assetId?: string | undefined }): LookupQuery {
  if (query.mobile !== undefined) return { mobile: query.mobile };
  if (query.assetId !== undefined) return { assetId: query.assetId };
  throw new TypeError('The look-up query names neither a mobile number nor a device id');
}

async function customerAskedFor(db: Queryable, query: LookupQuery) {
  if ('mobile' in query) return findCustomerCard(db, { mobile: query.mobile });
  const ownerId = await ownerOfAsset(db, query.assetId);
  return ownerId === null ? null : findCustomerCard(db, { customerId: ownerId });
}

/** The visit's link the customer can still pay: the one on the order a pay-now visit awaits. */
async function openVisitLink(db: Queryable, row: RequestRow, now: Date) {
  if (row.status !== 'AWAITING_PAYMENT' || !row.prepaidOrderId) return null;
  const link = await linkOfOrder(db, row.prepaidOrderId);
  return link?.status === 'created' && link.expiresAt > now
    ? { linkId: link.id, expiresAt: link.expiresAt.toISOString() }
    : null;
}

async function openVisitsByDevice(
  db: Queryable,
  rows: readonly RequestRow[],
  now: Date,
): Promise<Map<string, LookupDevice['openServiceRequests']>> {
  const byDevice = new Map<string, LookupDevice['openServiceRequests']>();
  for (const row of rows) {
    if (!OPEN_SERVICE_STATUSES.includes(row.status)) continue;
    const visits = byDevice.get(row.assetId) ?? [];
    visits.push({
      serviceRequestId: row.id,
      serviceType: row.serviceType,
      status: row.status,
      amountDuePaise: amountDuePaise(row),
      openLink: await openVisitLink(db, row, now),
    });
    byDevice.set(row.assetId, visits);
  }
  return byDevice;
}

async function openPlanLink(
  db: Queryable,
  assetId: string,
  now: Date,
): Promise<LookupDevice['openPlanLink']> {
  const [newest] = await openPlanLinksOfOrders(db, await unpaidPlanOrdersOfDevice(db, assetId), now);
  return newest ? { linkId: newest.id, expiresAt: newest.expiresAt.toISOString() } : null;
}

const devicesPhrase = (count: number) => `${count} ${count === 1 ? 'device' : 'devices'}`;

/** A customer and their devices, by mobile number or device id, as the staff member may see them. */
export async function lookUpCustomer(
  db: Queryable,
  staff: SignedInStaff,
  request: { mobile?: string | undefined; assetId?: string | undefined },
  now: Date,
): Promise<CustomerLookup> {
  const query = askedWith(request);
  const subject = 'mobile' in query ? maskMobileForStaff(query.mobile) : query.assetId;
  const card = await customerAskedFor(db, query);
  if (!card) {
    const missing =
      'mobile' in query ? CALL_CENTRE_MESSAGES.customerUnknown : CALL_CENTRE_MESSAGES.deviceUnknown;
    await recordStaffAction(db, {
      staffId: staff.staffId,
      at: now,
      action: 'lookup',
      customerId: null,
      customerName: null,
      subject,
      detail: missing,
    });
    throw notFound(missing);
  }
  const attempt = { staff, subject, now };
  // Asked with a device, that device must be one the staff member may act for, not only its owner.
  const customer =
    'assetId' in query
      ? (await requireDeviceInScope(db, query.assetId, attempt, indianDay(now))).customer
      : await requireCustomerInScope(db, card, attempt, indianDay(now));
  const openVisits = await openVisitsByDevice(db, await findRequests(db, customer.customerId), now);
  await recordStaffAction(db, {
    staffId: staff.staffId,
    at: now,
    action: 'lookup',
    customerId: customer.customerId,
    customerName: customer.name,
    subject,
    detail: `Found with ${devicesPhrase(customer.devices.length)}.`,
  });
  return {
    customer: {
      customerId: customer.customerId,
      name: customer.name,
      mobileMasked: customer.mobileMasked,
      hubCodes: [...new Set(customer.devices.map((device) => device.hubCode))],
    },
    devices: await Promise.all(
      customer.devices.map(async (device) => ({
        assetId: device.id,
        name: device.name,
        img: device.img,
        technology: device.technology,
        segment: device.segment,
        isRental: device.isRental,
        hubCode: device.hubCode,
        warrantyStatus: device.expiryStatus.status,
        tier: device.currentPlan?.tier ?? null,
        planEndDate: device.currentPlan?.endDate ?? null,
        planStatus: device.planStatus,
        openServiceRequests: openVisits.get(device.id) ?? [],
        openPlanLink: await openPlanLink(db, device.id, now),
      })),
    ),
  };
}

/** A tier for a customer's device priced for each duration, as the customer's own page prices it. */
export async function staffPlanPrice(
  db: Queryable,
  staff: SignedInStaff,
  request: { assetId: string; tier: Tier },
  now: Date,
): Promise<PlanPrice> {
  const today = indianDay(now);
  const { customer } = await requireDeviceInScope(
    db,
    request.assetId,
    { staff, subject: request.assetId, now },
    today,
  );
  return priceOfPlan(db, customer.customerId, request, today);
}
