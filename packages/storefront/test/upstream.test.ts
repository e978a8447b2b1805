import {
  createClients,
  createHttpClient,
  ContentError,
  ProductError,
  SOMETHING_WENT_WRONG,
} from '@nirmal/domain';
import { BrokenCircuitError } from 'cockatiel';
import { describe, expect, it } from 'vitest';
import { guardedFetch, upstreamTimeoutMs } from '../app/server/upstream.server.ts';
import { listen } from './helpers.ts';

/** A service that answers every request with `status`, counting them. */
async function serviceAnswering(status: number) {
  const seen = { requests: 0 };
  const url = await listen((_req, res) => {
    seen.requests += 1;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Something went wrong', code: 'INTERNAL' }));
  });
  return { url, seen };
}

describe("the storefront server's calls to its services", () => {
  it('fail at once, without reaching the service, after five calls in a row it could not serve (503)', async () => {
    const { url, seen } = await serviceAnswering(503);
    for (let call = 0; call < 5; call += 1)
      expect((await guardedFetch(`${url}/api/features`)).status).toBe(503);
    await expect(guardedFetch(`${url}/api/features`)).rejects.toBeInstanceOf(BrokenCircuitError);
    expect(seen.requests).toBe(5);
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
    const clients = createClients(
      createHttpClient({
        apiBase: url,
        cmsBase: url,
        clientType: 'web',
        timeoutMs: 300,
        fetch: guardedFetch,
      }),
    );
    for (let call = 0; call < 5; call += 1) {
      const started = performance.now();
      await expect(clients.content.header()).rejects.toBeInstanceOf(ContentError);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    }
    const started = performance.now();
    const failure = await clients.profile.get().catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(100);
    expect(failure).toBeInstanceOf(ProductError);
    expect(failure).toMatchObject({ status: 0, cause: expect.any(BrokenCircuitError) });
    await expect(clients.content.footer()).rejects.toMatchObject({ message: SOMETHING_WENT_WRONG });
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
