import type { OrderStatusTone } from '@nirmal/design-system';
import type { OrderStatus, OrderSummary, RefundState, TimelineEvent } from '@nirmal/domain/contract';

/** How each order status is named to the customer, and its colour. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, { label: string; tone: OrderStatusTone }> = {
  awaiting_payment: { label: 'Awaiting payment', tone: 'warning' },
  payment_failed: { label: 'Payment failed', tone: 'danger' },
  paid: { label: 'Confirmed', tone: 'info' },
  packed: { label: 'Packed', tone: 'info' },
  shipped: { label: 'Shipped', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  expired: { label: 'Not paid in time', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** An unpaid order the customer replaced by placing a newer one. */
const REPLACED = { label: 'Replaced by a newer order', tone: 'neutral' } as const;

/** How an order's status is named: one that expired because a newer order replaced it says so. */
export const statusLabelOf = (order: Pick<OrderSummary, 'status' | 'replacedBy'>) =>
  order.replacedBy !== null ? REPLACED : ORDER_STATUS_LABELS[order.status];

/** How a step of an order's timeline is named; the step that reached its status, as the order is. */
export const timelineLabelOf = (
  event: Pick<TimelineEvent, 'status' | 'kind'>,
  order: Pick<OrderSummary, 'status' | 'replacedBy'>,
): string =>
  event.kind === 'refund'
    ? 'Refund initiated'
    : event.status === 'awaiting_payment'
      ? 'Order placed'
      : event.status === order.status
        ? statusLabelOf(order).label
        : ORDER_STATUS_LABELS[event.status].label;

export const REFUND_LABELS: Record<RefundState, string | null> = {
  none: null,
  initiated: 'Refund initiated: the money reaches your account in 5 to 7 working days.',
  refunded: 'Refunded to your original payment method.',
};

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

const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The day (YYYY-MM-DD, India time) of an instant, as the order list and cards speak it. */
export const indiaDay = (instant: string | Date): string =>
  new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
