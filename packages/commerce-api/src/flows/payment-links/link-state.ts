import { PAYMENT_LINK_MESSAGES } from '@nirmal/domain/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { SignedInStaff } from '../../http/app-env.ts';
import { expireUnpaidOrders } from '../order-payment/expire.ts';
import { findOrder } from '../../modules/orders/queries.ts';
import { closeLink, linkById } from '../../modules/payment-links/links.ts';
import type { LinkRow } from '../../modules/payment-links/links.ts';

// A created link stands or falls with its order: the order's hold ends when the link expires, a
// newer plan order for the device replaces it, the customer may cancel it. Whenever a link is read
// its status is brought up to date with its order first, so nobody is shown a link that cannot be paid.

/** The link as it stands now: a created one whose order ended (or whose time ran out) is closed. */
export async function currentLink(tx: Queryable, link: LinkRow, now: Date): Promise<LinkRow> {
  if (link.status !== 'created') return link;
  await expireUnpaidOrders(tx, now);
  const order = await findOrder(tx, link.orderId, null);
  const ended = order?.replacedBy
    ? 'replaced'
    : order?.status === 'cancelled'
      ? 'cancelled'
      : order?.status === 'expired' || now >= link.expiresAt
        ? 'expired'
        : null;
  if (ended === null) return link;
  await closeLink(tx, link.id, ended, now);
  return { ...link, status: ended };
}

/** One of the staff member's own links, locked and up to date; another's answers 404 as a missing one. */
export async function staffLink(
  tx: Queryable,
  staff: SignedInStaff,
  linkId: string,
  now: Date,
): Promise<LinkRow> {
  const link = await linkById(tx, linkId, true);
  if (link?.createdBy !== staff.staffId) throw notFound(PAYMENT_LINK_MESSAGES.unknown);
  return currentLink(tx, link, now);
}

/** Resend and cancel act only on a link awaiting payment. */
export function requireOpen(link: LinkRow): void {
  if (link.status !== 'created')
    throw new ApiError(409, 'PAYMENT_LINK_NOT_OPEN', PAYMENT_LINK_MESSAGES.notOpen);
}
