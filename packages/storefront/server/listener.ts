import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { log as processLog, type ServerLog } from '../app/server/log.server.ts';
import type { Admission } from './admission.ts';
import { sendBusy } from './busy-page.ts';
import type { ServerConfig } from './config.ts';
import { refuseDevelopmentCall } from './development-calls.ts';
import { forwardedHeaders, pageUrl, type ForwardedHeaders } from './forwarded.ts';
import { healthChecks } from './health.ts';
import { privateOffPublicOrigin } from './off-origin.ts';
import { keepOwnCookies } from './own-cookies.ts';
import { sendSharedPage, sharedPageKey, type PageCache } from './page-cache.ts';
import { logRequest } from './request-log.ts';
import { inRequestSpan } from './request-span.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { forwardToServices } from './services.ts';
import { serveStatic, type StaticFiles } from './static-files.ts';
import { traceRelay } from './trace-relay.ts';
import { sendWebResponse, toWebRequest } from './web-adapter.ts';

export interface StorefrontParts {
  config: Pick<ServerConfig, 'apiBase' | 'cmsBase' | 'apiTimeoutMs' | 'trustProxy' | 'publicOrigin'> &
    Partial<Pick<ServerConfig, 'tracing'>>;
  staticFiles: StaticFiles;
  sharedPages: PageCache;
  /** React Router's handler of the server build. */
  renderPage: (request: Request) => Promise<Response>;
  /**
   * Bounds the pages rendered at once; a request that finds no room within the wait is answered
   * 503 (`busy-page.ts`). Unbounded unless given.
   */
  renders?: Admission;
  /** True once the server is stopping (its /readyz then answers 503). */
  shuttingDown?: () => boolean;
  /** Where request lines and errors go; the process's log unless given. */
  log?: ServerLog;
}

/** Every request to the storefront: /api and /cms forwarded to their services, built files, pages. */
export function storefrontListener({
  config,
  staticFiles,
  sharedPages,
  renderPage,
  renders,
  shuttingDown,
  log = processLog,
}: StorefrontParts): RequestListener {
  const forwardedToService = forwardToServices(config);
  const healthCheck = healthChecks({ apiBase: config.apiBase, shuttingDown });
  const relayTraces = traceRelay({ collector: config.tracing?.collector, log });

  return async (req, res) => {
    const forwarded = forwardedHeaders(req, config.trustProxy);
    setSecurityHeaders(res, forwarded['x-forwarded-proto']);

    // Before the page cache, the cookie handling and the renderer: a probe is never a page.
    if (await healthCheck(req, res)) return;
    const requestId = logRequest(req, res, log);
    // Relaying the browser's spans is no span itself: each open page would add one every few seconds.
    if (await relayTraces(req, res, forwarded)) return;
    await inRequestSpan(req, res, requestId, () => serve(req, res, forwarded, requestId));
  };

  /** A request for a service, a built file or a page, served in its request's span. */
  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    forwarded: ForwardedHeaders,
    requestId: string,
  ): Promise<void> {
    if (refuseDevelopmentCall(req, res)) return;
    if (forwardedToService(req, res, forwarded)) return;
    if (await serveStatic(staticFiles, req, res)) return;

    const page = pageUrl(req, forwarded);
    if (!page) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The Host header does not name a host.');
      return;
    }
    keepOwnCookies(req.headers);
    const pageKey = sharedPageKey(req, page, config.publicOrigin);
    const sharedPage = pageKey && sharedPages.find(pageKey, req.headers);
    if (sharedPage) return sendSharedPage(req, res, sharedPage);

    // Loaders and actions pass these on when they call commerce-api for this customer.
    Object.assign(req.headers, forwarded);
    const request = toWebRequest(req, res, page);
    // Shared copies, built files and forwarded calls cost little; rendering is what saturates. The
    // request's signal gives up the wait when the client leaves.
    const release = renders ? await renders.enter(request.signal) : () => {};
    if (!release) {
      if (!res.closed) sendBusy(res);
      return;
    }
    try {
      const response = privateOffPublicOrigin(await renderPage(request), page, config.publicOrigin);
      await sendWebResponse(req, res, sharedPages.keepShareable(pageKey, req.headers, response), log);
    } catch (error) {
      log.error('Rendering the page failed', { requestId, error });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Oops! Something went wrong. Please try again later.');
    } finally {
      release();
    }
  }
}
