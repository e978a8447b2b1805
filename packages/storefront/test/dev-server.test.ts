import type { IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { getExactly, listen } from './helpers.ts';

let devServer: ViteDevServer | undefined;

afterEach(async () => {
  await devServer?.close();
  devServer = undefined;
});

/** A service that records the headers it was sent and sets a cookie of its own. */
async function serviceRecording(seen: IncomingHttpHeaders[]): Promise<string> {
  return listen((req, res) => {
    seen.push(req.headers);
    res.setHeader('set-cookie', 'tracker=1; Path=/');
    res.end('{}');
  });
}

/** `pnpm dev`'s Vite server, from the storefront's own config, in front of the given services. */
async function startDevServer(apiBase: string, cmsBase: string): Promise<string> {
  Object.assign(process.env, { API_BASE_URL: apiBase, CMS_BASE_URL: cmsBase });
  devServer = await createServer({
    // As `pnpm dev` runs it, from the storefront's folder, wherever the tests were started.
    root: fileURLToPath(new URL('..', import.meta.url)),
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  await devServer.listen();
  return devServer.resolvedUrls!.local[0]!.replace(/\/$/, '');
}

describe('pnpm dev forwards to the services as the production server does', () => {
  it("gives commerce-api the customer's cookies and the content service none of them", async () => {
    const api: IncomingHttpHeaders[] = [];
    const cms: IncomingHttpHeaders[] = [];
    const dev = await startDevServer(await serviceRecording(api), await serviceRecording(cms));
    const headers = { cookie: 'nirmal_session=secret', authorization: 'Bearer secret' };

    const fromApi = await fetch(`${dev}/api/features`, { headers });
    const fromCms = await fetch(`${dev}/cms/home`, { headers });
    const outside = await getExactly(dev, { path: '/cms/%2e%2e/admin', headers });

    expect(api[0]).toMatchObject(headers);
    expect(api[0]?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(fromApi.headers.getSetCookie()).toEqual(['tracker=1; Path=/']);
    expect(cms[0]?.cookie).toBeUndefined();
    expect(cms[0]?.authorization).toBeUndefined();
    expect(fromCms.headers.getSetCookie()).toEqual([]);
    expect(outside.status).toBe(400);
    expect(cms).toHaveLength(1);
  });
});
