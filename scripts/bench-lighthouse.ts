// `pnpm bench:lighthouse [BASE_URL]`: Lighthouse's mobile audit (its default slow-4G network and
// 4× CPU throttling) of the storefront's pages, against a running `pnpm start` (default
// http://localhost:3000), medians of three runs per page. Prints the scores and the timings
// ARCHITECTURE.md budgets. `/amc/my-devices` is audited signed in: the script signs the demo
// customer in through the development OTP outbox first and sends the session cookie along.
// Lighthouse is fetched from the npm registry on first use (`pnpm dlx`), not installed with the
// project, because only this benchmark needs it. LIGHTHOUSE_RUNS changes the number of runs,
// LIGHTHOUSE_PAGES (paths, comma-separated) the pages.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CLIENT_TYPE_HEADER, otpCalls } from '@nirmal/domain/contract';
import { lighthouseBudgets } from '../packages/storefront/budgets/budgets.ts';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEMO_CUSTOMER = '9000000001';
const base = process.argv[2] ?? `http://localhost:${process.env.STOREFRONT_PORT ?? 3000}`;
const allPages = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/amc/my-devices', signedIn: true },
  { path: '/c/water-purifiers', signedIn: false },
  { path: '/dp/aqua-ro-uv-water-purifier-white', signedIn: false },
  { path: '/ecom/cart', signedIn: true },
];
// LIGHTHOUSE_PAGES=/c/water-purifiers,/ audits only those, to compare one change quickly.
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
const pages = only ? allPages.filter(({ path }) => only.includes(path)) : allPages;
const run = promisify(execFile);

interface Report {
  finalDisplayedUrl: string;
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Signs the demo customer in as the browser does (send, read the outbox, verify): its cookies. */
async function signIn(): Promise<string> {
  const call = async (path: string, body?: object) => {
    const response = await fetch(new URL(path, base), {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', [CLIENT_TYPE_HEADER]: 'web' },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  await call(otpCalls.send.path, { mobile: DEMO_CUSTOMER });
  const outbox = (await (await call(`${otpCalls.outbox.path}?mobile=${DEMO_CUSTOMER}`)).json()) as {
    data: { otp: string; requestId: string };
  };
  const verified = await call(otpCalls.verify.path, {
    mobile: DEMO_CUSTOMER,
    otp: outbox.data.otp,
    requestId: outbox.data.requestId,
  });
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function audit(url: string, output: string, cookie: string | undefined): Promise<Report> {
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
  const cookie = pages.some((page) => page.signedIn) ? await signIn() : undefined;
  for (const page of pages) {
    const reports: Report[] = [];
    for (let index = 0; index < RUNS; index++)
      reports.push(
        await audit(
          new URL(page.path, base).href,
          join(folder, 'report.json'),
          page.signedIn ? cookie : undefined,
        ),
      );
    const score = (category: 'performance' | 'accessibility') =>
      Math.round(median(reports.map((report) => report.categories[category].score)) * 100);
    const value = (audit: string) =>
      median(reports.map((report) => report.audits[audit]?.numericValue ?? Number.NaN));
    const ms = (audit: string) => `${Math.round(value(audit))} ms`;
    console.log(`${page.path}${page.signedIn ? ' (signed in)' : ''}`);
    console.log(`  performance ${score('performance')}, accessibility ${score('accessibility')}`);
    console.log(
      `  FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${value('cumulative-layout-shift').toFixed(3)}\n`,
    );
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
