import { ProductError } from '@nirmal/domain';
import type { ErrorAnswer } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { PAYMENT_NOT_STARTED, paymentRefusal, refusedForTheOrder } from '../app/payment/payment-refusal.ts';

const refused = (status: number, answer?: ErrorAnswer) =>
  new ProductError({
    url: '/api/v1/payments/initiate',
    status,
    statusText: '',
    data: answer ?? null,
    answer,
  });

describe('a Pay the server refused', () => {
  it('says the server’s sentence when a provider is down, once, with no second “try again”', () => {
    const down = refused(503, {
      code: 'SERVICE_UNAVAILABLE',
      message:
        'PayU is not answering right now. Your order is saved: try paying again in a minute, or choose another way to pay.',
      retryAfterSeconds: 30,
    });
    const refusal = paymentRefusal(down);
    expect(refusal.message).toBe(down.message);
    expect(refusedForTheOrder(refusal)).toBe(false);
  });

  it('reads the order again when it can no longer be paid (its time ran out, or it was cancelled)', () => {
    const expired = refused(409, {
      code: 'ORDER_NOT_PAYABLE',
      message: 'This order can no longer be paid. Place it again from your cart.',
    });
    const refusal = paymentRefusal(expired);
    expect(refusal.message).toBe('This order can no longer be paid. Place it again from your cart.');
    expect(refusedForTheOrder(refusal)).toBe(true);
  });

  it('says the order is kept and to pay again when the server failed without a sentence or was not reached', () => {
    const failed = refused(500, { code: 'INTERNAL', message: 'Something went wrong' });
    expect(paymentRefusal(failed).message).toBe(PAYMENT_NOT_STARTED);
    expect(paymentRefusal(refused(0)).message).toBe(PAYMENT_NOT_STARTED);
    expect(paymentRefusal(refused(502)).message).toBe(PAYMENT_NOT_STARTED);
    expect(refusedForTheOrder(undefined)).toBe(false);
  });
});
