import { AMC_MESSAGES, CHECKOUT_MESSAGES, indianDay } from '@nirmal/domain/contract';
import type {
  Asset,
  OrderAddress,
  PlanCheckoutResult,
  PlanPrice,
  planCheckoutSchema,
} from '@nirmal/domain/contract';
import { tierLabels } from '@nirmal/format';
import type { z } from 'zod/mini';
import { secondsAfter } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { findProfile } from '../../modules/account/customers.ts';
import { findAsset, installedAddress } from '../../modules/assets/queries.ts';
import { PLAN_SAC } from '../../modules/orders/invoice.ts';
import { ORDER_HOLD_MINUTES, replaceUnpaidPlanOrders } from '../../modules/orders/lifecycle.ts';
import { findOrderByKey, insertOrder, newOrderId, orderLines } from '../../modules/orders/queries.ts';
import type { OrderRow } from '../../modules/orders/queries.ts';
import { planPrice, seenPricePaise } from '../../modules/plans/queries.ts';
import { expireUnpaidOrders } from '../order-payment/expire.ts';

// Buying an AMC plan for one of the customer's devices, in one transaction: the device (its row
// locked, so two tabs buying for it wait for each other), whether a plan can be bought for it now,
// the price worked out again and compared with the priceVersion the customer saw, the plan order
// written awaiting payment, and the customer's earlier unpaid plan order for the device given up.
// The browser sends the tier, the years and the priceVersion, never an amount.

export type PlanCheckoutRequest = z.output<typeof planCheckoutSchema>;

const placed = (order: OrderRow): PlanCheckoutResult => ({
  outcome: 'placed',
  order: {
    orderId: order.id,
    status: order.status,
    amountPaise: order.amountPaise,
    provider: order.provider,
  },
});

const deviceUnknown = () => new ApiError(404, 'NOT_FOUND', AMC_MESSAGES.deviceUnknown);

/** The order a key already made, when the request is the same; a key reused for another request is refused. */
async function replay(
  tx: Queryable,
  order: OrderRow,
  request: PlanCheckoutRequest,
): Promise<PlanCheckoutResult> {
  const [line] = await orderLines(tx, order.id);
  const same =
    order.kind === 'plan' &&
    order.provider === request.provider &&
    line?.planAssetId === request.assetId &&
    line.planTier === request.tier &&
    line.planMonths === request.years * 12;
  if (!same) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', CHECKOUT_MESSAGES.keyReused);
  return placed(order);
}

/** Whom the plan's invoice is for, and its place of supply: the customer at the device's installed address. */
async function orderAddress(tx: Queryable, customerId: string, asset: Asset): Promise<OrderAddress | null> {
  const installed = await installedAddress(tx, customerId, asset.id);
  const profile = await findProfile(tx, customerId);
  const phone = profile?.contacts.find((contact) => contact.isPrimary)?.phone;
  if (!installed || !profile || !phone) return null;
  const name = `${profile.firstName} ${profile.lastName}`.trim() || 'Nirmal customer';
  return { name, phone, ...installed.address };
}

/** Whose order, when, and until when its price is held for payment. */
export interface PlanOrderPlacing {
  customerId: string;
  now: Date;
  holdExpiresAt: Date;
}

async function writePlanOrder(
  tx: Queryable,
  request: PlanCheckoutRequest & PlanOrderPlacing,
  asset: Asset,
  price: PlanPrice,
): Promise<void> {
  const duration = price.durations.find((option) => option.years === request.years);
  if (!duration) throw new ApiError(400, 'INVALID_REQUEST', AMC_MESSAGES.years);
  const years = duration.years === 1 ? '1 year' : `${duration.years} years`;
  await insertOrder(tx, {
    id: newOrderId(),
    customerId: request.customerId,
    kind: 'plan',
    // The same years bought one at a time is the MRP; the multi-year saving its discount.
    mrpPaise: duration.yearByYearPaise,
    pricePaise: duration.pricePaise,
    couponDiscountPaise: 0,
    exchangeValuePaise: 0,
    promotionDiscountPaise: 0,
    deliveryChargePaise: 0,
    amountPaise: duration.pricePaise,
    discounts:
      duration.savingPaise > 0
        ? [{ kind: 'product', label: `${years} plan saving`, amountPaise: duration.savingPaise }]
        : [],
    address: await orderAddress(tx, request.customerId, asset),
    addressId: null,
    hubCode: null,
    provider: request.provider,
    promotion: null,
    assistantCode: null,
    idempotencyKey: request.idempotencyKey,
    priceVersion: price.priceVersion,
    holdExpiresAt: request.holdExpiresAt,
    placedAt: request.now,
    lines: [
      {
        productId: null,
        materialId: `AMC-${request.tier}-${duration.years * 12}`,
        name: `${tierLabels[request.tier]} AMC, ${years}, for ${asset.name}`,
        imageUrl: asset.img,
        hsnCode: PLAN_SAC,
        quantity: 1,
        unitMrpPaise: duration.yearByYearPaise,
        unitPricePaise: duration.pricePaise,
        linePricePaise: duration.pricePaise,
        couponCode: null,
        couponSavingPaise: 0,
        exchange: null,
        exchangeValuePaise: 0,
        planTier: request.tier,
        planAssetId: asset.id,
        planMonths: duration.years * 12,
        planDeviceName: asset.name,
        planStartDate: duration.startDate,
        planEndDate: duration.endDate,
      },
    ],
  });
}

/** Places the signed-in customer's plan order for one of their devices, awaiting payment. */
export function placePlanOrder(
  db: Database,
  customerId: string,
  request: PlanCheckoutRequest,
  now: Date,
): Promise<PlanCheckoutResult> {
  // The price is held while the customer pays, as a product order's stock is.
  const holdExpiresAt = secondsAfter(now, ORDER_HOLD_MINUTES * 60);
  return db.transaction((tx) => placePlanOrderIn(tx, request, { customerId, now, holdExpiresAt }));
}

/**
 * Places a customer's plan order for one of their devices in the caller's transaction: the
 * customer's own checkout, or a payment link staff send them (whose order is held as long as the link).
 */
export async function placePlanOrderIn(
  tx: Queryable,
  request: PlanCheckoutRequest,
  placing: PlanOrderPlacing,
): Promise<PlanCheckoutResult> {
  const { customerId, now } = placing;
  await expireUnpaidOrders(tx, now);
  const today = indianDay(now);
  // Locked first: a request with the same key waits here, then finds the order it made.
  const asset = await findAsset(tx, customerId, request.assetId, today, true);
  if (!asset) throw deviceUnknown();
  const earlier = await findOrderByKey(tx, customerId, request.idempotencyKey);
  if (earlier) return replay(tx, earlier, request);
  if (asset.isRental) throw new ApiError(409, 'RENTAL_DEVICE', AMC_MESSAGES.rental);
  if (!asset.planStatus.canBuy) throw new ApiError(409, 'PLAN_NOT_BUYABLE', asset.planStatus.message);
  const price = await planPrice(tx, asset, request.tier, today);
  if (!price) throw new ApiError(400, 'INVALID_REQUEST', AMC_MESSAGES.tier);
  if (price.priceVersion !== request.priceVersion) {
    // Nothing is written: the customer sees the price as it is now and buys again.
    const previousPricePaise = seenPricePaise(request.priceVersion, asset, request.tier, request.years);
    return { outcome: 'changed', previousPricePaise, price };
  }
  await writePlanOrder(tx, { ...request, ...placing }, asset, price);
  const order = await findOrderByKey(tx, customerId, request.idempotencyKey);
  if (!order) throw new Error('The plan order just written was not found');
  await replaceUnpaidPlanOrders(tx, { customerId, assetId: asset.id, replacement: order.id }, now);
  return placed(order);
}
