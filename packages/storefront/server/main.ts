// The storefront's production server: built client files, /api and /cms forwarded to their
// services, and every other request rendered by React Router. Run with `node server/main.ts`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createAdmission } from './admission.ts';
import { readConfig } from './config.ts';
import { storefrontListener } from './listener.ts';
import { createPageCache } from './page-cache.ts';
import { closeGracefully } from './shutdown.ts';
import { indexStaticFiles } from './static-files.ts';

// Pages kept for visitors nobody knows yet, each address and location a page of its own: at about
// 150 KB each with its compressed copies, some 30 MB at most.
const MAX_SHARED_PAGES = 200;

const config = readConfig();
// The SDK is loaded only when tracing is on: off, the spans of `@opentelemetry/api` are no-ops.
const tracing = config.tracing && (await import('@nirmal/tracing')).startTracing(config.tracing);
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

let stopping = false;
const server = createServer(
  storefrontListener({
    config,
    staticFiles,
    sharedPages,
    renderPage,
    renders: createAdmission({
      maxInFlight: config.maxRendersInFlight,
      maxWaitMs: config.renderQueueTimeoutMs,
    }),
    shuttingDown: () => stopping,
  }),
);

// Longer than a balancer keeps an idle connection (typically 60 s), so it is the balancer that
// closes one: were the server first, a request sent on it meanwhile would be reset.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(config.port, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`storefront listening on http://localhost:${port}`);
});

/** On SIGTERM: no new connections, requests in flight finish within the deadline, then exit 0. */
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  const started = performance.now();
  console.log(
    `storefront stopping (${signal}): finishing requests in flight (at most ${config.shutdownTimeoutMs} ms)`,
  );
  void closeGracefully(server, config.shutdownTimeoutMs).then(async ({ cut }) => {
    await tracing?.shutdown();
    const took = Math.round(performance.now() - started);
    console.log(
      `storefront stopped in ${took} ms${cut ? ' (requests still running at the deadline were cut)' : ''}`,
    );
    process.exit(0);
  });
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
