import { describe, expect, test, vi } from 'vitest';
import { orderCalls, orderSchema } from '@nirmal/domain/contract';
import type { PaymentProvider } from '@nirmal/domain/contract';
import { loadConfig, SANDBOX_KEYS } from '../src/config.ts';
import { pay, placeOrder } from './payment-support.ts';
import { ASHA, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// Refunds through the providers' refund APIs (the sandboxes): a cancelled paid order's refund is
// sent by the sweep, followed to refunded or failed by webhook and by reconciliation, never twice.

const PROVIDERS: PaymentProvider[] = ['RAZORPAY', 'PAYU'];
const WEBHOOK_PATH = '/api/payment/webhook/';

interface Delivery {
  path: string;
  init: RequestInit;
}

/**
 * The app with refunds processed at once by the sandbox; `drop` keeps the sandbox's refund
 * webhooks from arriving (they are recorded), so only reconciliation can tell.
 */
async function refundsApi(options: { drop?: boolean; refundDelayMs?: number } = {}) {
  const payments = loadConfig({
    PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '5',
    PAYMENT_SANDBOX_REFUND_DELAY_MS: String(options.refundDelayMs ?? 0),
  }).payments;
  const refundWebhooks: Delivery[] = [];
  const api = await testApi({
    config: { payments },
    outgoing: (toApp) => async (input, init) => {
      const path = new URL(String(input)).pathname;
      const body = typeof init?.body === 'string' ? init.body : '';
      if (path.startsWith(WEBHOOK_PATH) && /refund/.test(body)) {
        refundWebhooks.push({ path, init: init ?? {} });
        if (options.drop) return new Response('unreachable', { status: 503 });
      }
      return toApp(input, init);
    },
  });
  const asha = await api.signIn(ASHA);
  return { api, asha, refundWebhooks };
}

async function paidOrder(api: TestApi, asha: string, provider: PaymentProvider): Promise<string> {
  const orderId = await placeOrder(api, ASHA, provider);
  await pay(api, asha, orderId, provider, { webhook: 'never' });
  return orderId;
}

async function cancel(api: TestApi, asha: string, orderId: string) {
  const response = await api.request(orderCalls.cancel.path, {
    cookies: asha,
    json: { orderId, reason: 'ordered_by_mistake' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const sweep = async (api: TestApi) => {
  const response = await api.request('/api/dev/refunds/sweep', { json: {} });
  expect(response.status).toBe(200);
};

async function order(api: TestApi, asha: string, orderId: string) {
  const response = await api.request(orderCalls.get.path.replace(':orderId', orderId), { cookies: asha });
  return orderSchema.parse(((await response.json()) as { data: unknown }).data);
}

async function refundRow(api: TestApi, orderId: string) {
  const [row] = await api.db.query<{ state: string; try_number: number; provider_refund_id: string | null }>(
    'SELECT state, try_number, provider_refund_id FROM refunds WHERE order_id = $1',
    [orderId],
  );
  return row;
}

const setFaults = (api: TestApi, switches: object) => api.request('/api/dev/faults', { json: switches });

/** The refunds the Razorpay sandbox holds for the order's payment. */
async function razorpayRefunds(api: TestApi, orderId: string) {
  const [{ paymentId = '' } = {}] = await api.db.query<{ paymentId: string }>(
    `SELECT provider_payment_id AS "paymentId" FROM payment_attempts WHERE order_id = $1 AND state = 'captured'`,
    [orderId],
  );
  const { keyId, keySecret } = SANDBOX_KEYS.razorpay;
  const response = await api.request(`/sandbox/razorpay/v1/payments/${paymentId}/refunds`, {
    headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
  });
  return ((await response.json()) as { items: { id: string; status: string }[] }).items;
}

describe('refunds through the provider', () => {
  test.each(PROVIDERS)(
    '%s: a cancelled paid order is refunded by the provider, and its webhook says so',
    async (provider) => {
      const { api, asha } = await refundsApi();
      const orderId = await paidOrder(api, asha, provider);
      await cancel(api, asha, orderId);
      expect(await order(api, asha, orderId)).toMatchObject({ refundState: 'initiated', refundedAt: null });

      await sweep(api);

      await vi.waitFor(async () => expect((await order(api, asha, orderId)).refundState).toBe('refunded'));
      const refunded = await order(api, asha, orderId);
      expect(refunded.refundedAt).toBe(api.clock.now().toISOString());
      expect(await refundRow(api, orderId)).toMatchObject({ state: 'refunded', try_number: 1 });
    },
  );

  test.each(PROVIDERS)('%s: without its webhook, reconciliation finds the refund done', async (provider) => {
    const { api, asha, refundWebhooks } = await refundsApi({ drop: true });
    const orderId = await paidOrder(api, asha, provider);
    await cancel(api, asha, orderId);
    await sweep(api);
    await vi.waitFor(() => expect(refundWebhooks).toHaveLength(1));
    expect((await order(api, asha, orderId)).refundState).toBe('initiated');
    expect((await refundRow(api, orderId))?.state).toBe('pending');

    // Not asked again before it is due.
    await sweep(api);
    expect((await refundRow(api, orderId))?.state).toBe('pending');
    api.clock.advance(api.config.payments.reconcileAfterSeconds);
    await sweep(api);

    expect(await order(api, asha, orderId)).toMatchObject({ refundState: 'refunded' });
  });

  test('a storm of refund webhooks, repeated and out of order, refunds once', async () => {
    const { api, asha, refundWebhooks } = await refundsApi({ drop: true });
    const orderId = await paidOrder(api, asha, 'RAZORPAY');
    await cancel(api, asha, orderId);
    await Promise.all([sweep(api), sweep(api), sweep(api)]);
    await vi.waitFor(() => expect(refundWebhooks.length).toBeGreaterThanOrEqual(1));
    const [processed] = refundWebhooks;
    if (!processed) throw new Error('no refund webhook');
    // A stale `refund.created` (pending) arriving after the processed one changes nothing.
    const stale = String(processed.init.body).replace('"status":"processed"', '"status":"pending"');
    const { webhookSecret } = SANDBOX_KEYS.razorpay;
    const { createHmac } = await import('node:crypto');
    const staleSignature = createHmac('sha256', webhookSecret).update(stale).digest('hex');
    const deliver = (body: string, signature: string) =>
      api.request(processed.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        body,
      });
    const original = new Headers(processed.init.headers).get('x-razorpay-signature') ?? '';
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(String(processed.init.body), original)),
      deliver(stale, staleSignature),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(11).fill(200));
    await deliver(stale, staleSignature);

    expect(await order(api, asha, orderId)).toMatchObject({ refundState: 'refunded' });
    expect(await razorpayRefunds(api, orderId)).toHaveLength(1);
  });

  test('a forged refund webhook is refused and changes nothing', async () => {
    const { api, asha, refundWebhooks } = await refundsApi({ drop: true });
    const orderId = await paidOrder(api, asha, 'RAZORPAY');
    await cancel(api, asha, orderId);
    await sweep(api);
    await vi.waitFor(() => expect(refundWebhooks).toHaveLength(1));
    const [processed] = refundWebhooks;

    const forged = await api.request(processed?.path ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      body: String(processed?.init.body),
    });

    expect(forged.status).toBe(400);
    expect((await order(api, asha, orderId)).refundState).toBe('initiated');
  });

  test('a refund whose answer was lost is found by its reference, not made twice', async () => {
    let lose = true;
    const refundWebhooks: string[] = [];
    const payments = loadConfig({ PAYMENT_SANDBOX_REFUND_DELAY_MS: '0' }).payments;
    const api = await testApi({
      config: { payments },
      outgoing: (toApp) => async (input, init) => {
        // The provider's webhook is kept from arriving: only the refund's reference may tell.
        if (new URL(String(input)).pathname.startsWith(WEBHOOK_PATH)) {
          if (typeof init?.body === 'string' && /refund/.test(init.body)) refundWebhooks.push(init.body);
          return new Response('unreachable', { status: 503 });
        }
        const answer = await toApp(input, init);
        if (lose && String(input).endsWith('/refund')) {
          lose = false;
          throw new Error('connection reset after the provider acted');
        }
        return answer;
      },
    });
    const asha = await api.signIn(ASHA);
    const orderId = await paidOrder(api, asha, 'RAZORPAY');
    await cancel(api, asha, orderId);

    await sweep(api);
    expect((await refundRow(api, orderId))?.state).toBe('due');
    // The provider has made the refund once it sends its webhook.
    await vi.waitFor(() => expect(refundWebhooks).toHaveLength(1), { timeout: 10_000 });
    api.clock.advance(api.config.payments.reconcileAfterSeconds);
    await sweep(api);

    expect((await order(api, asha, orderId)).refundState).toBe('refunded');
    expect(await razorpayRefunds(api, orderId)).toHaveLength(1);
  });

  test.each(PROVIDERS)(
    '%s: a refund the provider fails is shown as failed and tried again',
    async (provider) => {
      const { api, asha } = await refundsApi();
      const orderId = await paidOrder(api, asha, provider);
      await cancel(api, asha, orderId);
      expect((await setFaults(api, { refunds: 'fail' })).status).toBe(200);

      await sweep(api);
      await vi.waitFor(async () => expect((await order(api, asha, orderId)).refundState).toBe('failed'));
      expect(await refundRow(api, orderId)).toMatchObject({ state: 'failed', try_number: 2 });

      await setFaults(api, { refunds: 'none' });
      await sweep(api);
      expect((await refundRow(api, orderId))?.state).toBe('failed');
      api.clock.advance(5 * 60);
      await sweep(api);

      await vi.waitFor(async () => expect((await order(api, asha, orderId)).refundState).toBe('refunded'));
    },
  );

  test('while the provider is down the refund waits, and goes once it is back', async () => {
    const { api, asha } = await refundsApi();
    const orderId = await paidOrder(api, asha, 'PAYU');
    await cancel(api, asha, orderId);
    await setFaults(api, { payments: 'down' });

    await sweep(api);
    expect((await refundRow(api, orderId))?.state).toBe('due');
    expect((await order(api, asha, orderId)).refundState).toBe('initiated');

    await setFaults(api, { payments: 'none' });
    api.clock.advance(api.config.payments.reconcileAfterSeconds);
    await sweep(api);
    await vi.waitFor(async () => expect((await order(api, asha, orderId)).refundState).toBe('refunded'));
  });

  test('an unpaid cancelled order has nothing to refund', async () => {
    const { api, asha } = await refundsApi();
    const orderId = await placeOrder(api, ASHA, 'RAZORPAY');
    await cancel(api, asha, orderId);
    await sweep(api);
    expect(await refundRow(api, orderId)).toBeUndefined();
    expect((await order(api, asha, orderId)).refundState).toBe('none');
  });
});
