import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineCall } from '../contract/index.ts';
import { createHttpClient } from './http-client.ts';
import type { HttpConfig } from './http-client.ts';
import {
  ContentError,
  InvalidAnswerError,
  ProductError,
  SOMETHING_WENT_WRONG,
  UNREACHABLE_MESSAGE,
} from './errors.ts';

interface SentCall {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** A stand-in for the platform's fetch: records each call and answers with the given response. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: SentCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    return answer();
  };
  return { fetch, calls };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

const okSchema = z.object({ data: z.object({ ok: z.boolean() }) });
const get = (path: string) => defineCall({ method: 'GET', path, answer: okSchema });
const postThing = defineCall({
  method: 'POST',
  path: '/api/thing',
  body: z.object({ a: z.number() }),
  answer: okSchema,
});
const getThing = get('/api/thing');
const features = get('/api/features');
const header = defineCall({
  method: 'GET',
  path: '/cms/header',
  query: z.object({ populate: z.optional(z.string()), skipped: z.optional(z.string()) }),
  answer: okSchema,
});
const asset = defineCall({
  method: 'GET',
  path: '/api/v1/assets/:id',
  params: z.object({ id: z.string() }),
  answer: okSchema,
});

function client(answer: () => Response | Promise<Response>, config: Partial<HttpConfig> = {}) {
  const fake = fakeFetch(answer);
  const http = createHttpClient({
    apiBase: 'http://api.test',
    cmsBase: 'http://cms.test/',
    clientType: 'web',
    fetch: fake.fetch,
    ...config,
  });
  return { http, calls: fake.calls };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('createHttpClient: what every call sends', () => {
  it('sends credentials, the client-type header and JSON', async () => {
    const { http, calls } = client(() => json({ data: { ok: true } }));

    await http.call(postThing, { body: { a: 1 } });

    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(calls[0]?.headers.get('x-client-type')).toBe('web');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('sends a change as a keepalive request, so a page left before its answer still makes it, but not a read or a large body', async () => {
    const { http, calls } = client(() => json({ data: { ok: true } }));

    await http.call(postThing, { body: { a: 1 } });
    await http.call(getThing);
    await http.call(postThing, { body: { a: 1, padding: 'x'.repeat(9_000) } as { a: number } });

    expect(calls.map((call) => call.init.keepalive)).toEqual([true, false, false]);
  });

  it('sends the flutter client type and keeps it even when a caller tries to replace it', async () => {
    const { http, calls } = client(() => json({ data: { ok: true } }), { clientType: 'flutter-web-view' });

    await http.call(getThing, {}, { headers: { 'x-client-type': 'web' } });

    expect(calls[0]?.headers.get('x-client-type')).toBe('flutter-web-view');
  });

  it('forwards the incoming request cookie to the API on the server, never to the content base', async () => {
    const server = client(() => json({ data: { ok: true } }), { cookie: 'nirmal_session=abc' });
    const browser = client(() => json({ data: { ok: true } }));

    await server.http.call(getThing);
    await server.http.call(header);
    await browser.http.call(getThing);

    expect(server.calls[0]?.headers.get('cookie')).toBe('nirmal_session=abc');
    expect(server.calls[1]?.headers.has('cookie')).toBe(false);
    expect(browser.calls[0]?.headers.has('cookie')).toBe(false);
  });

  it('sends /cms paths to the content base and the rest to the API base, with the query', async () => {
    const { http, calls } = client(() => json({ data: { ok: true } }));

    await http.call(header, { query: { populate: 'nav.icon', skipped: undefined } });
    await http.call(features);
    await http.call(get('/cmsfake'));

    expect(calls.map((call) => call.url)).toEqual([
      'http://cms.test/cms/header?populate=nav.icon',
      'http://api.test/api/features',
      'http://api.test/cmsfake',
    ]);
  });

  it('uses relative addresses with an empty base (the browser calls its own origin)', async () => {
    const { http, calls } = client(() => json({ data: { ok: true } }), { apiBase: '', cmsBase: '' });

    await http.call(features);

    expect(calls[0]?.url).toBe('/api/features');
  });

  it('refuses to define a call whose path is not one absolute path', () => {
    expect(() => get('//evil.test/api')).toThrow(TypeError);
    expect(() => get('api/features')).toThrow(TypeError);
  });

  it('puts path parameters in, encoded so that a value stays one segment', async () => {
    const { http, calls } = client(() => json({ data: { ok: true } }));

    await http.call(asset, { params: { id: '../admin?x=1' } });

    expect(calls[0]?.url).toBe('http://api.test/api/v1/assets/..%2Fadmin%3Fx%3D1');
  });

  it('returns the answer headers with the body', async () => {
    const { http } = client(() => json({ data: { ok: true } }, { headers: { 'x-user-city': 'Pune' } }));

    const answer = await http.request(get('/api/public/location'));

    expect(answer.body).toEqual({ data: { ok: true } });
    expect(answer.headers.get('x-user-city')).toBe('Pune');
  });
});

describe('createHttpClient: failures', () => {
  it('turns a failed product call into a ProductError with the server message, code, status and data', async () => {
    const body = { message: 'The code is not right.', code: 'OTP_INCORRECT', attemptsLeft: 3 };
    const { http } = client(() => json(body, { status: 400, statusText: 'Bad Request' }));

    const verify = defineCall({ method: 'POST', path: '/api/public/ecom/v1/otp/verify', answer: okSchema });
    const error = await failureOf(http.call(verify));

    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({
      name: 'ProductError',
      message: 'The code is not right.',
      code: 'OTP_INCORRECT',
      status: 400,
      statusText: 'Bad Request',
      data: body,
      url: 'http://api.test/api/public/ecom/v1/otp/verify',
    });
  });

  it('keeps a non-JSON error body as text and says something went wrong', async () => {
    const { http } = client(() => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));

    const error = await failureOf(http.call(get('/api/customer/account/profileV2')));

    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({
      message: SOMETHING_WENT_WRONG,
      status: 502,
      data: 'Bad gateway',
      code: undefined,
    });
  });

  it('turns a failed /cms call into the generic ContentError', async () => {
    const body = { message: 'This content has not been published.', code: 'NOT_FOUND' };
    const { http } = client(() => json(body, { status: 404, statusText: 'Not Found' }));

    const error = await failureOf(http.call(get('/cms/footer')));

    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      name: 'ContentError',
      message: SOMETHING_WENT_WRONG,
      status: 404,
      statusText: 'Not Found',
      data: body,
    });
  });

  it('lets a call choose the generic content failure for an /api path', async () => {
    const { http } = client(() => json({ message: 'Down', code: 'INTERNAL' }, { status: 500 }));

    const error = await failureOf(http.call(features, {}, { failure: 'content' }));

    expect(error).toBeInstanceOf(ContentError);
  });

  it('turns an unreachable server into an error with status 0', async () => {
    const { http } = client(() => Promise.reject(new TypeError('fetch failed')));

    const error = await failureOf(http.call(get('/api/v1/assets')));

    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({ message: UNREACHABLE_MESSAGE, status: 0, data: null });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('gives up a call that takes longer than timeoutMs, answer or body, as one that got no answer', async () => {
    // An answer that never comes, and one whose body never ends: both only stop when the call is given up.
    const never = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const hangs: typeof fetch = (_input, init) => never(init?.signal as AbortSignal);
    const trickles: typeof fetch = async (_input, init) =>
      new Response(
        new ReadableStream({
          start: (stream) => void never(init?.signal as AbortSignal).catch((error) => stream.error(error)),
        }),
      );

    for (const fetch of [hangs, trickles]) {
      const { http } = client(() => json({}), { fetch, timeoutMs: 50 });
      const started = performance.now();
      const product = await failureOf(http.call(getThing));
      expect(product).toBeInstanceOf(ProductError);
      expect(product).toMatchObject({ message: UNREACHABLE_MESSAGE, status: 0 });
      expect(((product as Error).cause as Error).name).toBe('TimeoutError');
      expect(await failureOf(http.call(header, {}))).toMatchObject({
        message: SOMETHING_WENT_WRONG,
        status: 0,
      });
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it('reports a malformed answer clearly, naming the call and the field', async () => {
    const { http } = client(() => json({ data: { ok: 'yes' } }));

    const error = await failureOf(http.call(features));

    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect((error as Error).message).toContain('http://api.test/api/features');
    expect((error as Error).message).toContain('data.ok');
  });

  it('reports an answer that is not JSON', async () => {
    const { http } = client(() => new Response('<html>', { status: 200 }));

    await expect(http.call(features)).rejects.toThrow(/not JSON/);
  });

  it('calls onUnauthorized with the address on a 401, and not on other failures', async () => {
    const seen: string[] = [];
    const onUnauthorized = ({ url }: { url: string }) => void seen.push(url);
    const unauthorized = client(
      () => json({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 }),
      { onUnauthorized },
    );
    const forbidden = client(() => json({ message: 'No.', code: 'FORBIDDEN' }, { status: 403 }), {
      onUnauthorized,
    });

    const assets = get('/api/v1/assets');
    const error = await failureOf(unauthorized.http.call(assets));
    await failureOf(forbidden.http.call(assets));

    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(seen).toEqual(['http://api.test/api/v1/assets']);
  });
});
