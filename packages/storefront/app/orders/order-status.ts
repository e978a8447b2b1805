import type { OrderStatusTone } from '@nirmal/design-system';
import { indiaDay, orderStatusName } from '@nirmal/domain';
import type { Order, OrderStatus, OrderSummary, RefundState } from '@nirmal/domain/contract';
import { formatDate } from '@nirmal/format';

/** The colour of each order status; its name is the domain's (ORDER_STATUS_NAMES). */
const ORDER_STATUS_TONES: Record<OrderStatus, OrderStatusTone> = {
  awaiting_payment: 'warning',
  payment_failed: 'danger',
  paid: 'info',
  packed: 'info',
  shipped: 'info',
  delivered: 'success',
  expired: 'neutral',
  cancelled: 'neutral',
};

/** How an order's status is named and coloured: one a newer order replaced says so, in grey. */
export const statusLabelOf = (
  order: Pick<OrderSummary, 'status' | 'replacedBy'>,
): { label: string; tone: OrderStatusTone } => ({
  label: orderStatusName(order),
  tone: order.replacedBy !== null ? 'neutral' : ORDER_STATUS_TONES[order.status],
});

const REFUND_LINES: Record<RefundState, string | null> = {
  none: null,
  initiated: 'Refund initiated: the money reaches your account in 5 to 7 working days.',
  refunded: 'Refunded to your original payment method.',
  failed: 'Refund failed, we will retry. Nothing is needed from you.',
};

/** Where a cancelled paid order's refund stands, as one line; null when nothing was paid. */
export function refundLineOf({
  refundState,
  refundedAt,
}: Pick<Order, 'refundState' | 'refundedAt'>): string | null {
  if (refundState === 'refunded' && refundedAt !== null) {
    return `Refunded on ${formatDate(indiaDay(refundedAt))} to your original payment method.`;
  }
  return REFUND_LINES[refundState];
}

/**
 * The status filter of the orders page: a few groups a customer thinks in, each the statuses it
 * covers, in the address as `?status=<group>`.
 */
export const STATUS_FILTERS = {
  unpaid: { label: 'Not paid yet', statuses: ['awaiting_payment', 'payment_failed'] },
  processing: { label: 'Confirmed', statuses: ['paid', 'packed'] },
  shipped: { label: 'Shipped', statuses: ['shipped'] },
  delivered: { label: 'Delivered', statuses: ['delivered'] },
  cancelled: { label: 'Cancelled or not paid in time', statuses: ['cancelled', 'expired'] },
} as const satisfies Record<string, { label: string; statuses: readonly OrderStatus[] }>;
export type StatusFilter = keyof typeof STATUS_FILTERS;

/** The time filter: orders placed in the last so many days, in the address as `?within=<days>`. */
export const TIME_FILTERS = {
  '30': 'Last 30 days',
  '180': 'Last 6 months',
  '365': 'Last year',
} as const;
export type TimeFilter = keyof typeof TIME_FILTERS;
