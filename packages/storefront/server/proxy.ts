import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ForwardedHeaders } from './forwarded.ts';

const UPSTREAM_TIMEOUT_MS = 30_000;

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

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)),
  );
}

function fail(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ message, code }));
}

/**
 * Forwards a request to `base` with the same path and query, streaming the body both ways.
 * Host stays the browser's (as a reverse proxy keeps it), so a same-origin browser request still
 * looks same-origin to commerce-api's Origin check; cookies and Set-Cookie pass untouched.
 */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  base: URL,
  forwarded: ForwardedHeaders,
): void {
  const target = new URL(base.pathname.replace(/\/$/, '') + (req.url ?? '/'), base.origin);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers: { ...endToEnd(req.headers), ...forwarded } });

  const timedOut = new Error('upstream timed out');
  upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(timedOut));
  upstream.on('error', (error) => {
    if (error === timedOut)
      fail(res, 504, 'UPSTREAM_TIMEOUT', 'The service took too long to answer. Please try again.');
    else
      fail(
        res,
        502,
        'UPSTREAM_UNAVAILABLE',
        'The service is unavailable right now. Please try again in a moment.',
      );
  });
  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  // A browser that goes away must not leave the upstream request running.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
