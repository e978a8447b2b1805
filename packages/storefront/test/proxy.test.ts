import type { IncomingHttpHeaders } from 'node:http';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { guardedFetch } from '../app/server/upstream.server.ts';
import { forwardedHeaders } from '../server/forwarded.ts';
import { proxyRequest, type Upstream } from '../server/proxy.ts';
import { getExactly, listen } from './helpers.ts';

interface Seen {
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
  body?: string;
}

async function upstreamRecording(seen: Seen): Promise<string> {
  return listen(async (req, res) => {
    Object.assign(seen, { method: req.method, url: req.url, headers: req.headers, body: await text(req) });
    res.setHeader('set-cookie', ['nirmal_session=abc; HttpOnly; Path=/', 'nirmal_account_id=42; Path=/']);
    res.setHeader('content-type', 'application/json');
    res.write('{"data":');
    setTimeout(() => res.end('{"ok":true}}'), 10);
  });
}

async function frontFor(
  base: string,
  { trustProxy = false, prefix = '/api', sharesCookies = true, readTimeoutMs = 5_000 } = {},
): Promise<string> {
  const upstream: Upstream = { prefix, base: new URL(base), sharesCookies, readTimeoutMs };
  return listen((req, res) => proxyRequest(req, res, upstream, forwardedHeaders(req, trustProxy)));
}

describe('proxyRequest', () => {
  it('forwards method, path, query, body and cookies, and streams the answer with every Set-Cookie', async () => {
    const seen: Seen = {};
    const front = await frontFor(await upstreamRecording(seen));

    const response = await fetch(`${front}/api/public/ecom/v1/otp/verify?x=1`, {
      method: 'POST',
      headers: { cookie: 'nirmal_session=old', 'content-type': 'application/json', 'x-client-type': 'web' },
      body: JSON.stringify({ mobile: '9000000001' }),
    });

    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/public/ecom/v1/otp/verify?x=1',
      body: '{"mobile":"9000000001"}',
    });
    expect(seen.headers).toMatchObject({ cookie: 'nirmal_session=old', 'x-client-type': 'web' });
    expect(response.headers.getSetCookie()).toEqual([
      'nirmal_session=abc; HttpOnly; Path=/',
      'nirmal_account_id=42; Path=/',
    ]);
    expect(await response.json()).toEqual({ data: { ok: true } });
  });

  it("keeps the browser's Host and says who asked in X-Forwarded-*", async () => {
    const seen: Seen = {};
    const front = await frontFor(await upstreamRecording(seen));
    await fetch(`${front}/api/features`, { headers: { 'x-forwarded-for': '6.6.6.6' } });

    expect(seen.headers?.host).toBe(new URL(front).host);
    expect(seen.headers?.['x-forwarded-host']).toBe(new URL(front).host);
    expect(seen.headers?.['x-forwarded-proto']).toBe('http');
    // A client cannot choose the address it is rate-limited by unless a proxy in front is trusted.
    expect(seen.headers?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('forwards only the address the trusted proxy in front saw, so each client behind it counts alone', async () => {
    const seen: Seen = {};
    const front = await frontFor(await upstreamRecording(seen), { trustProxy: true });
    // What a load balancer sends: the client's own say, then the address that connected to it.
    for (const [chain, client] of [
      ['203.0.113.7', '203.0.113.7'],
      ['6.6.6.6, 198.51.100.4', '198.51.100.4'],
      ['2001:db8::1', '2001:db8::1'],
    ] as const) {
      await fetch(`${front}/api/features`, {
        headers: { 'x-forwarded-for': chain, 'x-forwarded-proto': 'https' },
      });
      expect(seen.headers?.['x-forwarded-for']).toBe(client);
      expect(seen.headers?.['x-forwarded-proto']).toBe('https');
    }
  });

  it('forwards its own peer when a trusted proxy sent no address it could read', async () => {
    const seen: Seen = {};
    const front = await frontFor(await upstreamRecording(seen), { trustProxy: true });
    await fetch(`${front}/api/features`);
    expect(seen.headers?.['x-forwarded-for']).toBe('127.0.0.1');
    await fetch(`${front}/api/features`, { headers: { 'x-forwarded-for': '203.0.113.7, not-an-address' } });
    expect(seen.headers?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('keeps a path prefix of the base', async () => {
    const seen: Seen = {};
    const upstream = await upstreamRecording(seen);
    const front = await frontFor(`${upstream}/content/`, { prefix: '/cms' });
    await fetch(`${front}/cms/header?populate=nav.icon`);
    expect(seen.url).toBe('/content/cms/header?populate=nav.icon');
  });

  it("sends a service that shares no cookies none of the customer's cookies or credentials, and passes none of its Set-Cookie back", async () => {
    const seen: Seen = {};
    const front = await frontFor(await upstreamRecording(seen), { prefix: '/cms', sharesCookies: false });
    const response = await fetch(`${front}/cms/header`, {
      headers: { cookie: 'nirmal_session=secret', authorization: 'Bearer t', 'accept-language': 'en-IN' },
    });

    expect(seen.headers).not.toHaveProperty('cookie');
    expect(seen.headers).not.toHaveProperty('authorization');
    expect(seen.headers?.['accept-language']).toBe('en-IN');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toEqual({ data: { ok: true } });
  });

  it('refuses a path with a dot segment, written or percent-encoded, without asking the service', async () => {
    const seen: Seen = {};
    const front = await frontFor(`${await upstreamRecording(seen)}/content/`, { prefix: '/cms' });
    for (const path of [
      '/cms/../../admin/users',
      '/cms/%2e%2e/%2E%2E/admin/users',
      '/cms/.%2e/.%2E/admin/users',
      '/cms/..%2f..%2fadmin/users',
      '/cms/..%5c..%5cadmin/users',
      '/cms/..\\..\\admin/users',
      '/cms/./header',
      '/cms/..?to=admin',
    ]) {
      const { status, body } = await getExactly(front, { path });
      expect(status, path).toBe(400);
      expect(JSON.parse(body)).toEqual({
        code: 'INVALID_PATH',
        message: 'This address has a "." or ".." segment in its path, which is not served.',
      });
    }
    expect(seen.url).toBeUndefined();
  });

  it('forwards dots that are not a whole segment, and any in the query', async () => {
    const seen: Seen = {};
    const front = await frontFor(`${await upstreamRecording(seen)}/content/`, { prefix: '/cms' });
    const path = '/cms/blog/v1..2/.well-known...txt?next=../admin';
    expect((await getExactly(front, { path })).status).toBe(200);
    expect(seen.url).toBe(`/content${path}`);
  });

  it('answers 502 with the error shape when the service is down', async () => {
    const front = await frontFor('http://127.0.0.1:9');
    const response = await fetch(`${front}/api/features`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: expect.any(String),
    });
  });

  it('gives up a read the service leaves unanswered after the read timeout (504), but lets a change take longer', async () => {
    const service = await listen((req, res) => {
      if (req.method === 'GET') return; // a read that hangs
      setTimeout(() => res.end('{"ok":true}'), 600);
    });
    const front = await frontFor(service, { readTimeoutMs: 200 });

    const started = performance.now();
    const read = await fetch(`${front}/api/features`);
    expect(performance.now() - started).toBeLessThan(500);
    expect(read.status).toBe(504);
    expect(await read.json()).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });

    const change = await fetch(`${front}/api/v1/cart`, { method: 'POST', body: '{}' });
    expect(change.status).toBe(200);
  });

  it('carries a change the browser sent whole to its end after the browser goes, but stops a read', async () => {
    const arrived = new Set<string>();
    const ended: Record<string, Promise<'answered' | 'cut off'>> = {};
    const service = await listen((req, res) => {
      arrived.add(req.method ?? '');
      ended[req.method ?? ''] = new Promise((resolve) => {
        res.on('finish', () => resolve('answered'));
        res.on('close', () => resolve(res.writableFinished ? 'answered' : 'cut off'));
      });
      req.resume();
      req.on('end', () => setTimeout(() => res.end('{"ok":true}'), 300));
    });
    const front = await frontFor(service);

    for (const method of ['POST', 'GET']) {
      const leaving = new AbortController();
      const sent = fetch(`${front}/api/v1/cart/items`, {
        method,
        body: method === 'POST' ? '{"quantity":0}' : undefined,
        signal: leaving.signal,
      });
      await expect.poll(() => arrived.has(method)).toBe(true);
      leaving.abort();
      await expect(sent).rejects.toThrow();
    }

    expect(await ended['POST']).toBe('answered');
    expect(await ended['GET']).toBe('cut off');
  });

  it("answers 503 with Retry-After at once, without asking the service, while the server's own calls find it failing", async () => {
    const seen = { requests: 0 };
    const service = await listen((_req, res) => {
      seen.requests += 1;
      res.writeHead(502).end();
    });
    const front = await frontFor(service);
    expect((await fetch(`${front}/api/features`)).status).toBe(502); // forwarded: not failing yet
    for (let call = 0; call < 5; call += 1) await guardedFetch(`${service}/api/features`);
    expect(seen.requests).toBe(6);

    for (const method of ['GET', 'POST']) {
      const answer = await fetch(`${front}/api/v1/cart`, {
        method,
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await answer.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    }
    expect(seen.requests).toBe(6);
    // The content service is another circuit, even at the same address: still forwarded.
    expect((await fetch(`${await frontFor(service, { prefix: '/cms' })}/cms/header`)).status).toBe(502);
  });
});
