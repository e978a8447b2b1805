import { describe, expect, test } from 'vitest';
import { errorAnswerSchema } from '@nirmal/domain/contract';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import {
  initiate,
  orderRow,
  pathOf,
  payInSandbox,
  payments as testPayments,
  placeOrder,
  returnForm,
  start,
  success,
} from './payment-support.ts';
import { ASHA, quietLogger, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// The development fault switches, and what the API does while a provider is slow or down: it
// answers the customer plainly within its timeout, and stops calling a failing provider at once.

const setFaults = (api: TestApi, switches: object) => api.request('/api/dev/faults', { json: switches });

describe('fault switches', () => {
  test('are off at first, and refuse an unknown switch with the choices', async () => {
    const api = await testApi();
    expect(await (await api.request('/api/dev/faults')).json()).toMatchObject({
      payments: 'none',
      content: 'none',
      refunds: 'none',
    });
    const wrong = await setFaults(api, { payments: 'exploded' });
    expect(wrong.status).toBe(400);
    expect(errorAnswerSchema.parse(await wrong.json()).message).toContain('payments: none, slow, down');
  });

  test('make the content service answer 500, then hang until the caller gives up', async () => {
    const api = await testApi();
    expect((await api.request('/cms/header')).status).toBe(200);

    await setFaults(api, { content: 'error' });
    expect((await api.request('/cms/header')).status).toBe(500);

    await setFaults(api, { content: 'hang' });
    const started = performance.now();
    const hung = await api.request('/cms/header', { signal: AbortSignal.timeout(200) });
    expect(hung.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);

    await setFaults(api, { content: 'none' });
    expect((await api.request('/cms/header')).status).toBe(200);
  });

  test('are not served beside a real SMS gateway (as in production)', async () => {
    const api = await testApi({ smsSender: { sendOtp: async () => {} } });
    expect((await api.request('/api/dev/faults')).status).toBe(404);
  });
});

describe('a slow, then failing payment provider', () => {
  test('is given up on within its timeout with a message to pay again, then its circuit opens', async () => {
    const payments = { ...loadConfig({}).payments, providerTimeoutMs: 150 };
    const api = await testApi({ config: { payments } });
    const asha = await api.signIn(ASHA);
    const orderId = await placeOrder(api, ASHA, 'RAZORPAY');
    await setFaults(api, { payments: 'slow', slowMs: 1_000 });

    const started = performance.now();
    const slow = await initiate(api, asha, orderId, 'RAZORPAY');
    expect(performance.now() - started).toBeLessThan(900);
    expect(slow.status).toBe(503);
    expect(slow.headers.get('retry-after')).toBe('30');
    expect(errorAnswerSchema.parse(await slow.json()).message).toBe(
      'Razorpay is not answering right now. Your order is saved: try paying again in a minute, or choose another way to pay.',
    );

    await setFaults(api, { payments: 'down' });
    for (let failure = 1; failure < api.config.outbound.failuresBeforeOpening; failure++) {
      expect((await initiate(api, asha, orderId, 'RAZORPAY')).status).toBe(503);
    }
    // The circuit is open: even with the provider back, calls fail at once until it is tried again.
    await setFaults(api, { payments: 'none' });
    expect((await initiate(api, asha, orderId, 'RAZORPAY')).status).toBe(503);
    // The other provider has a circuit of its own, and may take over the payment Razorpay never started.
    expect((await initiate(api, asha, orderId, 'PAYU')).status).toBe(200);
  });
});

describe('commerce-api stopped and started again', () => {
  test('between the provider taking the money and the browser coming back: the return pays the order once', async () => {
    // The stopped process never sends the sandbox's webhook: only the browser's return is left.
    const api = await testApi({
      config: { payments: testPayments },
      outgoing: (toApp) => (input, init) =>
        String(input).includes('/api/payment/webhook/')
          ? Promise.resolve(new Response(null, { status: 503 }))
          : toApp(input, init),
    });
    const asha = await api.signIn(ASHA);
    const orderId = await placeOrder(api, ASHA, 'RAZORPAY');
    const back = await returnForm(await payInSandbox(api, await start(api, asha, orderId)));

    // A new process over the same database: nothing of the old one's memory is left.
    const restarted = await createApp({
      db: api.db,
      config: api.config,
      clock: api.clock.now,
      logger: quietLogger,
    });
    const returned = await restarted.request(pathOf(back.action), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(back.fields).toString(),
    });

    expect(returned.headers.get('location')).toBe(success(orderId));
    expect(await orderRow(api, orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    // Paying again is refused: the order is paid once.
    expect((await initiate(api, asha, orderId, 'PAYU')).status).toBe(409);
  }, 40_000);
});
