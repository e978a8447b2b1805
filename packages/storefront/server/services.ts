import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config.ts';
import type { ForwardedHeaders } from './forwarded.ts';
import { proxyRequest, upstreamFor, type Upstream } from './proxy.ts';

/**
 * Forwards what the storefront's origin serves on behalf of other services: commerce-api under
 * /api, which shares the customer's cookies, and the content service under /cms, which never gets
 * them. The production server and `pnpm dev`'s Vite server both use this one piece, so the two
 * cannot forward differently.
 */
export function forwardToServices(config: Pick<ServerConfig, 'apiBase' | 'cmsBase' | 'apiTimeoutMs'>) {
  const readTimeoutMs = config.apiTimeoutMs;
  const upstreams: Upstream[] = [
    { prefix: '/api', base: config.apiBase, sharesCookies: true, readTimeoutMs },
    { prefix: '/cms', base: config.cmsBase, sharesCookies: false, readTimeoutMs },
  ];
  /** Whether the request was for a service (and is being forwarded); false leaves it to the caller. */
  return (req: IncomingMessage, res: ServerResponse, forwarded: ForwardedHeaders): boolean => {
    const upstream = upstreamFor(upstreams, req.url ?? '/');
    if (!upstream) return false;
    proxyRequest(req, res, upstream, forwarded);
    return true;
  };
}
