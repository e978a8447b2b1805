// Payment links staff send to customers (issue 22): where a link stands and the words staff and
// customers read for it.

/**
 * Where a payment link stands; it moves forward only, from `created` to one of the others. A link
 * is `replaced` when a newer plan order for the same device (a newer link's, as a rule) gives up
 * the order it would pay.
 */
export type PaymentLinkStatus = 'created' | 'paid' | 'expired' | 'cancelled' | 'replaced';
export const paymentLinkStatuses = [
  'created',
  'paid',
  'expired',
  'cancelled',
  'replaced',
] as const satisfies readonly PaymentLinkStatus[];

/** How a link's status is named: a created link is one the customer has still to pay. */
export const paymentLinkStatusLabels: Readonly<Record<PaymentLinkStatus, string>> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  replaced: 'Replaced by a newer link',
};
