import { describe, expect, it } from 'vitest';
import { SHAREABLE_PAGE_HEADER } from '../app/ssr/shareable-page-header.ts';
import { createPageCache } from '../server/page-cache.ts';
import { getExactly, listen, storefrontBefore } from './helpers.ts';

/** A commerce-api whose /readyz answers `status` (and records every path it was asked for). */
async function apiAnswering(status: () => number, asked: string[] = []): Promise<string> {
  return listen((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(req.url === '/readyz' ? status() : 404, { 'content-type': 'application/json' });
    res.end('{}');
  });
}

async function storefront(
  api: string,
  { shuttingDown = () => false }: { shuttingDown?: () => boolean } = {},
) {
  const rendered: string[] = [];
  const front = await storefrontBefore(api, {
    sharedPages: createPageCache({ freshMs: 30_000, staleMs: 30_000, maxPages: 10 }),
    renderPage: async (request) => {
      rendered.push(request.url);
      return new Response('<p>page</p>', {
        headers: { 'content-type': 'text/html; charset=utf-8', [SHAREABLE_PAGE_HEADER]: '1' },
      });
    },
    shuttingDown,
  });
  return { front, rendered };
}

describe('the storefront health checks', () => {
  it('/healthz answers 200 without calling commerce-api or rendering, uncached and with cookies left alone', async () => {
    const asked: string[] = [];
    const { front, rendered } = await storefront(await apiAnswering(() => 503, asked));
    const response = await getExactly(front, {
      path: '/healthz',
      headers: { host: 'localhost:3000', cookie: 'nirmal_session=s; _ga=1' },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(asked).toEqual([]);
    expect(rendered).toEqual([]);
  });

  it("/readyz follows commerce-api's /readyz: 200 when it is ready, 503 when not or unreachable", async () => {
    let apiStatus = 200;
    const { front, rendered } = await storefront(await apiAnswering(() => apiStatus));
    const ready = await fetch(`${front}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    apiStatus = 503;
    const notReady = await fetch(`${front}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'not ready', reason: 'commerce-api is not ready (503)' });
    // Asked again and again (as a balancer does), it is never served from the page cache.
    for (let index = 0; index < 20; index++) expect((await fetch(`${front}/readyz`)).status).toBe(503);
    apiStatus = 200;
    expect((await fetch(`${front}/readyz`)).status).toBe(200);
    expect(rendered).toEqual([]);

    const { front: orphan } = await storefront('http://127.0.0.1:9');
    const unreachable = await fetch(`${orphan}/readyz`);
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toEqual({ status: 'not ready', reason: 'commerce-api is unreachable' });
    expect(unreachable.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 503 once the server is shutting down, while /healthz stays 200', async () => {
    let stopping = false;
    const { front } = await storefront(await apiAnswering(() => 200), { shuttingDown: () => stopping });
    expect((await fetch(`${front}/readyz`)).status).toBe(200);
    stopping = true;
    const response = await fetch(`${front}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
    expect((await fetch(`${front}/healthz`)).status).toBe(200);
  });
});
