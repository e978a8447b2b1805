import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { carriesNoVisitor, SHAREABLE_PAGE_HEADER } from '../app/ssr/shareable-page-header.ts';
import { negotiateEncoding, type Encoding } from './compression.ts';
import { allowScriptsByHash } from './script-hashes.ts';

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

// Headers that describe one response's bytes or are written per response, not stored.
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'set-cookie',
  'date',
  SHAREABLE_PAGE_HEADER,
]);

interface SharedPage {
  status: number;
  headers: [string, string][];
  bodies: Record<Encoding | 'identity', Buffer>;
  storedAt: number;
}

export interface PageCacheOptions {
  /** How long a stored page is served before the next request renders it again; 0 keeps none. */
  freshMs: number;
  /**
   * How long past that the page is still served to everyone else while that one request renders
   * it again, so a page going stale under load costs one render, not one per visitor waiting.
   */
  staleMs: number;
  /** How many pages (each address and variant) are kept; the oldest go first. */
  maxPages: number;
  now?: () => number;
}

export interface PageCache {
  /**
   * The stored page for this request while it is fresh. Once stale, the first request gets none
   * (it renders the page again), and the others get the stale page until the new one is kept.
   */
  find(pageKey: string, requestHeaders: IncomingHttpHeaders): SharedPage | undefined;
  /**
   * The response to send on. When the page says it may be shared, a copy of its body is kept as
   * it streams and stored once it is whole; the browser that asked still gets it streamed. A
   * request without a page key (see `sharedPageKey`) is never stored.
   */
  keepShareable(
    pageKey: string | undefined,
    requestHeaders: IncomingHttpHeaders,
    response: Response,
  ): Response;
}

/**
 * Which page a request asks for, when it may be answered from the page cache: a GET that carries
 * no credentials and no cookie but the visitor's answer to the analytics question, for a page of
 * the storefront's public origin. The answer changes the page (the question is in it, or not), so
 * such a page is kept once per answer. A page asked for under any other host or scheme has its
 * links built from that one, so it is never shared. Undefined for every other request.
 */
export function sharedPageKey(req: IncomingMessage, page: URL, publicOrigin: string): string | undefined {
  if (req.method !== 'GET' || req.headers.authorization !== undefined || page.origin !== publicOrigin)
    return undefined;
  const { cookie } = req.headers;
  if (!carriesNoVisitor(cookie)) return undefined;
  return cookie === undefined ? page.href : `${page.href} ${cookie}`;
}

function varyNames(headers: Headers): string[] | undefined {
  const names = (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
  return names.includes('*') ? undefined : names;
}

function variantKey(pageKey: string, names: readonly string[], requestHeaders: IncomingHttpHeaders) {
  return JSON.stringify([pageKey, ...names.map((name) => String(requestHeaders[name] ?? ''))]);
}

/**
 * Pages rendered for nobody in particular, kept for a short while so that a burst of visitors to
 * the same page (a campaign's landing, the home page) costs one render, not one each. Each stored
 * page allows its scripts by hash instead of by nonce, and is compressed once.
 */
export function createPageCache({ freshMs, staleMs, maxPages, now = Date.now }: PageCacheOptions): PageCache {
  const varyByPage = new Map<string, string[]>();
  const pages = new Map<string, SharedPage>();
  // The pages (variant keys) a request is rendering again.
  const renewing = new Set<string>();

  function keep<Key, Value>(map: Map<Key, Value>, key: Key, value: Value) {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxPages) map.delete(map.keys().next().value as Key);
  }

  async function store(
    pageKey: string,
    names: string[],
    requestHeaders: IncomingHttpHeaders,
    response: Response,
    body: ReadableStream<Uint8Array>,
  ) {
    const rendered = await new Response(body).text();
    const policy = response.headers.get('content-security-policy');
    const shared = policy ? allowScriptsByHash({ html: rendered, policy }) : { html: rendered, policy };
    if (!shared) return;
    const headers = [...response.headers].filter(([name]) => !NOT_STORED.has(name));
    const html = Buffer.from(shared.html);
    // Brotli at 7 is within 1% of 9's size for a page, in a seventh of the time (0.9 ms against 6.4).
    const [br, gz] = await Promise.all([
      compressWithBrotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 7,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      compressWithGzip(html, { level: 9 }),
    ]);
    keep(varyByPage, pageKey, names);
    keep(pages, variantKey(pageKey, names, requestHeaders), {
      status: response.status,
      headers: headers.map(([name, value]): [string, string] => [
        name,
        name === 'content-security-policy' && shared.policy ? shared.policy : value,
      ]),
      bodies: { identity: html, br, gzip: gz },
      storedAt: now(),
    });
  }

  return {
    find(pageKey, requestHeaders) {
      const names = varyByPage.get(pageKey);
      if (!names) return undefined;
      const key = variantKey(pageKey, names, requestHeaders);
      const page = pages.get(key);
      if (!page) {
        renewing.delete(key);
        return undefined;
      }
      const age = now() - page.storedAt;
      if (age < freshMs) return page;
      if (age < freshMs + staleMs) {
        if (renewing.has(key)) return page;
        renewing.add(key);
        return undefined;
      }
      pages.delete(key);
      renewing.delete(key);
      return undefined;
    },

    keepShareable(pageKey, requestHeaders, response) {
      const shareable = response.headers.has(SHAREABLE_PAGE_HEADER);
      response.headers.delete(SHAREABLE_PAGE_HEADER);
      // A cache whose pages are never fresh (SHARED_PAGE_SECONDS=0) keeps none.
      if (!pageKey || freshMs <= 0) return response;
      // Whether kept or not, this request's render is over: the next stale request may try again.
      const renewed = () => {
        const stored = varyByPage.get(pageKey);
        if (stored) renewing.delete(variantKey(pageKey, stored, requestHeaders));
      };
      const names = varyNames(response.headers);
      if (!shareable || !names || !response.body) {
        renewed();
        return response;
      }
      const [forBrowser, forCache] = response.body.tee();
      // A render cut short (the browser left, the stream timed out) errors the copy: nothing is stored.
      store(pageKey, names, requestHeaders, response, forCache)
        .catch(() => {})
        .finally(renewed);
      return new Response(forBrowser, { status: response.status, headers: response.headers });
    },
  };
}

/** Sends a stored page as the browser accepts it, saying how old it is. */
export function sendSharedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: SharedPage,
  now = Date.now(),
) {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const body = page.bodies[encoding ?? 'identity'];
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.appendHeader(name, value);
  if (encoding) res.setHeader('content-encoding', encoding);
  res.appendHeader('vary', 'Accept-Encoding');
  res.setHeader('age', Math.floor((now - page.storedAt) / 1000));
  res.setHeader('content-length', body.byteLength);
  res.end(body);
}
