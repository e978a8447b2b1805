// Payment links staff send to customers (issue 22): where a link stands and the words staff and
// customers read for it.

/** Where a payment link stands; it moves forward only, from `created` to one of the others. */
export type PaymentLinkStatus = 'created' | 'paid' | 'expired' | 'cancelled';
export const paymentLinkStatuses = [
  'created',
  'paid',
  'expired',
  'cancelled',
] as const satisfies readonly PaymentLinkStatus[];

/** How a link's status is named: a created link is one the customer has still to pay. */
export const paymentLinkStatusLabels: Readonly<Record<PaymentLinkStatus, string>> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
};
