import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '../server/page-cache.ts';
import { storefrontListener } from '../server/listener.ts';
import { listen } from './helpers.ts';

/** A service that records the headers it was sent and sets a cookie. */
async function serviceRecording(seen: IncomingHttpHeaders[]): Promise<string> {
  return listen((req, res) => {
    seen.push(req.headers);
    res.setHeader('set-cookie', 'nirmal_session=new; HttpOnly; Path=/');
    res.end('{}');
  });
}

/** The storefront server, its pages rendered by `renderPage` and its two services given. */
async function storefront({
  api = 'http://127.0.0.1:9',
  cms = 'http://127.0.0.1:9',
  renderPage = async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
}: {
  api?: string;
  cms?: string;
  renderPage?: (request: Request) => Promise<Response>;
} = {}): Promise<string> {
  return listen(
    storefrontListener({
      config: { apiBase: new URL(api), cmsBase: new URL(cms), trustProxy: false },
      staticFiles: new Map(),
      sharedPages: createPageCache({ freshMs: 30_000, staleMs: 30_000, maxPages: 10 }),
      renderPage,
    }),
  );
}

describe('the storefront server', () => {
  it("passes the customer's cookies to commerce-api and its Set-Cookie back, and neither to or from the content service", async () => {
    const seenByApi: IncomingHttpHeaders[] = [];
    const seenByCms: IncomingHttpHeaders[] = [];
    const front = await storefront({
      api: await serviceRecording(seenByApi),
      cms: await serviceRecording(seenByCms),
    });
    const customer = { cookie: 'nirmal_session=secret', authorization: 'Bearer t' };

    const fromApi = await fetch(`${front}/api/features`, { headers: customer });
    expect(seenByApi[0]).toMatchObject(customer);
    expect(fromApi.headers.getSetCookie()).toEqual(['nirmal_session=new; HttpOnly; Path=/']);

    const fromCms = await fetch(`${front}/cms/header`, { headers: customer });
    expect(seenByCms[0]).not.toHaveProperty('cookie');
    expect(seenByCms[0]).not.toHaveProperty('authorization');
    expect(fromCms.headers.getSetCookie()).toEqual([]);
  });
});
