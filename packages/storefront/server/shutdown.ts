import type { Server } from 'node:http';

/** How often a closing server drops the keep-alive connections that have finished their request. */
const DRAIN_POLL_MS = 50;

/**
 * Stops taking connections and lets the requests in flight finish; after `graceMs` the connections
 * still open are cut. Resolves when the server is closed, with whether any had to be cut.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<{ cut: boolean }> {
  return new Promise((resolve) => {
    let cut = false;
    const idle = setInterval(() => server.closeIdleConnections(), DRAIN_POLL_MS);
    const deadline = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve({ cut });
    });
    server.closeIdleConnections();
  });
}
