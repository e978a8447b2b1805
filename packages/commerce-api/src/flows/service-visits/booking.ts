import { randomInt } from 'node:crypto';
import {
  DEFAULT_SERVICE_DURATION,
  OPEN_SERVICE_STATUSES,
  SERVICE_MESSAGES,
  addDays,
  indianDay,
  servicePriceOf,
} from '@nirmal/domain/contract';
import type {
  Asset,
  BookableServiceType,
  BookingEligibility,
  BookingResult,
  ServiceAddress,
  bookServiceSchema,
} from '@nirmal/domain/contract';
import { serviceTypeLabels } from '@nirmal/format';
import type { z } from 'zod/mini';
import { secondsAfter } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { findAsset, installedAddress } from '../../modules/assets/queries.ts';
import { serviceAt } from '../../modules/catalogue/pincodes.ts';
import { PLAN_SAC } from '../../modules/orders/invoice.ts';
import { ORDER_HOLD_MINUTES } from '../../modules/orders/lifecycle.ts';
import { findOrder, insertOrder, newOrderId } from '../../modules/orders/queries.ts';
import { benefitsOf, tiersFor } from '../../modules/plans/queries.ts';
import { coverOf, freeServices, repairPrice, visitPrice } from '../../modules/service/pricing.ts';
import type { Cover, TierBenefits } from '../../modules/service/pricing.ts';
import { defectTypes, repairsFor, visitCharge } from '../../modules/service/price-list.ts';
import {
  addRequestEvent,
  findRequests,
  insertRequest,
  periodicServicesBetween,
  requestByKey,
} from '../../modules/service/queries.ts';
import { whyNotEligible } from '../../modules/service/visit-rules.ts';
import { serviceHubAt, takeSlot } from './calendar.ts';
import { deviceUnknown, ownRequest, visitDetails } from './visits.ts';

// Booking a visit for one of the customer's devices: whether it may have one (service), what it
// costs under its warranty or plan (assets, plans, service's price list), and, in one transaction,
// the held slot taken, the request written and, when paid now, the order to pay (orders).

export type BookServiceRequest = z.output<typeof bookServiceSchema>;

async function ownDevice(db: Queryable, customerId: string, assetId: string, now: Date): Promise<Asset> {
  const asset = await findAsset(db, customerId, assetId, indianDay(now));
  if (!asset) throw deviceUnknown();
  return asset;
}

/** The device's cover and its tier's benefits (none without a plan). */
async function coverAndBenefits(
  db: Queryable,
  asset: Asset,
): Promise<{ cover: Cover; benefits: TierBenefits }> {
  const cover = coverOf(asset);
  if (cover?.kind !== 'PLAN') return { cover, benefits: {} };
  const { rows } = await benefitsOf(db, asset.technology);
  return { cover, benefits: Object.fromEntries(rows.map((row) => [row.id, row.values[cover.tier]])) };
}

/** The current year of the cover: the plan's term, or the warranty's last year. */
function coverYear(asset: Asset, cover: Cover): { from: string; to: string } | null {
  if (cover?.kind === 'PLAN' && asset.currentPlan)
    return { from: asset.currentPlan.startDate, to: asset.currentPlan.endDate };
  if (cover?.kind === 'WARRANTY' && asset.warrantyEndDate) {
    return { from: addDays(asset.warrantyEndDate, -364), to: asset.warrantyEndDate };
  }
  return null;
}

/** The device's free periodic services: included in its cover's year, used and left. */
export async function freeServicesOf(db: Queryable, asset: Asset) {
  const cover = coverOf(asset);
  const year = coverYear(asset, cover);
  const tier = cover?.kind === 'PLAN' ? cover.tier : null;
  const preventive = tier
    ? ((await tiersFor(db, asset.technology)).find((row) => row.tier === tier)?.preventiveVisits ?? 0)
    : 0;
  const used = year ? await periodicServicesBetween(db, asset.id, year.from, year.to) : 0;
  return { cover, tier, validUntil: year?.to ?? null, ...freeServices(cover, preventive, used) };
}

interface Quote {
  eligibility: BookingEligibility;
  planTier: string | null;
}

/** What is asked: a kind of visit for a device, and a reinstall's new pincode once it is given. */
interface QuoteRequest {
  assetId: string;
  serviceType: BookableServiceType;
  pincode?: string | undefined;
}

async function quote(
  db: Queryable,
  customerId: string,
  { assetId, serviceType, pincode }: QuoteRequest,
  now: Date,
): Promise<Quote> {
  const asset = await ownDevice(db, customerId, assetId, now);
  const installed = await installedAddress(db, customerId, asset.id);
  // Where the visit is made: a reinstall's new address, any other visit's the device's.
  const visitPincode = serviceType === 'REINSTALL' ? pincode : installed?.address.postal_code;
  const served = visitPincode === undefined ? null : await serviceAt(db, visitPincode);
  const open = (await findRequests(db, customerId, { assetId: asset.id })).filter((row) =>
    OPEN_SERVICE_STATUSES.includes(row.status),
  );
  const { remaining } = await freeServicesOf(db, asset);
  const reason = whyNotEligible({
    serviceType,
    openRequests: open.map((row) => ({ serviceRequestID: row.id, serviceType: row.serviceType })),
    hasAddress: visitPincode !== undefined,
    serviceable: served?.serviceAvailable ?? false,
    freeServicesLeft: remaining,
  });
  const { cover, benefits } = await coverAndBenefits(db, asset);
  const charge = await visitCharge(db, serviceType, asset.technology);
  const price = visitPrice({
    serviceType,
    cover,
    benefits,
    chargePaise: charge.visitPaise,
    freeServicesLeft: remaining,
  });
  const repairs =
    serviceType === 'REPAIR'
      ? (await repairsFor(db, asset.technology)).map((repair) => ({
          code: repair.code,
          label: repair.label,
          pricePaise: repairPrice(repair, cover, benefits),
        }))
      : [];
  return {
    planTier: price.coverage === 'PLAN' && cover?.kind === 'PLAN' ? cover.tier : null,
    eligibility: {
      assetId: asset.id,
      productName: asset.name,
      serviceType,
      eligible: reason === null,
      reason,
      coverage: price.coverage,
      servicePricePaise: price.pricePaise,
      isPrepaidAllowed: charge.prepaidAllowed,
      address: installed?.address ?? null,
      hubCode: served?.serviceAvailable ? served.hubCode : null,
      serviceDuration: DEFAULT_SERVICE_DURATION,
      defectTypes: serviceType === 'REPAIR' ? await defectTypes(db) : [],
      repairs,
    },
  };
}

export async function bookingEligibility(
  db: Queryable,
  customerId: string,
  request: QuoteRequest,
  now: Date,
): Promise<BookingEligibility> {
  return (await quote(db, customerId, request, now)).eligibility;
}

const invalid = (message: string) => new ApiError(400, 'INVALID_REQUEST', message);

/** The choices checked against what was offered: the defect, the repairs, the address. */
function checkedChoices(request: BookServiceRequest, eligibility: BookingEligibility): ServiceAddress {
  if (request.serviceType === 'REPAIR') {
    if (!eligibility.defectTypes.some((defect) => defect.value === request.defectType)) {
      throw invalid(SERVICE_MESSAGES.defectType);
    }
    const offered = new Set(eligibility.repairs.map((repair) => repair.code));
    if (request.repairs.length === 0 || !request.repairs.every((code) => offered.has(code))) {
      throw invalid(SERVICE_MESSAGES.repairs);
    }
  } else if (request.repairs.length > 0 || request.defectType !== undefined) {
    throw invalid(SERVICE_MESSAGES.repairs);
  }
  if (!request.useCurrentAddress) {
    if (!request.address) throw invalid(SERVICE_MESSAGES.address);
    return {
      ...request.address,
      latitude: request.address.latitude ?? null,
      longitude: request.address.longitude ?? null,
    };
  }
  if (!eligibility.address)
    throw new ApiError(409, 'SERVICE_NOT_ELIGIBLE', eligibility.reason?.message ?? SERVICE_MESSAGES.address);
  return eligibility.address;
}

/** "SR-" and ten random digits, as the call centre reads a request's number. */
const newRequestId = () => `SR-${String(randomInt(10 ** 10)).padStart(10, '0')}`;

async function replay(db: Queryable, customerId: string, id: string, now: Date): Promise<BookingResult> {
  const row = await ownRequest(db, customerId, id);
  const request = await visitDetails(db, row, now);
  const order = row.prepaidOrderId ? await findOrder(db, row.prepaidOrderId, customerId) : null;
  return {
    request,
    order: order && { orderId: order.id, status: order.status, amountPaise: order.amountPaise },
  };
}

/**
 * Books the visit in one transaction: eligibility and price worked out again, the held slot taken
 * (or any free place of it), the request written, and the order to pay when paid now. The same
 * idempotency key answers the same request.
 */
export function bookVisit(
  db: Database,
  customerId: string,
  request: BookServiceRequest,
  now: Date,
): Promise<BookingResult> {
  return db.transaction(async (tx) => {
    // Locked first, so two tabs booking for the device wait for each other.
    const asset = await findAsset(tx, customerId, request.assetId, indianDay(now), true);
    if (!asset) throw deviceUnknown();
    const earlier = await requestByKey(tx, customerId, request.idempotencyKey);
    if (earlier) return replay(tx, customerId, earlier, now);
    const { eligibility, planTier } = await quote(
      tx,
      customerId,
      {
        assetId: asset.id,
        serviceType: request.serviceType,
        pincode: request.useCurrentAddress ? undefined : request.address?.postal_code,
      },
      now,
    );
    if (!eligibility.eligible) {
      throw new ApiError(
        409,
        'SERVICE_NOT_ELIGIBLE',
        eligibility.reason?.message ?? SERVICE_MESSAGES.serviceType,
      );
    }
    const address = checkedChoices(request, eligibility);
    const hub = await serviceHubAt(tx, address.postal_code);
    const pricePaise = servicePriceOf(eligibility, request.repairs);
    const payNow = request.payNow && pricePaise > 0;
    if (payNow && !eligibility.isPrepaidAllowed)
      throw new ApiError(409, 'SERVICE_NOT_ELIGIBLE', SERVICE_MESSAGES.prepaidNotAllowed);

    const id = newRequestId();
    const orderId = payNow ? newOrderId() : null;
    const paymentDueAt = payNow ? secondsAfter(now, ORDER_HOLD_MINUTES * 60) : null;
    if (orderId && paymentDueAt) {
      await writeVisitOrder(tx, {
        orderId,
        customerId,
        asset,
        serviceType: request.serviceType,
        pricePaise,
        requestId: id,
        now,
        holdExpiresAt: paymentDueAt,
      });
    }
    await insertRequest(tx, {
      id,
      customerId,
      assetId: asset.id,
      serviceType: request.serviceType,
      status: payNow ? 'AWAITING_PAYMENT' : 'SCHEDULED',
      day: request.date,
      slot: request.slot,
      hubCode: hub.hubCode,
      defectType: request.defectType
        ? (eligibility.defectTypes.find((d) => d.value === request.defectType)?.label ?? null)
        : null,
      remarks: request.addnRemarks || null,
      useCurrentAddress: request.useCurrentAddress,
      address,
      coverage: eligibility.coverage,
      servicePricePaise: pricePaise,
      repairs: eligibility.repairs.filter((repair) => request.repairs.includes(repair.code)),
      planTier,
      prepaidOrderId: orderId,
      paymentDueAt,
      idempotencyKey: request.idempotencyKey,
      now,
    });
    await takeSlot(
      tx,
      {
        holder: customerId,
        holdId: request.holdId,
        hub,
        day: request.date,
        slot: request.slot,
        taker: { kind: 'visit', requestId: id },
      },
      now,
    );
    await addRequestEvent(tx, id, 'REQUEST_RECEIVED', now);
    if (!payNow) await addRequestEvent(tx, id, 'SCHEDULED', now);
    return replay(tx, customerId, id, now);
  });
}

async function writeVisitOrder(
  tx: Queryable,
  visit: {
    orderId: string;
    customerId: string;
    asset: Asset;
    serviceType: BookableServiceType;
    pricePaise: number;
    requestId: string;
    now: Date;
    holdExpiresAt: Date;
  },
): Promise<void> {
  const name = `${serviceTypeLabels[visit.serviceType]} visit for ${visit.asset.name}`;
  await insertOrder(tx, {
    id: visit.orderId,
    customerId: visit.customerId,
    kind: 'service',
    mrpPaise: visit.pricePaise,
    pricePaise: visit.pricePaise,
    couponDiscountPaise: 0,
    exchangeValuePaise: 0,
    promotionDiscountPaise: 0,
    deliveryChargePaise: 0,
    amountPaise: visit.pricePaise,
    discounts: [],
    address: null,
    addressId: null,
    hubCode: null,
    provider: null,
    promotion: null,
    assistantCode: null,
    idempotencyKey: null,
    priceVersion: visit.requestId,
    holdExpiresAt: visit.holdExpiresAt,
    placedAt: visit.now,
    lines: [
      {
        productId: null,
        materialId: `SVC-${visit.serviceType}`,
        name,
        imageUrl: visit.asset.img,
        hsnCode: PLAN_SAC,
        quantity: 1,
        unitMrpPaise: visit.pricePaise,
        unitPricePaise: visit.pricePaise,
        linePricePaise: visit.pricePaise,
        couponCode: null,
        couponSavingPaise: 0,
        exchange: null,
        exchangeValuePaise: 0,
        planTier: null,
        planAssetId: null,
        planMonths: null,
        planDeviceName: null,
        planStartDate: null,
        planEndDate: null,
      },
    ],
  });
}
