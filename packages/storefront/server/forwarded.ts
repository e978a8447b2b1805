import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

export interface ForwardedHeaders {
  'x-forwarded-for': string;
  'x-forwarded-host': string;
  'x-forwarded-proto': string;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The address of the client: the socket peer or, behind a trusted proxy, the address that proxy
 * appended to X-Forwarded-For (the last entry; everything left of it is what the client wrote).
 */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!trustProxy) return peer;
  const appended = single(req.headers['x-forwarded-for'])?.split(',').at(-1)?.trim();
  return appended && isIP(appended) ? appended : peer;
}

/**
 * Who the request came from, as the next hop should hear it. X-Forwarded-For is that one client
 * address, not the chain extended with our peer: commerce-api rate-limits by the last entry, which
 * behind a load balancer would be the balancer's for every client. Unless a proxy in front of us is
 * trusted, anything the client wrote in X-Forwarded-* is ignored: it would let a caller choose the
 * address it is rate-limited by.
 */
export function forwardedHeaders(req: IncomingMessage, trustProxy: boolean): ForwardedHeaders {
  const ownProto = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  const host = req.headers.host ?? '';
  const client = clientAddress(req, trustProxy);
  if (!trustProxy)
    return { 'x-forwarded-for': client, 'x-forwarded-host': host, 'x-forwarded-proto': ownProto };

  return {
    'x-forwarded-for': client,
    'x-forwarded-host': single(req.headers['x-forwarded-host'])?.split(',')[0]?.trim() || host,
    'x-forwarded-proto': single(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim() || ownProto,
  };
}

/**
 * The address of the page a request asks for, as the browser sees it: the one place its origin is
 * decided, which the page's own links (canonical, og:url, JSON-LD) and its key in the page cache
 * both come from. Undefined when the host the request names is not a host.
 */
export function pageUrl(req: IncomingMessage, forwarded: ForwardedHeaders): URL | undefined {
  const origin = `${forwarded['x-forwarded-proto']}://${forwarded['x-forwarded-host'] || 'localhost'}`;
  return URL.parse(req.url ?? '/', origin) ?? undefined;
}
