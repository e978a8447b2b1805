import type { IncomingMessage } from 'node:http';
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
 * Who the request came from, as the next hop should hear it. Unless a proxy in front of us is
 * trusted, anything the client wrote in X-Forwarded-* is ignored: it would let a caller choose
 * the address commerce-api rate-limits by.
 */
export function forwardedHeaders(req: IncomingMessage, trustProxy: boolean): ForwardedHeaders {
  const peer = req.socket.remoteAddress ?? '';
  const ownProto = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  const host = req.headers.host ?? '';
  if (!trustProxy)
    return { 'x-forwarded-for': peer, 'x-forwarded-host': host, 'x-forwarded-proto': ownProto };

  const chain = single(req.headers['x-forwarded-for']);
  return {
    'x-forwarded-for': chain ? `${chain}, ${peer}` : peer,
    'x-forwarded-host': single(req.headers['x-forwarded-host'])?.split(',')[0]?.trim() || host,
    'x-forwarded-proto': single(req.headers['x-forwarded-proto'])?.split(',')[0]?.trim() || ownProto,
  };
}
