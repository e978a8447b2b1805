import { describe, expect, test } from 'vitest';
import { refundLineOf } from '../app/orders/order-status.ts';

describe("a cancelled order's refund line", () => {
  test('follows the refund from initiated to refunded on its day in India, or failed', () => {
    expect(refundLineOf({ refundState: 'none', refundedAt: null })).toBeNull();
    expect(refundLineOf({ refundState: 'initiated', refundedAt: null })).toMatch(/^Refund initiated/);
    // 20:00 UTC on 27 November is already 28 November in India.
    expect(refundLineOf({ refundState: 'refunded', refundedAt: '2026-11-27T20:00:00.000Z' })).toBe(
      'Refunded on 28 Nov 2026 to your original payment method.',
    );
    expect(refundLineOf({ refundState: 'failed', refundedAt: null })).toMatch(
      /^Refund failed, we will retry/,
    );
  });
});
