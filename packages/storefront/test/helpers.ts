import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterEach } from 'vitest';
import { jsonLog } from '../app/server/log.server.ts';
import { storefrontListener, type StorefrontParts } from '../server/listener.ts';
import { createPageCache } from '../server/page-cache.ts';

/** A server log that writes nothing, for tests that do not read it. */
export const quietLog = jsonLog(
  () => {},
  () => {},
);

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    }),
  );
});

/** Starts an HTTP server on a free port for one test; it is closed after the test. */
export async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A GET sent exactly as written, for what fetch would not send: a path with dot segments (fetch
 * resolves them) or a Host of the test's choosing.
 */
export async function getExactly(
  origin: string,
  { path = '/', headers = {} }: { path?: string; headers?: OutgoingHttpHeaders },
): Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get(new URL(origin), { path, headers }, async (response) =>
      resolve({ status: response.statusCode, headers: response.headers, body: await text(response) }),
    ).on('error', reject);
  });
}

/**
 * The storefront's server on a free port in front of `api` (commerce-api and the content service),
 * with no static files, no pages shared unless `sharedPages` says so, and a quiet log unless given.
 */
export async function storefrontBefore(
  api: string,
  parts: Pick<StorefrontParts, 'renderPage'> & Partial<Omit<StorefrontParts, 'config'>>,
): Promise<string> {
  return listen(
    storefrontListener({
      config: {
        apiBase: new URL(api),
        cmsBase: new URL(api),
        apiTimeoutMs: 5_000,
        trustProxy: false,
        publicOrigin: 'http://localhost:3000',
      },
      staticFiles: new Map(),
      sharedPages: createPageCache({ freshMs: 0, staleMs: 0, maxPages: 1 }),
      log: quietLog,
      ...parts,
    }),
  );
}
