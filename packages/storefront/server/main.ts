// The storefront's production server: built client files, /api and /cms forwarded to their
// services, and every other request rendered by React Router. Run with `node server/main.ts`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { readConfig } from './config.ts';
import { storefrontListener } from './listener.ts';
import { createPageCache } from './page-cache.ts';
import { indexStaticFiles } from './static-files.ts';

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

const server = createServer(storefrontListener({ config, staticFiles, sharedPages, renderPage }));

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
