import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptRequestId, REQUEST_ID_HEADER } from '@nirmal/format';
import type { ServerLog } from '../app/server/log.server.ts';

/**
 * Gives the request its id (the one it came with from a load balancer, or a new one), which goes on
 * with it to commerce-api (forwarded `/api` calls and the loaders' calls alike) and back to the
 * browser, and logs one line when its answer is done: method, path without its query, status,
 * duration, and whether the browser left before the end. Answers the id.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, log: ServerLog): string {
  const requestId = acceptRequestId(req.headers[REQUEST_ID_HEADER]);
  const started = performance.now();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  res.once('close', () =>
    log.info('request', {
      requestId,
      method: req.method,
      path: (req.url ?? '/').split('?', 1)[0],
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    }),
  );
  return requestId;
}
