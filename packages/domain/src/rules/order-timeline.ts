import { formatDate } from '@nirmal/format';
import type { OrderDetails, OrderLine, OrderStatus, OrderSummary, TimelineEvent } from '../contract/index.ts';

// An order's status and timeline as the customer reads them: what each status is called, and the
// steps an order page shows with the day each was reached.

const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The day (YYYY-MM-DD, India time) of an instant, as orders speak it. */
export const indiaDay = (instant: string | Date): string =>
  new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** How each order status is named to the customer. */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  expired: 'Not paid in time',
  cancelled: 'Cancelled',
};

/** An unpaid order the customer replaced by placing a newer one says so, whatever its status. */
export const REPLACED_ORDER_NAME = 'Replaced by a newer order';

/** How an order's status is named. */
export const orderStatusName = (order: Pick<OrderSummary, 'status' | 'replacedBy'>): string =>
  order.replacedBy !== null ? REPLACED_ORDER_NAME : ORDER_STATUS_NAMES[order.status];

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
        ? orderStatusName(order)
        : ORDER_STATUS_NAMES[event.status];

/** One step of an order page's tracker. */
export interface OrderTimelineStep {
  id: string;
  label: string;
  /** The day it was reached (India time); absent while it is to come. */
  date?: string | undefined;
  description?: string | undefined;
}

/** What of an order its timeline is made from. */
export type TimelineOrder = Pick<OrderDetails, 'kind' | 'status' | 'replacedBy' | 'timeline'> & {
  lines: readonly Pick<OrderLine, 'plan'>[];
  payment: Pick<OrderDetails['payment'], 'paidAt'>;
};

/** The steps and how many of them are done (all of them: `steps.length`). */
export interface OrderTimeline {
  steps: OrderTimelineStep[];
  currentIndex: number;
}

/** The way a product order goes, each step with the day it happened. */
const JOURNEY: { status: OrderStatus; label: string }[] = [
  { status: 'awaiting_payment', label: 'Order placed' },
  { status: 'paid', label: 'Payment received' },
  { status: 'packed', label: 'Packed' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
];

const dayReached = (order: TimelineOrder, status: OrderStatus) => {
  const event = order.timeline.findLast((candidate) => candidate.status === status);
  return event ? indiaDay(event.at) : undefined;
};

/**
 * A plan is not delivered: it is paid for, then covers the device from its start to its end. A plan
 * that starts later (a renewal paid before the running plan ends) is still to come once paid.
 */
function planTimeline(
  order: TimelineOrder,
  plan: NonNullable<OrderLine['plan']>,
  today: string,
): OrderTimeline {
  const startsLater = plan.startDate > today;
  const steps: OrderTimelineStep[] = [
    { id: 'awaiting_payment', label: 'Order placed', date: dayReached(order, 'awaiting_payment') },
    { id: 'paid', label: 'Payment received', date: dayReached(order, 'paid') },
    {
      id: 'plan',
      label: startsLater ? `Plan starts ${formatDate(plan.startDate)}` : 'Plan active',
      date: startsLater ? undefined : plan.startDate,
      description: `Covers ${plan.deviceName} until ${formatDate(plan.endDate)}`,
    },
  ];
  const paidSteps = startsLater ? steps.length - 1 : steps.length;
  return {
    steps,
    currentIndex: order.payment.paidAt ? paidSteps : order.status === 'payment_failed' ? 0 : 1,
  };
}

/**
 * A failed payment that a later one made good: beside "Confirmed", a step "Payment failed" drawn
 * as done reads as if the order had not been paid.
 */
const retriedAndPaid = (order: TimelineOrder, index: number) =>
  order.timeline[index]?.status === 'payment_failed' &&
  order.timeline.slice(index + 1).some((later) => later.status === 'paid');

/**
 * An order page's tracker on `today` (YYYY-MM-DD, India time): a plan order's own steps; an order
 * that stopped (cancelled or not paid in time), what happened up to where it stopped; any other,
 * the way a product order goes.
 */
export function orderTimeline(order: TimelineOrder, today: string): OrderTimeline {
  const stopped = order.status === 'cancelled' || order.status === 'expired';
  const plan = order.lines.find((line) => line.plan)?.plan;
  if (plan && !stopped) return planTimeline(order, plan, today);
  // A stopped order, and a visit's order (nothing is packed or shipped: the visit follows on its
  // own page), show what happened to them.
  if (stopped || order.kind === 'service') {
    const steps = order.timeline
      .filter((event, index) => !retriedAndPaid(order, index))
      .map((event) => ({
        id: `${event.status}-${event.at}`,
        label: timelineLabelOf(event, order),
        date: indiaDay(event.at),
        description: event.note ?? undefined,
      }));
    return { steps, currentIndex: steps.length };
  }
  const steps = JOURNEY.map(({ status, label }) => ({ id: status, label, date: dayReached(order, status) }));
  const reached =
    order.status === 'payment_failed' ? 0 : JOURNEY.findIndex(({ status }) => status === order.status);
  return { steps, currentIndex: order.status === 'delivered' ? steps.length : reached + 1 };
}
