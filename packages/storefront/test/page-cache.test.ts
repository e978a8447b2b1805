import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHAREABLE_PAGE_HEADER } from '../app/ssr/shareable-page-header.ts';
import { createPageCache, sendSharedPage, sharedPageKey, type PageCache } from '../server/page-cache.ts';

const PUBLIC_ORIGIN = 'https://shop.example';
const HOME = 'https://shop.example/';
const NONCE_POLICY = "default-src 'self'; script-src 'self' 'nonce-n0nce'";
// The hash of `window.started = true;` (see script-hashes.test.ts).
const HASH_POLICY =
  "default-src 'self'; script-src 'self' 'sha256-zoVSi18jtsR7IKR3l6ObXCdaKf30QeIkXK8uzVa0DqY='";
const rendered = (heading: string) =>
  `<html><body><script nonce="n0nce">window.started = true;</script><h1>${heading}</h1></body></html>`;
const shared = (heading: string) =>
  `<html><body><script>window.started = true;</script><h1>${heading}</h1></body></html>`;

function renderedPage({ heading = 'Water purifiers', shareable = true, vary = 'x-user-city' } = {}) {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': NONCE_POLICY,
    'cache-control': 'private, no-store',
    vary,
  });
  if (shareable) headers.set(SHAREABLE_PAGE_HEADER, '1');
  return new Response(rendered(heading), { status: 200, headers });
}

/** The browser reads the page whole, as it streams. */
async function browse(
  cache: PageCache,
  key: string | undefined,
  headers: IncomingHttpHeaders,
  response: Response,
) {
  const sent = cache.keepShareable(key, headers, response);
  return { sent, html: await sent.text() };
}

/** The page kept for `key`, once its copy is stored (that finishes a little after the stream). */
const kept = (cache: PageCache, key: string, headers: IncomingHttpHeaders = {}) =>
  vi.waitFor(() => cache.find(key, headers) ?? Promise.reject(new Error(`${key} not kept yet`)));

/** A cache holding `/` rendered as "Before", at the moment that copy goes stale. */
async function goneStale() {
  const clock = { now: 1_000 };
  const cache = createPageCache({ freshMs: 30_000, staleMs: 10_000, maxPages: 10, now: () => clock.now });
  await browse(cache, HOME, {}, renderedPage({ heading: 'Before' }));
  const stale = await kept(cache, HOME);
  clock.now += 30_000;
  return { cache, stale, clock };
}

const request = (method: string, headers: IncomingHttpHeaders) => ({ method, headers }) as IncomingMessage;
const PAGE = new URL('https://shop.example/c/water-purifiers?sort=price');

describe('sharedPageKey', () => {
  it("is the address of a GET of the public origin's page that carries no cookie and no credentials", () => {
    expect(sharedPageKey(request('GET', {}), PAGE, PUBLIC_ORIGIN)).toBe(
      'https://shop.example/c/water-purifiers?sort=price',
    );
  });

  it("is kept apart per answer to the analytics question, a visitor's only cookie that changes the page", () => {
    const withAnswer = (answer: string) =>
      sharedPageKey(request('GET', { cookie: `nirmal_consent=${answer}` }), PAGE, PUBLIC_ORIGIN);
    const keys = new Set([
      sharedPageKey(request('GET', {}), PAGE, PUBLIC_ORIGIN),
      withAnswer('granted'),
      withAnswer('denied'),
    ]);
    expect(keys.size).toBe(3);
    expect(withAnswer('granted')).toContain(PAGE.href);
    expect(withAnswer('maybe')).toBeUndefined();
    const alsoCart = request('GET', { cookie: 'nirmal_consent=granted; nirmal_cart_id=c1' });
    expect(sharedPageKey(alsoCart, PAGE, PUBLIC_ORIGIN)).toBeUndefined();
  });

  it('is none for a visitor with any cookie or credentials, or for anything but a GET', () => {
    expect(sharedPageKey(request('GET', { cookie: 'cartId=c1' }), PAGE, PUBLIC_ORIGIN)).toBeUndefined();
    expect(sharedPageKey(request('GET', { cookie: '' }), PAGE, PUBLIC_ORIGIN)).toBeUndefined();
    expect(sharedPageKey(request('GET', { authorization: 'Bearer t' }), PAGE, PUBLIC_ORIGIN)).toBeUndefined();
    expect(sharedPageKey(request('POST', {}), PAGE, PUBLIC_ORIGIN)).toBeUndefined();
    expect(sharedPageKey(request('HEAD', {}), PAGE, PUBLIC_ORIGIN)).toBeUndefined();
  });

  it('is none for a page asked for under another host, port or scheme', () => {
    for (const other of [
      'https://evil.example/',
      'https://shop.example:8443/',
      'http://shop.example/',
      'https://shop.example.evil.example/',
    ])
      expect(sharedPageKey(request('GET', {}), new URL(other), PUBLIC_ORIGIN)).toBeUndefined();
  });
});

describe('createPageCache', () => {
  it('keeps a shareable page once it has streamed whole, with its scripts allowed by hash', async () => {
    let now = 1_000;
    const cache = createPageCache({ freshMs: 30_000, staleMs: 10_000, maxPages: 10, now: () => now });
    const { sent, html } = await browse(cache, HOME, {}, renderedPage());
    // The visitor who asked gets the page as rendered, without the server's own mark.
    expect(html).toBe(rendered('Water purifiers'));
    expect(sent.headers.has(SHAREABLE_PAGE_HEADER)).toBe(false);

    const page = await kept(cache, HOME);
    expect(page.bodies.identity.toString()).toBe(shared('Water purifiers'));
    expect(new Map(page.headers).get('content-security-policy')).toBe(HASH_POLICY);
    expect(new Map(page.headers).has(SHAREABLE_PAGE_HEADER)).toBe(false);

    now += 29_999;
    expect(cache.find(HOME, {})).toBe(page);
  });

  it('once a page is stale, has one request render it again while the others are served the stale page', async () => {
    const { cache, stale } = await goneStale();
    expect(cache.find(HOME, {})).toBeUndefined();
    expect(cache.find(HOME, {})).toBe(stale);
    expect(cache.find(HOME, {})).toBe(stale);

    await browse(cache, HOME, {}, renderedPage({ heading: 'After' }));
    await vi.waitFor(() => expect(cache.find(HOME, {})).not.toBe(stale));
    expect(cache.find(HOME, {})?.bodies.identity.toString()).toBe(shared('After'));
  });

  it('keeps serving the stale page when its new render cannot be shared, and lets the next request try again', async () => {
    const { cache, stale } = await goneStale();
    expect(cache.find(HOME, {})).toBeUndefined();
    // The products could not be loaded this time: that page is not kept, and not served to others.
    await browse(
      cache,
      HOME,
      {},
      renderedPage({ heading: 'Products could not be loaded', shareable: false }),
    );
    expect(cache.find(HOME, {})).toBeUndefined();
    expect(cache.find(HOME, {})).toBe(stale);
  });

  it('serves a page no more once it is past its stale time', async () => {
    const { cache, clock } = await goneStale();
    expect(cache.find(HOME, {})).toBeUndefined();
    clock.now += 10_000;
    expect(cache.find(HOME, {})).toBeUndefined();
    expect(cache.find(HOME, {})).toBeUndefined();
  });

  it('keeps a page for each value of the request headers it varies by', async () => {
    const cache = createPageCache({ freshMs: 30_000, staleMs: 10_000, maxPages: 10 });
    await browse(cache, HOME, { 'x-user-city': 'Pune' }, renderedPage({ heading: 'Pune' }));
    await kept(cache, HOME, { 'x-user-city': 'Pune' });
    expect(cache.find(HOME, { 'x-user-city': 'Chennai' })).toBeUndefined();
    expect(cache.find(HOME, {})).toBeUndefined();

    await browse(cache, HOME, { 'x-user-city': 'Chennai' }, renderedPage({ heading: 'Chennai' }));
    await kept(cache, HOME, { 'x-user-city': 'Chennai' });
    expect(cache.find(HOME, { 'x-user-city': 'Pune' })?.bodies.identity.toString()).toBe(shared('Pune'));
    expect(cache.find(HOME, { 'x-user-city': 'Chennai' })?.bodies.identity.toString()).toBe(
      shared('Chennai'),
    );
  });

  it('passes on, untouched and unkept, a page not marked shareable, one without a key, or one that varies by anything', () => {
    const cache = createPageCache({ freshMs: 30_000, staleMs: 10_000, maxPages: 10 });
    for (const [key, response] of [
      [HOME, renderedPage({ shareable: false })],
      [undefined, renderedPage()],
      [HOME, renderedPage({ vary: '*' })],
    ] as const) {
      expect(cache.keepShareable(key, {}, response)).toBe(response);
      expect(response.headers.has(SHAREABLE_PAGE_HEADER)).toBe(false);
    }
  });

  it('keeps nothing when its pages are never fresh (SHARED_PAGE_SECONDS=0), still taking the mark off', () => {
    const cache = createPageCache({ freshMs: 0, staleMs: 0, maxPages: 10 });
    const response = renderedPage();
    expect(cache.keepShareable(HOME, {}, response)).toBe(response);
    expect(response.headers.has(SHAREABLE_PAGE_HEADER)).toBe(false);
    expect(cache.find(HOME, {})).toBeUndefined();
  });

  it('keeps nothing of a render cut short', async () => {
    const cache = createPageCache({ freshMs: 30_000, staleMs: 10_000, maxPages: 10 });
    const cutShort = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<html><body><h1>Water'));
        controller.error(new Error('the browser left'));
      },
    });
    const response = new Response(cutShort, { headers: renderedPage().headers });
    await expect(cache.keepShareable(HOME, {}, response).text()).rejects.toThrow('the browser left');

    const other = 'https://shop.example/login';
    await browse(cache, other, {}, renderedPage());
    await kept(cache, other);
    expect(cache.find(HOME, {})).toBeUndefined();
  });

  it('keeps at most maxPages, dropping the oldest first', async () => {
    const cache = createPageCache({ freshMs: 30_000, staleMs: 10_000, maxPages: 2 });
    const pages = ['/a', '/b', '/c'].map((path) => `https://shop.example${path}`);
    for (const page of pages) {
      await browse(cache, page, {}, renderedPage());
      await kept(cache, page);
    }
    expect(pages.map((page) => cache.find(page, {}) !== undefined)).toEqual([false, true, true]);
  });
});

describe('sendSharedPage', () => {
  const servers: Array<{ close(): void }> = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  it('sends the kept page as the browser accepts it, saying how old it is', async () => {
    let now = 50_000;
    const cache = createPageCache({ freshMs: 30_000, staleMs: 10_000, maxPages: 10, now: () => now });
    await browse(cache, HOME, {}, renderedPage());
    const page = await kept(cache, HOME);
    now += 4_200;
    const server = createServer((req, res) => sendSharedPage(req, res, page, now)).listen(0);
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes the body by its content-encoding, so a body not in that coding fails here.
      expect(await response.text()).toBe(shared('Water purifiers'));
      expect(response.headers.get('age')).toBe('4');
      expect(response.headers.get('content-security-policy')).toBe(HASH_POLICY);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toBe('x-user-city, Accept-Encoding');
    }
  });
});
