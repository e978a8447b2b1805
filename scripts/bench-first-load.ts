// `pnpm bench:first-load [BASE_URL]`: the JavaScript a phone's Chromium fetches when it opens each
// route of the storefront, counted until the network is idle (no request for 500 ms), gzip, against
// ARCHITECTURE.md's budget. Run it against a running `pnpm start` (default http://localhost:3000)
// whose build is in packages/storefront/build.
//
// The manifest check (`node packages/storefront/budgets/check.ts`) counts what the build says a
// route imports; a browser also fetches what the page loads on its own right after hydrating (lazy
// parts that render at once, effects that import code). This counts both, and names the files
// beyond the manifest's list, which are where a route's first load grows unnoticed.
//
// Every route is found, not listed: the pages are crawled from `/` by their links, first as a
// visitor and then signed in as the demo customer (with a product in the cart, so checkout opens),
// and the first address found for each route of the build's manifest is measured, each in a fresh
// browser (empty cache) sized as a Pixel 7. A route no link reaches is named at the end; give it
// an address with FIRST_LOAD_PAGES (comma-separated paths; add `@signed-in` to open it signed in).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { javascriptBudgets } from '../packages/storefront/budgets/budgets.ts';
import {
  firstLoadModules,
  readChunkNames,
  readClientManifest,
  toKb,
  type ClientManifest,
} from '../packages/storefront/budgets/first-load-js.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { fillCart, signIn } from './demo-customer.ts';
import { cookiePairs, scriptsFetchedByNetworkIdle } from './first-load-in-chromium.ts';

const base = process.argv[2] ?? `http://localhost:${process.env.STOREFRONT_PORT ?? 3000}`;
const clientDir = fileURLToPath(new URL('../packages/storefront/build/client', import.meta.url));
/** Pages fetched while crawling, at most: enough to reach every route from the links of a few pages each. */
const MAX_CRAWLED = 120;
const KB = 1024;

type RouteObject = { id: string; path?: string; index?: boolean; children?: RouteObject[] };
// The router's own matcher, so an address is given to the route the storefront renders for it.
const storefrontRequire = createRequire(new URL('../packages/storefront/package.json', import.meta.url));
const { matchRoutes } = (await import(storefrontRequire.resolve('react-router'))) as {
  matchRoutes: (routes: RouteObject[], location: string) => { route: RouteObject }[] | null;
};

function routeTree(manifest: ClientManifest): RouteObject[] {
  const build = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest.routes)
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index }) => ({ id, path, index, children: build(id) }));
  return build(undefined);
}

interface Page {
  path: string;
  signedIn: boolean;
}

/** Same-site links of one page, as paths with their query. */
async function linksOf(path: string, cookie: string | undefined): Promise<string[]> {
  const response = await fetch(new URL(path, base), {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return [];
  const html = await response.text();
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].flatMap(([, href = '']) => {
    const url = new URL(href.replaceAll('&amp;', '&'), base);
    return url.origin === new URL(base).origin ? [url.pathname + url.search] : [];
  });
}

/** The first address of each route that answers with a page, by its links from `/`. */
async function crawl(manifest: ClientManifest, cookie: string | undefined, found: Map<string, Page>) {
  const routes = routeTree(manifest);
  const queue = ['/'];
  const seen = new Set(queue);
  for (let crawled = 0; queue.length > 0 && crawled < MAX_CRAWLED; crawled++) {
    const path = queue.shift() ?? '/';
    const links = await linksOf(path, cookie);
    // A page that answers (200, HTML) is one the visitor can open: its route is found.
    const routeId = matchRoutes(routes, path)?.at(-1)?.route.id;
    if (routeId && !found.has(routeId) && (links.length > 0 || (await opens(path, cookie))))
      found.set(routeId, { path, signedIn: cookie !== undefined });
    for (const link of links) {
      if (seen.has(link)) continue;
      seen.add(link);
      const linkRoute = matchRoutes(routes, link)?.at(-1)?.route.id;
      // One address per route is enough; a route not found yet goes to the front of the queue.
      if (linkRoute && !found.has(linkRoute)) queue.unshift(link);
      else queue.push(link);
    }
  }
}

async function opens(path: string, cookie: string | undefined): Promise<boolean> {
  const response = await fetch(new URL(path, base), {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  return response.status === 200 && Boolean(response.headers.get('content-type')?.includes('text/html'));
}

interface Measured {
  routeId: string;
  bytes: number;
  beyondManifest: { file: string; bytes: number }[];
}

/** Counts the script a page fetches until network idle, naming what the manifest does not list for its route. */
async function measure(
  browser: Browser,
  manifest: ClientManifest,
  page: Page,
  cookie: string | undefined,
): Promise<Measured> {
  const { routeId, files, bytes } = await scriptsFetchedByNetworkIdle(
    browser,
    new URL(page.path, base).href,
    page.signedIn && cookie ? cookiePairs(cookie) : [],
  );
  const named = firstLoadModules(manifest, routeId);
  return { routeId, bytes, beyondManifest: files.filter(({ file }) => !named.has(file)) };
}

const extraPages: Page[] = (process.env.FIRST_LOAD_PAGES ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => ({ path: entry.replace(/@signed-in$/, ''), signedIn: entry.endsWith('@signed-in') }));

const manifest = await readClientManifest(clientDir);
const chunkNames = await readChunkNames(clientDir);
const cookie = await signIn(base);
await fillCart(base, cookie);
const found = new Map<string, Page>();
await crawl(manifest, undefined, found);
await crawl(manifest, cookie, found);
const pages = [...found.values(), ...extraPages];

const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
const budget = javascriptBudgets.firstLoadKb;
console.log(
  `JavaScript fetched by network idle in Chromium (Pixel 7) at ${base}, KB gzip; budget ${budget} KB\n`,
);
console.log(`${'route'.padEnd(28)} ${'fetched'.padStart(8)} ${'manifest'.padStart(9)}   address`);
let over = 0;
const measuredRoutes = new Set<string>();
try {
  for (const page of pages) {
    const { routeId, bytes, beyondManifest } = await measure(browser, manifest, page, cookie);
    measuredRoutes.add(routeId);
    const listed = [...firstLoadModules(manifest, routeId)];
    const mark = bytes > budget * KB ? '✘' : ' ';
    if (mark === '✘') over++;
    const manifestBytes = bytes - beyondManifest.reduce((sum, { bytes: extra }) => sum + extra, 0);
    console.log(
      `${mark}${routeId.padEnd(27)} ${toKb(bytes).padStart(8)} ${toKb(manifestBytes).padStart(9)}   ${page.path}${page.signedIn ? ' (signed in)' : ''}`,
    );
    for (const { file, bytes: extra } of beyondManifest) {
      const name = chunkNames.get(file);
      const named = name && !file.includes(name) ? `${file} (${name})` : file;
      console.log(`${''.padEnd(29)}+ ${toKb(extra)} ${named} (not in the manifest's first load)`);
    }
    if (manifestBytes === 0 && listed.length > 0) console.log(`${''.padEnd(29)}(no script fetched)`);
  }
} finally {
  await browser.close();
}
const unreached = Object.keys(manifest.routes).filter((id) => !measuredRoutes.has(id) && id !== 'root');
if (unreached.length > 0)
  console.log(`\nNot reached by a link (give them FIRST_LOAD_PAGES): ${unreached.join(', ')}`);
console.log(
  over > 0 ? `\n${over} route(s) over ${budget} KB` : `\nEvery route measured is within ${budget} KB`,
);
process.exitCode = over > 0 ? 1 : 0;
