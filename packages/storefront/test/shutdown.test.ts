import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from '../server/shutdown.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose answers take `answerMs`; resolves with its URL and the server. */
async function slowServer(answerMs: number) {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end('done'), answerMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('closeGracefully', () => {
  it('refuses new connections, lets the request in flight finish, and closes once it has', async () => {
    const { server, url } = await slowServer(500);
    // A keep-alive connection left idle by an earlier request must not hold the close up.
    await fetch(url).then((response) => response.text());
    const inFlight = fetch(url).then((response) => response.text());
    await pause(100);

    const started = performance.now();
    const closed = closeGracefully(server, 5_000);
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    expect(await closed).toEqual({ cut: false });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('cuts a request still running at the deadline', async () => {
    const { server, url } = await slowServer(10_000);
    const inFlight = fetch(url).then((response) => response.text());
    await pause(100);
    const started = performance.now();
    expect(await closeGracefully(server, 300)).toEqual({ cut: true });
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect(inFlight).rejects.toThrow();
  });
});
