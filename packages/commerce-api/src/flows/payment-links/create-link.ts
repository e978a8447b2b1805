import {
  CALL_CENTRE_MESSAGES,
  CHECKOUT_MESSAGES,
  PAYABLE_STATUSES,
  PAYMENT_LINK_MESSAGES,
  indianDay,
} from '@nirmal/domain/contract';
import type {
  CreatePaymentLinkResult,
  PaymentLinkPurpose,
  createPaymentLinkSchema,
} from '@nirmal/domain/contract';
import { formatInrFromPaise } from '@nirmal/format';
import type { z } from 'zod/mini';
import { secondsAfter } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import type { SignedInStaff } from '../../http/app-env.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findProfile } from '../../modules/account/customers.ts';
import { ownerOfAsset } from '../../modules/assets/queries.ts';
import { recordStaffAction } from '../../modules/audit/audit.ts';
import { findOrder, orderLines, unpaidPlanOrdersOfDevice } from '../../modules/orders/queries.ts';
import type { OrderRow } from '../../modules/orders/queries.ts';
import {
  closeLink,
  insertLink,
  linkByKey,
  linkOfOrder,
  newLinkId,
  openPlanLinksOfOrders,
} from '../../modules/payment-links/links.ts';
import type { LinkRow } from '../../modules/payment-links/links.ts';
import { requestById } from '../../modules/service/queries.ts';
import { requireDeviceInScope } from '../call-centre/scope.ts';
import { placePlanOrderIn } from '../plan-checkout/place-plan-order.ts';

// Creating a payment link: first a CRO is held to customers of their hub (a refusal recorded in the
// audit trail), then in one transaction the customer found from the device or the service request,
// the order the link pays (a plan order placed
// exactly as the customer's own plan checkout places it, or the order of a visit booked with pay
// now), the link written and the creation audited. A plan link replaces the device's plan links
// still awaiting payment, as its order replaces theirs, and each is audited as replaced. The SMS
// goes out once the link is saved.

export type CreateLinkRequest = z.output<typeof createPaymentLinkSchema>;

export type CreateLinkOutcome =
  | { outcome: 'created'; link: LinkRow; isNew: boolean }
  | Extract<CreatePaymentLinkResult, { outcome: 'changed' }>;

/**
 * Refuses a link for a customer outside a CRO's hub before anything is written, with the refusal
 * recorded in the audit trail by the same rule the look-up follows. It runs before the link's
 * transaction, so the record of a refusal is not rolled back with it.
 */
export async function requireLinkInScope(
  db: Queryable,
  staff: SignedInStaff,
  request: CreateLinkRequest,
  now: Date,
): Promise<void> {
  const today = indianDay(now);
  if (request.purpose === 'plan') {
    await requireDeviceInScope(db, request.assetId, { staff, subject: request.assetId, now }, today);
    return;
  }
  const visit = await requestById(db, request.serviceRequestId);
  if (!visit) throw notFound(PAYMENT_LINK_MESSAGES.serviceUnknown);
  // The visit is in scope when its device is.
  await requireDeviceInScope(db, visit.assetId, { staff, subject: visit.id, now }, today);
}

/** The customer the link is for, as the SMS and the agent's page name them. */
async function recipient(tx: Queryable, customerId: string) {
  const profile = await findProfile(tx, customerId);
  const mobile = profile?.contacts.find((contact) => contact.isPrimary)?.phone;
  if (!profile || !mobile) throw new Error(`Customer ${customerId} has no primary number`);
  return { customerName: `${profile.firstName} ${profile.lastName}`.trim() || 'Nirmal customer', mobile };
}

/** The same key answers the same link, for the same choice; a key reused for another is refused. */
async function replay(tx: Queryable, link: LinkRow, request: CreateLinkRequest): Promise<CreateLinkOutcome> {
  let same = link.purpose === request.purpose;
  if (request.purpose === 'service') same &&= link.referenceId === request.serviceRequestId;
  else {
    const [line] = await orderLines(tx, link.orderId);
    same &&=
      line?.planAssetId === request.assetId &&
      line.planTier === request.tier &&
      line.planMonths === request.years * 12;
  }
  if (!same) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', CHECKOUT_MESSAGES.keyReused);
  return { outcome: 'created', link, isNew: false };
}

interface LinkedOrder {
  customerId: string;
  order: OrderRow;
  referenceId: string;
  expiresAt: Date;
  /** The links awaiting payment whose orders this one replaced. */
  replaced: LinkRow[];
}

/** A plan order for the device's customer, held for payment as long as the link lasts. */
async function planOrder(
  tx: Queryable,
  request: Extract<CreateLinkRequest, { purpose: 'plan' }>,
  expiresAt: Date,
  now: Date,
): Promise<LinkedOrder | Extract<CreateLinkOutcome, { outcome: 'changed' }>> {
  const customerId = await ownerOfAsset(tx, request.assetId);
  if (customerId === null) throw notFound(CALL_CENTRE_MESSAGES.deviceUnknown);
  const replaced = await openPlanLinksOfOrders(
    tx,
    await unpaidPlanOrdersOfDevice(tx, request.assetId),
    now,
    true,
  );
  // Razorpay is offered first on the payment page: its payment-link callback settles the link.
  const placed = await placePlanOrderIn(
    tx,
    { ...request, provider: 'RAZORPAY' },
    { customerId, now, holdExpiresAt: expiresAt },
  );
  if (placed.outcome === 'changed') return placed;
  const order = await findOrder(tx, placed.order.orderId, customerId);
  if (!order) throw new Error(`Plan order ${placed.order.orderId} vanished`);
  return { customerId, order, referenceId: order.id, expiresAt, replaced };
}

/**
 * The order of a visit booked with pay now: its charge was priced when it was booked, and its slot
 * is held only until the order's hold ends, so the link cannot outlast that.
 */
async function serviceOrder(
  tx: Queryable,
  request: Extract<CreateLinkRequest, { purpose: 'service' }>,
  expiresAt: Date,
  now: Date,
): Promise<LinkedOrder> {
  const visit = await requestById(tx, request.serviceRequestId);
  if (!visit) throw notFound(PAYMENT_LINK_MESSAGES.serviceUnknown);
  const order =
    visit.status === 'AWAITING_PAYMENT' && visit.prepaidOrderId
      ? await findOrder(tx, visit.prepaidOrderId, visit.customerId, true)
      : null;
  if (!order?.holdExpiresAt || order.holdExpiresAt <= now || !PAYABLE_STATUSES.includes(order.status)) {
    throw new ApiError(409, 'ORDER_NOT_PAYABLE', PAYMENT_LINK_MESSAGES.serviceNothingDue);
  }
  if ((await linkOfOrder(tx, order.id))?.status === 'created') {
    throw new ApiError(409, 'PAYMENT_LINK_NOT_OPEN', PAYMENT_LINK_MESSAGES.serviceLinked);
  }
  const holdEnds = new Date(order.holdExpiresAt);
  return {
    customerId: visit.customerId,
    order,
    referenceId: visit.id,
    expiresAt: holdEnds < expiresAt ? holdEnds : expiresAt,
    replaced: [],
  };
}

/** A link whose order the newer link's order replaced: closed as replaced, and audited. */
async function closeReplaced(
  tx: Queryable,
  staff: SignedInStaff,
  earlier: LinkRow,
  { by, now }: { by: LinkRow; now: Date },
): Promise<void> {
  await closeLink(tx, earlier.id, 'replaced', now);
  await recordStaffAction(tx, {
    staffId: staff.staffId,
    at: now,
    action: 'link-replaced',
    customerId: earlier.customerId,
    customerName: earlier.customerName,
    subject: earlier.id,
    detail: `${formatInrFromPaise(earlier.amountPaise)} for ${earlier.description}, replaced by link ${by.id}`,
  });
}

export async function createLink(
  tx: Queryable,
  staff: SignedInStaff,
  request: CreateLinkRequest,
  { now, ttlSeconds }: { now: Date; ttlSeconds: number },
): Promise<CreateLinkOutcome> {
  const earlier = await linkByKey(tx, staff.staffId, request.idempotencyKey);
  if (earlier) return replay(tx, earlier, request);
  const lasts = secondsAfter(now, ttlSeconds);
  const linked =
    request.purpose === 'plan'
      ? await planOrder(tx, request, lasts, now)
      : await serviceOrder(tx, request, lasts, now);
  if ('outcome' in linked) return linked;
  const { customerId, order, referenceId, expiresAt, replaced } = linked;
  const [line] = await orderLines(tx, order.id);
  const link: LinkRow = {
    id: newLinkId(),
    orderId: order.id,
    referenceId,
    purpose: request.purpose satisfies PaymentLinkPurpose,
    description: line?.name ?? `Order ${order.id}`,
    customerId,
    ...(await recipient(tx, customerId)),
    amountPaise: order.amountPaise,
    status: 'created',
    createdAt: now,
    expiresAt,
    paidAt: null,
    createdBy: staff.staffId,
    idempotencyKey: request.idempotencyKey,
    smsSentAt: now,
  };
  await insertLink(tx, link);
  await recordStaffAction(tx, {
    staffId: staff.staffId,
    at: now,
    action: 'link-created',
    customerId,
    customerName: link.customerName,
    subject: link.id,
    detail: `${formatInrFromPaise(link.amountPaise)} for ${link.description} (order ${order.id})`,
  });
  for (const earlier of replaced) await closeReplaced(tx, staff, earlier, { by: link, now });
  return { outcome: 'created', link, isNew: true };
}
