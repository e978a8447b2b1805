import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long /readyz waits for commerce-api's own /readyz before it answers that it is not ready. */
const API_READY_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  apiBase: URL;
  /** True once the server has been asked to stop: it is then no longer ready for new traffic. */
  shuttingDown?: () => boolean;
  fetch?: typeof fetch;
}

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function apiReadiness(apiBase: URL, fetchImpl: typeof fetch): Promise<string | undefined> {
  const url = new URL(`${apiBase.pathname.replace(/\/$/, '')}/readyz`, apiBase.origin);
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(API_READY_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.status === 200 ? undefined : `commerce-api is not ready (${response.status})`;
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'is unreachable';
    return `commerce-api ${reason}`;
  }
}

/**
 * `GET /healthz`: the storefront process is alive. `GET /readyz`: it can serve pages, which needs
 * commerce-api ready (its /readyz), and it is not shutting down. Answered before the page cache,
 * the cookie handling and the page renderer, never cached; false for any other request.
 */
export function healthChecks({
  apiBase,
  shuttingDown = () => false,
  fetch: fetchImpl = fetch,
}: HealthOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const [path] = (req.url ?? '/').split('?', 1);
    if (path !== '/healthz' && path !== '/readyz') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      answer(res, 405, { status: 'method not allowed' });
      return true;
    }
    if (path === '/healthz') {
      answer(res, 200, { status: 'ok' });
      return true;
    }
    if (shuttingDown()) {
      answer(res, 503, { status: 'not ready', reason: 'shutting down' });
      return true;
    }
    const problem = await apiReadiness(apiBase, fetchImpl);
    if (problem) answer(res, 503, { status: 'not ready', reason: problem });
    else answer(res, 200, { status: 'ready' });
    return true;
  };
}
