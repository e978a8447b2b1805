import { describe, expect, test } from 'vitest';
import { OutboundRefusedError, OutboundUnavailableError, outboundPolicy } from '../src/http/outbound.ts';
import type { OutboundLimits } from '../src/http/outbound.ts';
import { quietLogger } from './support.ts';

const LIMITS: OutboundLimits = {
  timeoutMs: 50,
  deadlineMs: 1_000,
  retries: 2,
  backoffMs: 1,
  failuresBeforeOpening: 4,
  openForMs: 60_000,
};

/** A provider that fails (or hangs) as told, counting the calls it gets. */
function fakeProvider(behaviour: 'fail' | 'hang' | 'refuse' | 'answer') {
  const provider = {
    calls: 0,
    call(signal: AbortSignal): Promise<string> {
      provider.calls += 1;
      if (behaviour === 'answer') return Promise.resolve('ok');
      if (behaviour === 'refuse') return Promise.reject(new OutboundRefusedError('400: bad amount'));
      if (behaviour === 'fail') return Promise.reject(new Error('503 Service Unavailable'));
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    },
  };
  return provider;
}

describe('the outbound policy', () => {
  test('a provider that never answers is given up on after the timeout, with a clear error', async () => {
    const policy = outboundPolicy('Razorpay', { ...LIMITS, retries: 0 }, quietLogger);
    const slow = fakeProvider('hang');
    const started = performance.now();
    const error = await policy.call('once', (signal) => slow.call(signal)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundUnavailableError);
    expect((error as Error).message).toBe('Razorpay: no answer in time (50 ms a try, 1000 ms in all)');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  test('an idempotent call is retried with backoff, then fails; a call that may have happened is not', async () => {
    const policy = outboundPolicy('PayU', LIMITS, quietLogger);
    const failing = fakeProvider('fail');
    await expect(policy.call('idempotent', (signal) => failing.call(signal))).rejects.toThrow(
      OutboundUnavailableError,
    );
    expect(failing.calls).toBe(3);

    const once = fakeProvider('fail');
    const other = outboundPolicy('PayU', LIMITS, quietLogger);
    await expect(other.call('once', (signal) => once.call(signal))).rejects.toThrow('PayU: 503');
    expect(once.calls).toBe(1);
  });

  test("retries stop at the whole call's deadline", async () => {
    const policy = outboundPolicy('PayU', { ...LIMITS, retries: 10, deadlineMs: 120 }, quietLogger);
    const slow = fakeProvider('hang');
    const started = performance.now();
    await expect(policy.call('idempotent', (signal) => slow.call(signal))).rejects.toThrow(
      OutboundUnavailableError,
    );
    expect(performance.now() - started).toBeLessThan(600);
    expect(slow.calls).toBeLessThanOrEqual(3);
  });

  test('a retry that succeeds answers as if nothing failed', async () => {
    const policy = outboundPolicy('PayU', LIMITS, quietLogger);
    let calls = 0;
    const answer = await policy.call('idempotent', () => {
      calls += 1;
      return calls < 3 ? Promise.reject(new Error('reset')) : Promise.resolve('paid');
    });
    expect([answer, calls]).toEqual(['paid', 3]);
  });

  test('after failures in a row the circuit opens: calls fail at once without reaching the provider', async () => {
    const policy = outboundPolicy('Razorpay', { ...LIMITS, retries: 0 }, quietLogger);
    const failing = fakeProvider('fail');
    for (let i = 0; i < LIMITS.failuresBeforeOpening; i++) {
      await expect(policy.call('once', (signal) => failing.call(signal))).rejects.toThrow();
    }
    const healthy = fakeProvider('answer');
    await expect(policy.call('idempotent', (signal) => healthy.call(signal))).rejects.toThrow(
      'Razorpay: failing recently, not called',
    );
    expect(healthy.calls).toBe(0);
  });

  test('refusals are neither retried nor counted against the provider', async () => {
    const policy = outboundPolicy('Razorpay', LIMITS, quietLogger);
    const refusing = fakeProvider('refuse');
    for (let i = 0; i < LIMITS.failuresBeforeOpening + 1; i++) {
      await expect(policy.call('idempotent', (signal) => refusing.call(signal))).rejects.toThrow(
        OutboundRefusedError,
      );
    }
    expect(refusing.calls).toBe(LIMITS.failuresBeforeOpening + 1);
    const healthy = fakeProvider('answer');
    await expect(policy.call('once', (signal) => healthy.call(signal))).resolves.toBe('ok');
  });
});
