import type { MiddlewareHandler } from 'hono';
import { acceptRequestId, REQUEST_ID_HEADER } from '@nirmal/format';
import type { Logger } from '../logger.ts';
import { withRequestId } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

// Health probes, asked every few seconds by supervisors and balancers, are not logged.
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One log line per request (method, path without its query, status, duration), under the id the
 * request came with in `x-request-id` (the storefront server's, or a load balancer's) or a new
 * one. The id is answered in the same header, and every line logged while serving the request,
 * errors included, carries it.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (PROBES.has(c.req.path)) return next();
    const requestId = acceptRequestId(c.req.header(REQUEST_ID_HEADER));
    const started = performance.now();
    c.header(REQUEST_ID_HEADER, requestId);
    await withRequestId(requestId, async () => {
      await next();
      logger.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    });
  };
}
