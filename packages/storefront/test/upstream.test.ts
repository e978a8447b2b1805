import {
  createClients,
  createHttpClient,
  ContentError,
  ProductError,
  SOMETHING_WENT_WRONG,
} from '@nirmal/domain';
import { BrokenCircuitError } from 'cockatiel';
import { describe, expect, it } from 'vitest';
import { upstreamTimeoutMs } from '../app/server/upstream-policy.server.ts';
import { guardedFetch } from '../app/server/upstream.server.ts';
import { listen } from './helpers.ts';

function clientsOf(url: string, timeoutMs: number) {
  return createClients(
    createHttpClient({ apiBase: url, cmsBase: url, clientType: 'web', timeoutMs, fetch: guardedFetch }),
  );
}

/** A service that answers every request with `status` and `body`, counting them. */
async function serviceAnswering(status: number, body = JSON.stringify(SERVICE_ERROR)) {
  const seen = { requests: 0 };
  const url = await listen((_req, res) => {
    seen.requests += 1;
    res.writeHead(status, { 'content-type': body.startsWith('{') ? 'application/json' : 'text/plain' });
    res.end(body);
  });
  return { url, seen };
}

/** Our services' error envelope, as commerce-api answers a call it refuses or cannot serve. */
const SERVICE_ERROR = { message: 'Something went wrong', code: 'INTERNAL' };
const PROVIDER_DOWN = {
  message: 'Razorpay is not answering right now. Your order is saved: try paying again in a minute.',
  code: 'SERVICE_UNAVAILABLE',
  retryAfterSeconds: 30,
};

async function expectOpensAfterFive(url: string, seen: { requests: number }, status: number) {
  for (let call = 0; call < 5; call += 1)
    expect((await guardedFetch(`${url}/api/features`)).status).toBe(status);
  await expect(guardedFetch(`${url}/api/features`)).rejects.toBeInstanceOf(BrokenCircuitError);
  expect(seen.requests).toBe(5);
}

describe("the storefront server's calls to its services", () => {
  it('fail at once, without reaching the service, after five calls in a row a gateway said it could not serve', async () => {
    for (const status of [502, 504]) {
      const { url, seen } = await serviceAnswering(status, JSON.stringify({ message: 'Bad gateway' }));
      await expectOpensAfterFive(url, seen, status);
    }
  });

  it("count a 503 as the service unavailable only without the services' error envelope: a balancer's page or commerce-api starting", async () => {
    for (const body of [
      'Starting',
      '<h1>503 Service Unavailable</h1>',
      '{"message":"no healthy upstream"}',
    ]) {
      const { url, seen } = await serviceAnswering(503, body);
      await expectOpensAfterFive(url, seen, 503);
    }
  });

  it("count commerce-api's own 503 (a payment provider down) as an answer: customers failing to pay never cut the shop off", async () => {
    const { url, seen } = await serviceAnswering(503, JSON.stringify(PROVIDER_DOWN));
    for (let call = 0; call < 8; call += 1) {
      const answer = await guardedFetch(`${url}/api/v1/payments/razorpay/start`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual(PROVIDER_DOWN);
    }
    expect(seen.requests).toBe(8);
  });

  it('count a 500 and refusals (4xx) as answers: one broken call never cuts off the others', async () => {
    for (const status of [500, 404]) {
      const { url, seen } = await serviceAnswering(status);
      for (let call = 0; call < 8; call += 1)
        expect((await guardedFetch(`${url}/api/x`)).status).toBe(status);
      expect(seen.requests).toBe(8);
    }
  });

  it('give up a service that hangs after API_TIMEOUT_MS, then stop waiting for it at all: §8 errors, never a hang', async () => {
    const url = await listen(() => {});
    const clients = clientsOf(url, 300);
    for (let call = 0; call < 5; call += 1) {
      const started = performance.now();
      await expect(clients.profile.get()).rejects.toBeInstanceOf(ProductError);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    }
    const started = performance.now();
    const failure = await clients.profile.get().catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(100);
    expect(failure).toBeInstanceOf(ProductError);
    expect(failure).toMatchObject({ status: 0, cause: expect.any(BrokenCircuitError) });
  });

  it("keep a content service that hangs on a circuit of its own, even at commerce-api's address: the shop still reaches commerce-api", async () => {
    const apiCalls = { answered: 0 };
    const url = await listen((req, res) => {
      if (req.url?.startsWith('/cms/')) return; // the content service hangs
      apiCalls.answered += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ flags: {} }));
    });
    const clients = clientsOf(url, 300);
    for (let call = 0; call < 5; call += 1)
      await expect(clients.content.header()).rejects.toBeInstanceOf(ContentError);
    const started = performance.now();
    await expect(clients.content.footer()).rejects.toMatchObject({
      message: SOMETHING_WENT_WRONG,
      cause: expect.any(BrokenCircuitError),
    });
    expect(performance.now() - started).toBeLessThan(100);

    expect(await guardedFetch(`${url}/api/features`).then((answer) => answer.status)).toBe(200);
    expect(apiCalls.answered).toBe(1);
  });

  it('read API_TIMEOUT_MS, 5 s unless set, and refuse anything but a positive whole number', () => {
    expect(upstreamTimeoutMs(undefined)).toBe(5_000);
    expect(upstreamTimeoutMs('1500')).toBe(1_500);
    for (const wrong of ['0', '-1', '2.5', 'soon'])
      expect(() => upstreamTimeoutMs(wrong)).toThrow(
        `API_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "${wrong}").`,
      );
  });
});
