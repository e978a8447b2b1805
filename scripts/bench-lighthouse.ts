// `pnpm bench:lighthouse [BASE_URL]`: Lighthouse's mobile audit (its default slow-4G network and
// 4× CPU throttling) of the storefront's pages, against a running `pnpm start` (default
// http://localhost:3000), medians of three runs per page. Prints the scores and the timings
// ARCHITECTURE.md budgets. The account, cart, checkout, payment and order pages are audited signed
// in: the script signs the demo customer in through the development OTP outbox first and sends the
// session cookie along. Through the API, as the browser would, it first puts a product in the
// demo customer's cart (for checkout) and places an order awaiting payment (for the payment page);
// the order page shows the demo customer's delivered order.
// Lighthouse is fetched from the npm registry on first use (`pnpm dlx`), not installed with the
// project, because only this benchmark needs it. LIGHTHOUSE_RUNS changes the number of runs,
// LIGHTHOUSE_PAGES (paths as listed below, comma-separated, e.g. `/ecom/payment/:orderId`) the pages.
// After the pages, the map locator's step, which no address opens by itself: a customer's clicks to
// it measured under the same throttling (scripts/map-step-audit.ts); `map-step` in LIGHTHOUSE_PAGES
// names it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { addressCalls, checkoutCalls, orderCalls } from '@nirmal/domain/contract';
import type { Address, CheckoutState, OrderList, PlaceOrderResult } from '@nirmal/domain/contract';
import { lighthouseBudgets } from '../packages/storefront/budgets/budgets.ts';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';
import { auditMapStep, type MapStepFigures } from './map-step-audit.ts';
import {
  DEMO_CUSTOMER,
  call as callAt,
  fillCart as fillCartAt,
  signIn as signInAt,
} from './demo-customer.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const base = process.argv[2] ?? `http://localhost:${process.env.STOREFRONT_PORT ?? 3000}`;
const allPages = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/amc/my-devices', signedIn: true },
  { path: '/amc/my-device?id=AST-100102', signedIn: true },
  { path: '/amc-plans/?id=AST-100102', signedIn: true },
  { path: '/amc/select-duration?id=AST-100102&tier=GOLD', signedIn: true },
  { path: '/c/water-purifiers', signedIn: false },
  { path: '/search?q=purifier', signedIn: false },
  { path: '/dp/aqua-ro-uv-water-purifier-white', signedIn: false },
  { path: '/ecom/cart', signedIn: true },
  { path: '/ecom/checkout', signedIn: true },
  { path: '/ecom/payment/:orderId', signedIn: true },
  { path: '/ecom/orders', signedIn: true },
  { path: '/ecom/order/:orderId', signedIn: true },
  { path: '/easyrewardz/index/couponlist', signedIn: true },
  { path: '/customer/account/index', signedIn: true },
  { path: '/service?id=AST-100104', signedIn: true },
  { path: '/statusTracking', signedIn: true },
  // A first visit to an agent page: the staff sign-in, in place of the page.
  { path: '/amc/cc/agent', signedIn: false },
  { path: '/amc/cro/agent', signedIn: false },
];
// LIGHTHOUSE_PAGES=/c/water-purifiers,/ audits only those, to compare one change quickly.
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
const pages = only ? allPages.filter(({ path }) => only.includes(path)) : allPages;
/** The demo customer's device whose wizard leads to the map step. */
const MAP_STEP_DEVICE = 'AST-100104';
const auditsMapStep = !only || only.includes('map-step');
const run = promisify(execFile);
const call = <T>(path: string, options?: Parameters<typeof callAt>[2]) => callAt<T>(base, path, options);
const signIn = () => signInAt(base);
const fillCart = (cookie: string) => fillCartAt(base, cookie);

interface Report {
  finalDisplayedUrl: string;
  categories: Record<
    'performance' | 'accessibility',
    { score: number; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

/** Places an order awaiting payment from the cart at the default address, as checkout's Pay does. */
async function placeOrder(cookie: string): Promise<string> {
  const { data: addresses } = await call<Address[]>(addressCalls.list.path, { cookie });
  const addressId = addresses[0]?.id;
  if (!addressId) throw new Error(`${DEMO_CUSTOMER} has no delivery address to check out to`);
  const { data: state } = await call<CheckoutState>(`${checkoutCalls.state.path}?addressId=${addressId}`, {
    cookie,
  });
  if (!state.canPlaceOrder) throw new Error(`checkout cannot place the order: ${JSON.stringify(state.cart)}`);
  const { data: result } = await call<PlaceOrderResult>(checkoutCalls.placeOrder.path, {
    cookie,
    json: {
      addressId,
      isTCChecked: true,
      provider: 'RAZORPAY',
      priceVersion: state.priceVersion,
      idempotencyKey: randomUUID(),
    },
  });
  if (result.outcome !== 'placed') throw new Error(`order not placed: ${JSON.stringify(result.changes)}`);
  return result.order.orderId;
}

/** The demo customer's delivered order: the order page with its whole timeline and tax invoice. */
async function deliveredOrder(cookie: string): Promise<string> {
  const { data } = await call<OrderList>(`${orderCalls.list.path}?status=delivered`, { cookie });
  const orderId = data.orders[0]?.orderId;
  if (!orderId) throw new Error(`${DEMO_CUSTOMER} has no delivered order`);
  return orderId;
}

/** The URL path to audit: signed-in pages' state is set up first, and `:orderId` filled in. */
async function prepare(path: string, cookie: string): Promise<string> {
  if (path === '/ecom/checkout') await fillCart(cookie);
  if (path === '/ecom/payment/:orderId') {
    await fillCart(cookie);
    return path.replace(':orderId', await placeOrder(cookie));
  }
  if (path === '/ecom/order/:orderId') return path.replace(':orderId', await deliveredOrder(cookie));
  return path;
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART) on this machine; that run is
// made again rather than ending the benchmark. Any other error ends it.
const TRACE_ATTEMPTS = 3;

async function audit(url: string, output: string, cookie: string | undefined): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, output, cookie);
    } catch (error) {
      const traceLost =
        error instanceof Error &&
        /NO_NAVSTART|NO_FCP|recording the trace/.test(
          String((error as { stderr?: string }).stderr ?? error.message),
        );
      if (!traceLost || attempt === TRACE_ATTEMPTS) throw error;
      console.warn(`  (${url}: Lighthouse lost the trace, run again)`);
    }
  }
}

async function auditOnce(url: string, output: string, cookie: string | undefined): Promise<Report> {
  await run(
    'pnpm',
    [
      'dlx',
      LIGHTHOUSE,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      '--quiet',
    ],
    { env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) }, maxBuffer: 16 << 20 },
  );
  const report = JSON.parse(await readFile(output, 'utf8')) as Report;
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended at ${report.finalDisplayedUrl}: not the page asked for`);
  return report;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const chromePath = chromiumExecutablePath();
const folder = await mkdtemp(join(tmpdir(), 'nirmal-lighthouse-'));
const budget = lighthouseBudgets;
console.log(`Lighthouse mobile at ${base}, medians of ${RUNS} runs`);
console.log(
  `budgets: performance ${budget.performance}, accessibility ${budget.accessibility}, LCP ≤ ${budget.largestContentfulPaintMs} ms, TBT ≤ ${budget.totalBlockingTimeMs} ms, CLS ${budget.cumulativeLayoutShift}\n`,
);
try {
  const cookie = pages.some((page) => page.signedIn) || auditsMapStep ? await signIn() : undefined;
  for (const page of pages) {
    const path = cookie && page.signedIn ? await prepare(page.path, cookie) : page.path;
    const reports: Report[] = [];
    for (let index = 0; index < RUNS; index++)
      reports.push(
        await audit(
          new URL(path, base).href,
          join(folder, 'report.json'),
          page.signedIn ? cookie : undefined,
        ),
      );
    const score = (category: 'performance' | 'accessibility') =>
      Math.round(median(reports.map((report) => report.categories[category].score)) * 100);
    const value = (audit: string) =>
      median(reports.map((report) => report.audits[audit]?.numericValue ?? Number.NaN));
    const ms = (audit: string) => `${Math.round(value(audit))} ms`;
    console.log(`${path}${page.signedIn ? ' (signed in)' : ''}`);
    console.log(`  performance ${score('performance')}, accessibility ${score('accessibility')}`);
    // What costs accessibility points, in any run: the audits to fix.
    const failing = new Set(
      reports.flatMap((report) =>
        report.categories.accessibility.auditRefs
          .filter(({ id, weight }) => weight > 0 && report.audits[id]?.score === 0)
          .map(({ id }) => `${id} (${report.audits[id]?.title})`),
      ),
    );
    if (failing.size > 0) console.log(`  accessibility fails: ${[...failing].join('; ')}`);
    console.log(
      `  FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${value('cumulative-layout-shift').toFixed(3)}\n`,
    );
  }
  if (auditsMapStep && cookie) {
    const runs: MapStepFigures[] = [];
    for (let index = 0; index < RUNS; index++) runs.push(await auditMapStep(base, cookie, MAP_STEP_DEVICE));
    const figure = (name: keyof MapStepFigures) => median(runs.map((run) => run[name]));
    console.log(
      `map step (/service?id=${MAP_STEP_DEVICE}: Book a new service, Re-installation, Continue, Pin the new place on a map)`,
    );
    console.log(
      `  map shown ${Math.round(figure('timeToMapMs'))} ms after the click; from the re-install form on: TBT ${Math.round(figure('totalBlockingTimeMs'))} ms (${Math.round(figure('blockingAfterClickMs'))} ms after the click), CLS ${figure('cumulativeLayoutShift').toFixed(3)}, script ${(figure('scriptBytes') / 1024).toFixed(1)} KB gzip in ${figure('scriptFiles')} files\n`,
    );
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
