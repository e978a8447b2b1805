import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { failingFor } from '../app/server/upstream-policy.server.ts';
import type { ForwardedHeaders } from './forwarded.ts';

/** How long a call that changes something may wait for the service's answer. */
const CHANGE_TIMEOUT_MS = 30_000;
const READS = new Set(['GET', 'HEAD']);

// Headers that describe one connection, not the message: never forwarded by a proxy (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

// What a service that shares no cookies with us never gets of the customer's, and never sets on our
// origin.
const CREDENTIALS = new Set(['cookie', 'authorization']);
const SET_COOKIE = new Set(['set-cookie']);
const NOTHING = new Set<string>();

/** A service that requests under a path prefix are forwarded to. */
export interface Upstream {
  /** `/api`: the prefix is kept on the way, so `/api/x` goes to `<base's path>/api/x`. */
  prefix: string;
  base: URL;
  /**
   * Whether the customer's cookies and credentials go there and its Set-Cookie comes back on our
   * origin: for commerce-api only, never for a content service elsewhere.
   */
  sharesCookies: boolean;
  /**
   * How long a read (GET, HEAD) may wait for the service's answer: API_TIMEOUT_MS, as the pages'
   * own calls. A browser holds only six connections to us, and reads left hanging on a service
   * that does not answer would keep its next page waiting. A call that changes something waits up
   * to 30 s: it cannot be repeated safely, and giving up early could leave a customer not knowing
   * whether it was done.
   */
  readTimeoutMs: number;
}

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/** The upstream whose prefix the request's address is under, if any. */
export function upstreamFor(upstreams: readonly Upstream[], url: string): Upstream | undefined {
  return upstreams.find(({ prefix }) => isUnder(url, prefix));
}

/**
 * Whether a path has a `.` or `..` segment, written as such or percent-encoded, with `\` counted as
 * a separator too: URL parsers resolve them (`\` is `/` in an http address), and so would a
 * service that decodes the path before it routes.
 */
function hasDotSegment(path: string): boolean {
  const decoded = path.replace(/%2e/gi, '.').replace(/%2f/gi, '/').replace(/%5c/gi, '\\');
  return decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}

/** Where a request goes upstream, unless its path could leave the base's path and prefix. */
function upstreamUrl({ base, prefix }: Upstream, requestTarget: string): URL | undefined {
  const [path = ''] = requestTarget.split('?', 1);
  if (hasDotSegment(path)) return undefined;
  const basePath = base.pathname.replace(/\/$/, '');
  const target = new URL(basePath + requestTarget, base.origin);
  const root = basePath + prefix;
  return target.pathname === root || target.pathname.startsWith(`${root}/`) ? target : undefined;
}

function endToEnd(headers: IncomingHttpHeaders, withheld: ReadonlySet<string>): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name) && !named.has(name) && !withheld.has(name),
    ),
  );
}

function fail(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify({ message, code }));
}

const UNAVAILABLE = 'The service is unavailable right now. Please try again in a moment.';

/**
 * Forwards a request to the upstream with the same path and query, streaming the body both ways.
 * Host stays the browser's (as a reverse proxy keeps it), so a same-origin browser request still
 * looks same-origin to commerce-api's Origin check. Cookies and Set-Cookie pass untouched to and
 * from an upstream that shares them, and not at all otherwise. A path with dot segments is refused,
 * and while the server's own calls have found the service failing (its circuit is open), requests
 * for it are answered 503 at once, with Retry-After, instead of waiting on it.
 */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  service: Upstream,
  forwarded: ForwardedHeaders,
): void {
  const target = upstreamUrl(service, req.url ?? '/');
  if (!target) {
    fail(
      res,
      400,
      'INVALID_PATH',
      'This address has a "." or ".." segment in its path, which is not served.',
    );
    return;
  }
  const failing = failingFor(target);
  if (failing > 0) {
    req.resume();
    fail(res, 503, 'UPSTREAM_UNAVAILABLE', UNAVAILABLE, {
      'retry-after': String(Math.ceil(failing / 1000)),
    });
    return;
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = endToEnd(req.headers, service.sharesCookies ? NOTHING : CREDENTIALS);
  const upstream = send(target, { method: req.method, headers: { ...headers, ...forwarded } });

  const timedOut = new Error('upstream timed out');
  const timeoutMs = READS.has(req.method ?? 'GET') ? service.readTimeoutMs : CHANGE_TIMEOUT_MS;
  upstream.setTimeout(timeoutMs, () => upstream.destroy(timedOut));
  upstream.on('error', (error) => {
    if (error === timedOut)
      fail(res, 504, 'UPSTREAM_TIMEOUT', 'The service took too long to answer. Please try again.');
    else fail(res, 502, 'UPSTREAM_UNAVAILABLE', UNAVAILABLE);
  });
  upstream.on('response', (answer) => {
    // Nobody is left to read an answer to a change carried on after its browser went: drained.
    if (res.destroyed) return void answer.resume();
    const headers = endToEnd(answer.headers, service.sharesCookies ? NOTHING : SET_COOKIE);
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
    answer.pipe(res);
    answer.on('error', () => res.destroy());
    res.on('close', () => answer.resume());
  });
  // A browser that goes away must not leave a read running. A change it sent whole is carried to
  // its end: the customer was shown it made, and a page reloaded or left at once must not undo it.
  res.on('close', () => {
    if (res.writableFinished) return;
    if (READS.has(req.method ?? 'GET') || !req.complete) upstream.destroy();
  });
  req.pipe(upstream);
}
