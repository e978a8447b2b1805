import { PAYMENT_LINK_MESSAGES } from '@nirmal/domain/contract';
import type { CustomerPaymentLink, PaymentLinkStatus } from '@nirmal/domain/contract';
import { formatInrFromPaise } from '@nirmal/format';
import type { Queryable } from '../../db/database.ts';
import type { SignedInStaff } from '../../http/app-env.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { recordStaffAction } from '../../modules/audit/audit.ts';
import { findOrder } from '../../modules/orders/queries.ts';
import {
  closeLink,
  linkById,
  linkOfOrder,
  recordSmsSent,
  toPaymentLink,
} from '../../modules/payment-links/links.ts';
import type { LinkRow } from '../../modules/payment-links/links.ts';
import { cancelOrderOfKind } from '../order-payment/cancel.ts';
import { currentLink, requireOpen, staffLink } from './link-state.ts';

// What staff do with a link they created (send it again, cancel it) and what its customer sees.

/**
 * Changes a link of the staff member's that awaits payment, and records what was done in the
 * audit: `change` answers the link as changed and the audit's detail.
 */
async function changeOpenLink(
  tx: Queryable,
  { staff, linkId, now }: { staff: SignedInStaff; linkId: string; now: Date },
  action: 'link-resent' | 'link-cancelled',
  change: (link: LinkRow) => Promise<{ changed: LinkRow; detail: string }>,
): Promise<LinkRow> {
  const link = await staffLink(tx, staff, linkId, now);
  requireOpen(link);
  const { changed, detail } = await change(link);
  await recordStaffAction(tx, {
    staffId: staff.staffId,
    at: now,
    action,
    customerId: link.customerId,
    customerName: link.customerName,
    subject: link.id,
    detail,
  });
  return changed;
}

/** A link awaiting payment, its SMS about to go again: the time is recorded and the resend audited. */
export const resendLink = (tx: Queryable, staff: SignedInStaff, linkId: string, now: Date) =>
  changeOpenLink(tx, { staff, linkId, now }, 'link-resent', async (link) => {
    await recordSmsSent(tx, link.id, now);
    return { changed: { ...link, smsSentAt: now }, detail: `Sent again to ${link.customerName}` };
  });

/**
 * Cancels a link awaiting payment. A plan link's order, placed for the link, is cancelled through
 * the customer's cancel path with its kind's effects (the device keeps its plan); a visit's order belongs to
 * the visit the customer booked, so only the link is closed and the visit is cancelled from its own call.
 */
export const cancelLink = (tx: Queryable, staff: SignedInStaff, linkId: string, now: Date) =>
  changeOpenLink(tx, { staff, linkId, now }, 'link-cancelled', async (link) => {
    if (link.purpose === 'plan') {
      await cancelOrderOfKind(tx, {
        orderId: link.orderId,
        customerId: link.customerId,
        reason: 'payment_link_withdrawn',
        now,
      });
    }
    await closeLink(tx, link.id, 'cancelled', now);
    return {
      changed: { ...link, status: 'cancelled' },
      detail: `${formatInrFromPaise(link.amountPaise)} for ${link.description}`,
    };
  });

type ClosedStatus = Exclude<PaymentLinkStatus, 'created'>;

const CLOSED_MESSAGES: Record<Exclude<ClosedStatus, 'replaced'>, string> = {
  paid: PAYMENT_LINK_MESSAGES.paid,
  expired: PAYMENT_LINK_MESSAGES.expired,
  cancelled: PAYMENT_LINK_MESSAGES.cancelled,
};

/**
 * Why a closed link cannot be paid: a replaced one says whether a newer link replaced it or the
 * customer's own plan order did.
 */
async function closedMessage(tx: Queryable, orderId: string, status: ClosedStatus): Promise<string> {
  if (status !== 'replaced') return CLOSED_MESSAGES[status];
  const replacement = (await findOrder(tx, orderId, null))?.replacedBy;
  const newerLink = replacement ? await linkOfOrder(tx, replacement) : null;
  return newerLink ? PAYMENT_LINK_MESSAGES.replaced : PAYMENT_LINK_MESSAGES.replacedByOrder;
}

/** The signed-in customer's link: where to pay it while it can be paid, or why it cannot. */
export async function customersLink(
  tx: Queryable,
  customerId: string,
  linkId: string,
  { now, storefrontUrl }: { now: Date; storefrontUrl: string },
): Promise<CustomerPaymentLink> {
  const found = await linkById(tx, linkId, true);
  if (!found) throw notFound(PAYMENT_LINK_MESSAGES.unknown);
  if (found.customerId !== customerId)
    throw new ApiError(403, 'FORBIDDEN', PAYMENT_LINK_MESSAGES.otherCustomer);
  const link = await currentLink(tx, found, now);
  const { createdBy: _staff, ...shown } = toPaymentLink(link, storefrontUrl);
  return link.status === 'created'
    ? { link: shown, payPath: `/ecom/payment/${link.orderId}`, message: null }
    : { link: shown, payPath: null, message: await closedMessage(tx, link.orderId, link.status) };
}
