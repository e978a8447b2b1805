import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for commerce-api and the content service on a free port, answering as `listener` says. */
export async function fakeService(listener: RequestListener) {
  const server = createServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/**
 * `node packages/storefront/server/main.ts` (the built storefront) on a free port, its API and
 * content service at `apiBase`: a storefront of a journey's own, to fail its services or stop it.
 */
export async function startStorefront(apiBase: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['packages/storefront/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STOREFRONT_PORT: '0',
      API_BASE_URL: apiBase,
      CMS_BASE_URL: apiBase,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const url = await new Promise<string>((resolve, reject) => {
    void exited.then(([code]) => reject(new Error(`the storefront exited (${code}):\n${output}`)));
    child.stdout.on('data', () => {
      const listening = /storefront listening on (\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
  });
  return {
    url,
    child,
    /** Resolves with the exit code and signal once the process has ended. */
    exited,
    /** What the process has written to its standard output so far. */
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
