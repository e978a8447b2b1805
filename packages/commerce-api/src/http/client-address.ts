import type { Context } from 'hono';
import { isIP } from 'node:net';
import type { AppEnv } from './app-env.ts';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function peerAddress(c: Context<AppEnv>): string {
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown';
}

/** A proxy on this machine (the storefront server), or any peer when TRUST_PROXY is set. */
export function fromTrustedProxy(c: Context<AppEnv>, trustProxy: boolean): boolean {
  return trustProxy || LOOPBACK.test(peerAddress(c));
}

/**
 * The client's address: the socket peer or, behind a trusted proxy, the address that proxy appended
 * last to `x-forwarded-for` (entries further left come from the client). The storefront sends just
 * the one address it decided on.
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  const peer = peerAddress(c);
  if (!fromTrustedProxy(c, trustProxy)) return peer;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded && isIP(forwarded) ? forwarded : peer;
}
