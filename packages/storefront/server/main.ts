// The storefront's production server: built client files, /api and /cms forwarded to their
// services, and every other request rendered by React Router. Run with `node server/main.ts`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { readConfig } from './config.ts';
import { forwardedHeaders } from './forwarded.ts';
import { createPageCache, sendSharedPage, sharedPageKey } from './page-cache.ts';
import { proxyRequest } from './proxy.ts';
import { setSecurityHeaders } from './security-headers.ts';
import { indexStaticFiles, serveStatic } from './static-files.ts';
import { sendWebResponse, toWebRequest } from './web-adapter.ts';

const SHUTDOWN_GRACE_MS = 5_000;
// Pages kept for visitors nobody knows yet, each address and location a page of its own: at about
// 150 KB each with its compressed copies, some 30 MB at most.
const MAX_SHARED_PAGES = 200;

const config = readConfig();
const build = (await import(pathToFileURL(config.serverBuildFile).href)) as ServerBuild;
const renderPage = createRequestHandler(build, config.production ? 'production' : 'development');
const staticFiles = await indexStaticFiles(config.clientDir);
// A page is served for SHARED_PAGE_SECONDS, then for as long again to others while one request
// renders it anew.
const sharedPages = createPageCache({
  freshMs: config.sharedPageSeconds * 1000,
  staleMs: config.sharedPageSeconds * 1000,
  maxPages: MAX_SHARED_PAGES,
});

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

const server = createServer(async (req, res) => {
  const url = req.url ?? '/';
  const forwarded = forwardedHeaders(req, config.trustProxy);
  setSecurityHeaders(res, forwarded['x-forwarded-proto']);

  if (isUnder(url, '/api')) return proxyRequest(req, res, config.apiBase, forwarded);
  if (isUnder(url, '/cms')) return proxyRequest(req, res, config.cmsBase, forwarded);
  if (await serveStatic(staticFiles, req, res)) return;

  const pageKey = sharedPageKey(req, forwarded);
  const sharedPage = pageKey && sharedPages.find(pageKey, req.headers);
  if (sharedPage) return sendSharedPage(req, res, sharedPage);

  // Loaders and actions pass these on when they call commerce-api for this customer.
  Object.assign(req.headers, forwarded);
  const origin = `${forwarded['x-forwarded-proto']}://${req.headers.host ?? 'localhost'}`;
  try {
    const response = await renderPage(toWebRequest(req, res, origin));
    await sendWebResponse(req, res, sharedPages.keepShareable(pageKey, req.headers, response));
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Oops! Something went wrong. Please try again later.');
  }
});

server.listen(config.port, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`storefront listening on http://localhost:${port}`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
