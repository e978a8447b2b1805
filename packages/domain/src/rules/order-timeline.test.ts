import { describe, expect, test } from 'vitest';
import type { TimelineEvent } from '../contract/index.ts';
import { indiaDay, orderStatusName, orderTimeline, timelineLabelOf } from './order-timeline.ts';
import type { TimelineOrder } from './order-timeline.ts';

const event = (
  status: TimelineEvent['status'],
  at: string,
  extra: Partial<TimelineEvent> = {},
): TimelineEvent => ({
  status,
  kind: 'status',
  at,
  note: null,
  ...extra,
});

/** The day the timelines here are read. */
const TODAY = '2026-11-21';

const productOrder = (overrides: Partial<TimelineOrder>): TimelineOrder => ({
  kind: 'product',
  status: 'awaiting_payment',
  replacedBy: null,
  timeline: [event('awaiting_payment', '2026-11-20T10:00:00.000Z')],
  lines: [{ plan: null }],
  payment: { paidAt: null },
  ...overrides,
});

test('a day is India’s: late evening UTC is the next day there', () => {
  expect(indiaDay('2026-11-20T19:00:00.000Z')).toBe('2026-11-21');
});

describe('a product order', () => {
  test('goes placed, paid, packed, shipped, delivered, each step dated when reached', () => {
    const timeline = orderTimeline(
      productOrder({
        status: 'packed',
        timeline: [
          event('awaiting_payment', '2026-11-20T10:00:00.000Z'),
          event('paid', '2026-11-20T10:05:00.000Z'),
          event('packed', '2026-11-21T09:00:00.000Z'),
        ],
      }),
      TODAY,
    );
    expect(timeline.steps.map(({ label, date }) => [label, date])).toEqual([
      ['Order placed', '2026-11-20'],
      ['Payment received', '2026-11-20'],
      ['Packed', '2026-11-21'],
      ['Shipped', undefined],
      ['Delivered', undefined],
    ]);
    expect(timeline.currentIndex).toBe(3);
  });

  test('a visit’s order is what happened to it, never packed or shipped', () => {
    const timeline = orderTimeline(
      productOrder({
        kind: 'service',
        status: 'paid',
        timeline: [
          event('awaiting_payment', '2026-11-20T10:00:00.000Z'),
          event('paid', '2026-11-20T10:05:00.000Z'),
        ],
      }),
      TODAY,
    );
    expect(timeline.steps.map(({ label }) => label)).toEqual(['Order placed', 'Confirmed']);
    expect(timeline.currentIndex).toBe(2);
  });

  test('is all done once delivered, and waits at its payment while that failed', () => {
    expect(orderTimeline(productOrder({ status: 'delivered' }), TODAY).currentIndex).toBe(5);
    expect(orderTimeline(productOrder({ status: 'payment_failed' }), TODAY).currentIndex).toBe(1);
  });

  test('that stopped shows what happened, with the notes, all done', () => {
    const timeline = orderTimeline(
      productOrder({
        status: 'cancelled',
        timeline: [
          event('awaiting_payment', '2026-11-20T10:00:00.000Z'),
          event('paid', '2026-11-20T10:05:00.000Z'),
          event('cancelled', '2026-11-20T12:00:00.000Z', { note: 'Ordered by mistake' }),
          event('cancelled', '2026-11-20T12:00:01.000Z', { kind: 'refund' }),
        ],
      }),
      TODAY,
    );
    expect(timeline.steps.map(({ label, description }) => [label, description])).toEqual([
      ['Order placed', undefined],
      ['Confirmed', undefined],
      ['Cancelled', 'Ordered by mistake'],
      ['Refund initiated', undefined],
    ]);
    expect(timeline.currentIndex).toBe(4);
  });

  test('that stopped leaves out a failed payment a later one made good, and keeps one that was not', () => {
    const failed = event('payment_failed', '2026-11-20T10:02:00.000Z', {
      note: 'The payment did not go through.',
    });
    const cancelled = orderTimeline(
      productOrder({
        status: 'cancelled',
        timeline: [
          event('awaiting_payment', '2026-11-20T10:00:00.000Z'),
          failed,
          event('paid', '2026-11-20T10:05:00.000Z'),
          event('cancelled', '2026-11-20T12:00:00.000Z'),
        ],
      }),
      TODAY,
    );
    expect(cancelled.steps.map(({ label }) => label)).toEqual(['Order placed', 'Confirmed', 'Cancelled']);
    const expired = orderTimeline(
      productOrder({
        status: 'expired',
        timeline: [
          event('awaiting_payment', '2026-11-20T10:00:00.000Z'),
          failed,
          event('expired', '2026-11-20T10:30:00.000Z'),
        ],
      }),
      TODAY,
    );
    expect(expired.steps.map(({ label }) => label)).toEqual([
      'Order placed',
      'Payment failed',
      'Not paid in time',
    ]);
  });
});

test('a plan order is paid for and then covers its device until its end date', () => {
  const plan = {
    tier: 'GOLD',
    assetId: 'AST-1',
    deviceName: 'Nirmal Aqua RO',
    months: 12,
    startDate: '2026-11-21',
    endDate: '2027-11-20',
  } as const;
  const unpaid = orderTimeline(productOrder({ lines: [{ plan }] }), TODAY);
  expect(unpaid.steps.map(({ label }) => label)).toEqual(['Order placed', 'Payment received', 'Plan active']);
  expect(unpaid.steps[2]?.description).toBe('Covers Nirmal Aqua RO until 20 Nov 2027');
  expect(unpaid.currentIndex).toBe(1);
  expect(
    orderTimeline(productOrder({ lines: [{ plan }], payment: { paidAt: '2026-11-20T10:05:00.000Z' } }), TODAY)
      .currentIndex,
  ).toBe(3);
});

test('a paid renewal that starts after today shows its start as still to come, not done', () => {
  const renewal = {
    tier: 'VALUE',
    assetId: 'AST-100102',
    deviceName: 'Nirmal Aqua UV 6 L',
    months: 12,
    startDate: '2026-12-19',
    endDate: '2027-12-18',
  } as const;
  const paid = productOrder({
    status: 'paid',
    lines: [{ plan: renewal }],
    timeline: [
      event('awaiting_payment', '2026-11-28T04:00:00.000Z'),
      event('paid', '2026-11-28T04:05:00.000Z'),
    ],
    payment: { paidAt: '2026-11-28T04:05:00.000Z' },
  });
  const before = orderTimeline(paid, '2026-11-28');
  expect(before.steps[2]).toMatchObject({ label: 'Plan starts 19 Dec 2026', date: undefined });
  expect(before.currentIndex).toBe(2);
  const started = orderTimeline(paid, '2026-12-19');
  expect(started.steps[2]).toMatchObject({ label: 'Plan active', date: '2026-12-19' });
  expect(started.currentIndex).toBe(3);
});

test('an order a newer one replaced is named so, on its status and its last step', () => {
  const replaced = productOrder({ status: 'expired', replacedBy: 'ORD-2' });
  expect(orderStatusName(replaced)).toBe('Replaced by a newer order');
  expect(timelineLabelOf(event('expired', '2026-11-20T10:20:00.000Z'), replaced)).toBe(
    'Replaced by a newer order',
  );
  expect(orderStatusName({ status: 'expired', replacedBy: null })).toBe('Not paid in time');
});
