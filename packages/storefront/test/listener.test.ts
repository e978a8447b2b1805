import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { SHAREABLE_PAGE_HEADER } from '../app/ssr/shareable-page-header.ts';
import { createAdmission, type Admission } from '../server/admission.ts';
import { createPageCache } from '../server/page-cache.ts';
import { storefrontListener } from '../server/listener.ts';
import { getExactly, listen, quietLog } from './helpers.ts';

/** A service that records the headers it was sent and sets a cookie. */
async function serviceRecording(seen: IncomingHttpHeaders[]): Promise<string> {
  return listen((req, res) => {
    seen.push(req.headers);
    res.setHeader('set-cookie', 'nirmal_session=new; HttpOnly; Path=/');
    res.end('{}');
  });
}

/** Renders every page as one that may be shared, its canonical link built from the request's address. */
function canonicalPages() {
  const rendered: string[] = [];
  async function renderPage(request: Request) {
    rendered.push(request.url);
    return new Response(`<link rel="canonical" href="${request.url}">`, {
      headers: { 'content-type': 'text/html; charset=utf-8', [SHAREABLE_PAGE_HEADER]: '1' },
    });
  }
  return { rendered, renderPage };
}

/** The storefront server, its pages rendered by `renderPage` and its two services given. */
async function storefront({
  api = 'http://127.0.0.1:9',
  cms = 'http://127.0.0.1:9',
  trustProxy = false,
  publicOrigin = 'http://localhost:3000',
  renderPage = canonicalPages().renderPage,
  renders,
}: {
  api?: string;
  cms?: string;
  trustProxy?: boolean;
  publicOrigin?: string;
  renderPage?: (request: Request) => Promise<Response>;
  renders?: Admission;
} = {}): Promise<string> {
  return listen(
    storefrontListener({
      config: { apiBase: new URL(api), cmsBase: new URL(cms), apiTimeoutMs: 5_000, trustProxy, publicOrigin },
      staticFiles: new Map(),
      sharedPages: createPageCache({ freshMs: 30_000, staleMs: 30_000, maxPages: 10 }),
      renderPage,
      renders,
      log: quietLog,
    }),
  );
}

/** GETs `/` with these headers, Host included. */
const visit = (front: string, headers: Record<string, string>) => getExactly(front, { headers });

/** Visits until the page is served from the shared copy (storing it ends a little after the stream). */
const sharedCopy = (front: string, headers: Record<string, string>) =>
  vi.waitFor(async () => {
    const page = await visit(front, headers);
    if (page.headers.age === undefined) throw new Error('not shared yet');
    return page;
  });

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

  it('renders a page with the origin its shared copy is kept under, so a forged Host cannot reach other visitors', async () => {
    const { rendered, renderPage } = canonicalPages();
    const front = await storefront({ trustProxy: true, publicOrigin: 'https://www.nirmal.in', renderPage });
    const balancer = {
      host: 'storefront.internal',
      'x-forwarded-host': 'www.nirmal.in',
      'x-forwarded-proto': 'https',
    };

    const forged = await visit(front, { ...balancer, host: 'evil.example' });
    expect(forged.body).toBe('<link rel="canonical" href="https://www.nirmal.in/">');
    const visitor = await sharedCopy(front, balancer);
    expect(visitor.body).toBe('<link rel="canonical" href="https://www.nirmal.in/">');
    expect(new Set(rendered)).toEqual(new Set(['https://www.nirmal.in/']));
  });

  it('renders a page asked for under another host for that request only, never sharing it', async () => {
    const { rendered, renderPage } = canonicalPages();
    const front = await storefront({ publicOrigin: 'http://www.nirmal.in', renderPage });

    expect((await visit(front, { host: 'evil.example' })).body).toBe(
      '<link rel="canonical" href="http://evil.example/">',
    );
    // The public origin's page is shared, and by then the other host's page would have been kept too.
    await visit(front, { host: 'www.nirmal.in' });
    expect((await sharedCopy(front, { host: 'www.nirmal.in' })).body).toBe(
      '<link rel="canonical" href="http://www.nirmal.in/">',
    );
    const again = await visit(front, { host: 'evil.example' });
    expect(again.headers.age).toBeUndefined();
    expect(rendered.filter((url) => url === 'http://evil.example/')).toHaveLength(2);
  });

  it('lets shared caches keep an answer only at the public origin, so a forged Host cannot poison them', async () => {
    // robots.txt as its route answers it: public for a day, naming the sitemap at the request's host.
    const robots = async (request: Request) =>
      new Response(`Sitemap: ${new URL('/sitemap.xml', request.url).href}\n`, {
        headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=86400' },
      });
    const front = await storefront({ publicOrigin: 'http://www.nirmal.in', renderPage: robots });

    const forged = await visit(front, { host: 'evil.example' });
    expect(forged.body).toBe('Sitemap: http://evil.example/sitemap.xml\n');
    expect(forged.headers['cache-control']).toBe('private, no-store');
    const genuine = await visit(front, { host: 'www.nirmal.in' });
    expect(genuine.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("serves the shared page to a visitor whose only cookies are other tools', and renders without them", async () => {
    const seen: (string | null)[] = [];
    const { rendered, renderPage } = canonicalPages();
    const front = await storefront({
      renderPage: (request) => {
        seen.push(request.headers.get('cookie'));
        return renderPage(request);
      },
    });
    const analytics = { host: 'localhost:3000', cookie: '_ga=GA1.1.42.1700000000; _fbp=fb.1.1700000000.7' };

    await visit(front, analytics);
    const shared = await sharedCopy(front, { ...analytics, cookie: '_ga=GA1.1.7.1700000001' });
    expect(shared.body).toBe('<link rel="canonical" href="http://localhost:3000/">');
    // The copy may be asked for again before the first render is kept (sharedCopy polls): however
    // often the page was rendered, no render saw another tool's cookie.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((cookie) => cookie === null)).toBe(true);
    expect(rendered).toHaveLength(seen.length);
  });

  it('renders a visitor with a cookie of ours afresh, from our cookies alone', async () => {
    const seen: (string | null)[] = [];
    const { renderPage } = canonicalPages();
    const front = await storefront({
      renderPage: (request) => {
        seen.push(request.headers.get('cookie'));
        return renderPage(request);
      },
    });
    const shopper = { host: 'localhost:3000', cookie: '_ga=GA1.1.42.1; nirmal_cart_id=cart_7; _fbp=fb.1' };

    for (let visits = 0; visits < 3; visits++)
      expect((await visit(front, shopper)).headers.age).toBeUndefined();
    expect(seen).toEqual(Array(3).fill('nirmal_cart_id=cart_7'));
  });

  it('refuses a Host that names no host', async () => {
    const front = await storefront();
    expect(await visit(front, { host: 'a b' })).toMatchObject({
      status: 400,
      body: 'The Host header does not name a host.',
    });
  });

  it('answers 503 with Retry-After and a page a person understands when no render comes free in time, and renders again once one has', async () => {
    let endRendering = () => {};
    const renderingMayEnd = new Promise<void>((resolve) => (endRendering = resolve));
    const rendered: string[] = [];
    const front = await storefront({
      renders: createAdmission({ maxInFlight: 1, maxWaitMs: 100 }),
      renderPage: async (request) => {
        rendered.push(new URL(request.url).pathname);
        if (rendered.length === 1) await renderingMayEnd;
        return new Response('page', { headers: { 'content-type': 'text/html; charset=utf-8' } });
      },
    });
    const signedIn = { host: 'localhost:3000', cookie: 'nirmal_session=s1' };

    const first = getExactly(front, { path: '/c/water-purifiers', headers: signedIn });
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    const started = performance.now();
    const refused = await getExactly(front, { path: '/dp/aqua-ro', headers: signedIn });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<h1>Oops! Something went wrong. Please try again later.</h1>');
    expect(refused.body).toContain('Please try again in a few seconds.');
    expect(rendered).toEqual(['/c/water-purifiers']);

    endRendering();
    expect((await first).status).toBe(200);
    expect(await getExactly(front, { path: '/dp/aqua-ro', headers: signedIn })).toMatchObject({
      status: 200,
      body: 'page',
    });
  });

  it('lets a request waiting for a render have the place as soon as the one before it ends', async () => {
    let endRendering = () => {};
    const renderingMayEnd = new Promise<void>((resolve) => (endRendering = resolve));
    let renders = 0;
    const front = await storefront({
      renders: createAdmission({ maxInFlight: 1, maxWaitMs: 5_000 }),
      renderPage: async () => {
        renders += 1;
        if (renders === 1) await renderingMayEnd;
        return new Response(`render ${renders}`);
      },
    });
    const signedIn = { host: 'localhost:3000', cookie: 'nirmal_session=s1' };

    const first = getExactly(front, { headers: signedIn });
    await vi.waitFor(() => expect(renders).toBe(1));
    const second = getExactly(front, { headers: signedIn });
    setTimeout(endRendering, 100);
    expect((await first).body).toBe('render 1');
    expect(await second).toMatchObject({ status: 200, body: 'render 2' });
  });
});
