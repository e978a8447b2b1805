// `pnpm bench:lighthouse [BASE_URL]`: Lighthouse's mobile audit (its default slow-4G network and
// 4× CPU throttling) of the storefront's pages, against a running `pnpm start` (default
// http://localhost:3000). Prints the scores and the timings ARCHITECTURE.md budgets.
// Lighthouse is fetched from the npm registry on first use (`pnpm dlx`), not installed with the
// project, because only this benchmark needs it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const base = process.argv[2] ?? `http://localhost:${process.env.STOREFRONT_PORT ?? 3000}`;
const pages = ['/', '/login'];
const run = promisify(execFile);

interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, { displayValue?: string }>;
}

const chromePath = chromiumExecutablePath();
const folder = await mkdtemp(join(tmpdir(), 'nirmal-lighthouse-'));
console.log(`Lighthouse mobile at ${base}\n`);
try {
  for (const page of pages) {
    const output = join(folder, 'report.json');
    await run(
      'pnpm',
      [
        'dlx',
        LIGHTHOUSE,
        new URL(page, base).href,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
        '--quiet',
      ],
      { env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) }, maxBuffer: 16 << 20 },
    );
    const report = JSON.parse(await readFile(output, 'utf8')) as Report;
    const shown = (audit: string) => report.audits[audit]?.displayValue ?? '—';
    console.log(page);
    console.log(
      `  performance ${Math.round(report.categories.performance.score * 100)}, accessibility ${Math.round(report.categories.accessibility.score * 100)}`,
    );
    console.log(
      `  FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}\n`,
    );
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
