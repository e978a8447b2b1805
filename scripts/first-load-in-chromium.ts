// The JavaScript a phone's Chromium fetches when it opens a page, until the network is idle (no
// request for 500 ms), gzip: what ARCHITECTURE.md's first-load budget counts. Shared by
// `pnpm bench:first-load` (every route, beside the build manifest's list) and the first-load
// journey of `pnpm test` (e2e/first-load.spec.ts), so both measure the same way.
import { gzipSync } from 'node:zlib';
import { devices, type Browser } from 'playwright';

export interface FetchedScripts {
  /** The route React Router rendered, from its router in the page. */
  routeId: string;
  /** Each same-site script fetched, by path, with its gzip size in bytes. */
  files: { file: string; bytes: number }[];
  /** Their sum, gzip bytes. */
  bytes: number;
}

/** Opens `url` in a fresh phone-sized context (empty cache) with `cookies`, counting its scripts. */
export async function scriptsFetchedByNetworkIdle(
  browser: Browser,
  url: string,
  cookies: { name: string; value: string }[] = [],
): Promise<FetchedScripts> {
  const { origin } = new URL(url);
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
    const tab = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    tab.on('response', (response) => {
      const { pathname, origin: from } = new URL(response.url());
      const isScript =
        response.request().resourceType() === 'script' ||
        /javascript/.test(response.headers()['content-type'] ?? '');
      if (!isScript || from !== origin || scripts.has(pathname)) return;
      scripts.set(
        pathname,
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).byteLength,
          () => 0,
        ),
      );
    });
    await tab.goto(url, { waitUntil: 'networkidle' });
    const routeId = await tab.evaluate(
      () =>
        (
          window as unknown as {
            __reactRouterDataRouter?: { state: { matches: { route: { id: string } }[] } };
          }
        ).__reactRouterDataRouter?.state.matches.at(-1)?.route.id ?? '',
    );
    const files = await Promise.all(
      [...scripts].map(async ([file, bytes]) => ({ file, bytes: await bytes })),
    );
    return { routeId, files, bytes: files.reduce((sum, { bytes }) => sum + bytes, 0) };
  } finally {
    await context.close();
  }
}

/** A Cookie header's pairs, as a browser context takes them. */
export function cookiePairs(header: string): { name: string; value: string }[] {
  return header.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('=') };
  });
}
