import { expect, test } from 'vitest';
import { CLIENT_TYPE_HEADER } from '@nirmal/domain/contract';
import { loadConfig } from '../src/config.ts';
import { razorpayCaptureEvent, sendRazorpayWebhook } from './payment-support.ts';
import { testApi, type TestApi } from './support.ts';

const PINCODE_CALL = '/api/public/ecom/v1/product/pincode-availability?productId=NRM-101-1&pincode=560001';
const BUSY_MESSAGE =
  'Many people are shopping right now and we could not take this just now. Nothing was changed: please try again in a few seconds.';

const askPincode = (api: TestApi) => api.request(PINCODE_CALL, { headers: { [CLIENT_TYPE_HEADER]: 'web' } });

/**
 * Keeps the database busy until `release()`: the requests given to `whileHeld` wait for it, in
 * flight, as a crowd's requests do.
 */
async function whileDatabaseHeld<T>(api: TestApi, whileHeld: () => Promise<T>): Promise<T> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const holding = api.db.transaction(() => held);
  try {
    return await whileHeld();
  } finally {
    release();
    await holding;
  }
}

test('a request that finds no place within API_QUEUE_TIMEOUT_MS is answered 503, with Retry-After and a message', async () => {
  const api = await testApi({ config: { admission: { maxInFlight: 2, maxWaitMs: 100 } } });

  const served = await whileDatabaseHeld(api, async () => {
    const inFlight = [askPincode(api), askPincode(api)];
    // Answered while the two in flight still wait for the database: refused, not queued for good.
    const refused = await askPincode(api);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: BUSY_MESSAGE,
      retryAfterSeconds: 5,
    });
    return inFlight;
  });

  expect((await Promise.all(served)).map(({ status }) => status)).toEqual([200, 200]);
  // The places are given back: the next request is served.
  expect((await askPincode(api)).status).toBe(200);
});

test('a request that waits gets the place of the one before it as that one ends', async () => {
  const api = await testApi({ config: { admission: { maxInFlight: 1, maxWaitMs: 10_000 } } });

  const answers = await whileDatabaseHeld(api, async () => [askPincode(api), askPincode(api)]);

  expect((await Promise.all(answers)).map(({ status }) => status)).toEqual([200, 200]);
});

test('health checks and payment providers are served however full the server is', async () => {
  const api = await testApi({ config: { admission: { maxInFlight: 1, maxWaitMs: 100 } } });

  const answers = await whileDatabaseHeld(api, async () => {
    const inFlight = askPincode(api);
    expect((await askPincode(api)).status).toBe(503);
    // Given back unawaited: the ones that need the database wait for it to be let go.
    return [
      inFlight,
      api.request('/healthz'),
      api.request('/readyz'),
      // A customer back from paying, a provider's webhook, and the sandbox standing in for the provider.
      api.request('/api/payment/callback/razorpay?attempt=unknown', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'razorpay_payment_id=pay_unknown',
      }),
      sendRazorpayWebhook(
        api,
        razorpayCaptureEvent({ id: 'pay_unknown', orderId: 'order_unknown', amount: 100, method: 'card' }),
        'evt_unknown',
      ),
      api.request('/sandbox/razorpay/v1/orders', { method: 'POST', body: '{}' }),
    ];
  });

  const [pincode, alive, ready, callback, webhook, sandbox] = (await Promise.all(answers)).map(
    ({ status }) => status,
  );
  expect({ pincode, alive, ready, callback, webhook, sandbox }).toEqual({
    pincode: 200,
    alive: 200,
    ready: 200,
    // Each its own answer, none the refusal: the unknown attempt goes to the failure page, the
    // webhook of a payment that is not ours is acknowledged, the sandbox wants its keys.
    callback: 303,
    webhook: 200,
    sandbox: 401,
  });
});

test('API_MAX_REQUESTS_IN_FLIGHT (1 or more) and API_QUEUE_TIMEOUT_MS are whole numbers, 50 and 2 000 unless set', () => {
  expect(loadConfig({}).admission).toEqual({ maxInFlight: 50, maxWaitMs: 2_000 });
  expect(loadConfig({ API_MAX_REQUESTS_IN_FLIGHT: '40', API_QUEUE_TIMEOUT_MS: '0' }).admission).toEqual({
    maxInFlight: 40,
    maxWaitMs: 0,
  });
  expect(() => loadConfig({ API_MAX_REQUESTS_IN_FLIGHT: '0' })).toThrow(/API_MAX_REQUESTS_IN_FLIGHT/);
});
