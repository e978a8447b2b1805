import { get, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import { expect, test } from '@playwright/test';
import { fakeService, startStorefront } from './storefront-process.ts';

// The built storefront told to stop (SIGTERM, as a supervisor or `docker stop` does) while a page is
// rendering and a browser's /api call is being forwarded, both waiting on a commerce-api that holds
// its answers: each is answered whole, new connections are refused, and it exits 0 in time.

/** The storefront's own deadline for requests in flight (SHUTDOWN_TIMEOUT_MS). */
const DEADLINE_MS = 10_000;

/** A commerce-api whose every answer waits until `release()`; `/api/held` then answers 200. */
async function holdingApi() {
  const held: ServerResponse[] = [];
  const paths: string[] = [];
  let released = false;
  const answer = (res: ServerResponse) => {
    const ok = res.req.url === '/api/held';
    res.writeHead(ok ? 200 : 500, { 'content-type': 'application/json' });
    res.end(ok ? '{"data":{"answered":true}}' : '{"message":"Something went wrong","code":"INTERNAL"}');
  };
  const service = await fakeService((req, res) => {
    paths.push(req.url ?? '');
    if (released) answer(res);
    else held.push(res);
  });
  return {
    ...service,
    /** The paths asked for so far. */
    paths,
    release: () => {
      released = true;
      for (const res of held.splice(0)) answer(res);
    },
  };
}

/** A GET on a connection of its own; resolves with the status and the whole body. */
function fetchWhole(url: string) {
  return new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    get(url, { agent: false }, (response: IncomingMessage) => {
      text(response).then((body) => resolve({ status: response.statusCode, body }), reject);
    }).on('error', reject);
  });
}

/** Whether a new connection is refused (nothing listens any more). */
function refused(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connecting = request(url, { agent: false });
    connecting.once('response', (response: IncomingMessage) => {
      response.resume();
      resolve(false);
    });
    connecting.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    connecting.end();
  });
}

test('a storefront told to stop answers what is in flight, refuses new connections and exits 0', async () => {
  test.setTimeout(60_000);
  const api = await holdingApi();
  const storefront = await startStorefront(api.url, { SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS) });
  try {
    const page = fetchWhole(`${storefront.url}/c/water-purifiers`);
    const forwarded = fetchWhole(`${storefront.url}/api/held`);
    // Both are in flight: the page's render has called commerce-api, and the /api call reached it.
    await expect.poll(() => api.paths.includes('/api/held') && api.paths.length > 1).toBe(true);

    const stopping = performance.now();
    storefront.child.kill('SIGTERM');
    await expect.poll(() => storefront.output()).toContain('storefront stopping (SIGTERM)');
    expect(await refused(storefront.url)).toBe(true);

    api.release();
    const [rendered, answered] = await Promise.all([page, forwarded]);
    expect(answered).toEqual({ status: 200, body: '{"data":{"answered":true}}' });
    // The page went on without what commerce-api could not give it (§8), and was sent whole.
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain('Products could not be loaded');
    expect(rendered.body.trimEnd()).toMatch(/<\/html>$/);

    const [code] = await storefront.exited;
    const tookMs = performance.now() - stopping;
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(DEADLINE_MS);
    expect(storefront.output()).not.toContain('were cut');
    console.log(`stopped with two requests in flight: exit 0 after ${Math.round(tookMs)} ms`);
  } finally {
    await storefront.stop();
    await api.close();
  }
});
