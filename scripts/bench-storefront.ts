// `pnpm bench:storefront [BASE_URL]`: what a customer's phone waits for and downloads, and what one
// storefront server can serve, against a running storefront (`pnpm start`; default
// http://localhost:3000) whose build is in packages/storefront/build:
// - first-load JavaScript per route (gzip), from the build's manifest, against the budgets;
// - each page's time to first byte (median and p90 of 30 requests) and HTML size, for a first-time
//   visitor (no cookie: served from the page cache after the first), for one whose only cookies are
//   an analytics script's (the same), and for a known one (a cookie of ours: rendered every time);
// - requests per second of `/` for both, beside the same page's HTML served as a static file by
//   the storefront server's static-file code, measured alternately (medians of three).
// Load is generated on loopback only; set BENCH_SECONDS to change each round's length (default 5).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { javascriptBudgets, serverRenderingBudget } from '../packages/storefront/budgets/budgets.ts';
import { measureClientBuild, toKb } from '../packages/storefront/budgets/first-load-js.ts';
import { repoRoot } from './process.ts';

const base = process.argv[2] ?? `http://localhost:${process.env.STOREFRONT_PORT ?? 3000}`;
const pages = ['/', '/login'];
const SAMPLES = 30;
const ROUNDS = 3;
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONNECTIONS = 10;
// A cookie of ours makes the visitor someone the page may be for, so the storefront renders it
// afresh; other sites' cookies on our domain do not (server/own-cookies.ts).
const KNOWN_VISITOR = { cookie: 'nirmal_bench=1' };
const visitors = [
  { name: 'first-time visitor', headers: {} },
  { name: 'analytics cookies', headers: { cookie: '_ga=GA1.1.42.1700000000; _fbp=fb.1.1700000000.7' } },
  { name: 'known visitor', headers: KNOWN_VISITOR },
] as const;
// A browser's user agent and encodings: the storefront streams pages to browsers and waits for bots.
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip, deflate, br',
};

interface Response {
  status: number;
  ttfbMs: number;
  bytes: number;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}, agent?: Agent): Promise<Response> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      { headers: { 'user-agent': BROWSER['user-agent'], ...headers }, agent },
      (res) => {
        let ttfbMs = 0;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) ttfbMs = performance.now() - started;
          chunks.push(chunk);
        });
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, ttfbMs, bytes: body.byteLength, body: body.toString() });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Completed requests per second over one round, with CONNECTIONS kept-alive connections. */
async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const deadline = performance.now() + ROUND_MS;
  let completed = 0;
  const connection = async () => {
    while (performance.now() < deadline) {
      const response = await get(url, { ...BROWSER, ...headers }, agent);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      completed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return completed / seconds;
}

/** Serves `html` as a static file with the storefront server's own code, until `stop()`. */
async function servePageStatically(html: string) {
  const folder = await mkdtemp(join(tmpdir(), 'nirmal-bench-page-'));
  const file = join(folder, 'page.html');
  await writeFile(file, html);
  // Precompressed as the build precompresses its client files.
  await writeFile(`${file}.gz`, await promisify(gzip)(html, { level: 9 }));
  await writeFile(
    `${file}.br`,
    await promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/bench-static-page.ts'), folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: `http://127.0.0.1:${port.toString().trim()}/page.html`,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await rm(folder, { recursive: true, force: true });
    },
  };
}

console.log(`storefront at ${base}\n`);

console.log(
  `First-load JavaScript per route (gzip; budgets ${javascriptBudgets.firstLoadKb} KB first load, ${javascriptBudgets.routeOwnKb} KB own)`,
);
for (const { routeId, firstLoad, own, modules } of await measureClientBuild(
  join(repoRoot, 'packages/storefront/build/client'),
)) {
  console.log(
    `  ${routeId.padEnd(22)} ${toKb(firstLoad).padStart(6)} KB in ${String(modules).padStart(2)} modules, own ${toKb(own)} KB`,
  );
}
console.log();

for (const page of pages) {
  const url = new URL(page, base).href;
  console.log(`${page}`);
  for (const visitor of visitors) {
    await get(url, visitor.headers); // warm the server's caches and JIT, as a running shop's would be
    const times: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) {
      const response = await get(url, visitor.headers);
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      times.push(response.ttfbMs);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  time to first byte, ${visitor.name.padEnd(18)} median ${percentile(times, 0.5).toFixed(1)} ms, p90 ${percentile(times, 0.9).toFixed(1)} ms`,
    );
  }
  const html = await get(url, { 'accept-encoding': 'gzip' });
  console.log(`  HTML ${toKb(html.bytes)} KB gzip\n`);
}

const home = new URL('/', base).href;
const staticPage = await servePageStatically((await get(home, KNOWN_VISITOR)).body);
try {
  const rendered = visitors.map(() => [] as number[]);
  const served: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, visitor] of visitors.entries())
      rendered[index]?.push(await requestsPerSecond(home, visitor.headers));
    served.push(await requestsPerSecond(staticPage.url));
  }
  const rounds = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  const budget = `budget at least 1/${1 / serverRenderingBudget.minShareOfStaticRequestsPerSecond}`;
  console.log(
    `Throughput of / (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s; medians)`,
  );
  console.log(`  same HTML, static               ${median(served).toFixed(0)} req/s  (${rounds(served)})`);
  for (const [index, visitor] of visitors.entries()) {
    const values = rendered[index] ?? [];
    const share = median(values) / median(served);
    console.log(
      `  storefront, ${visitor.name.padEnd(18)}  ${median(values).toFixed(0)} req/s  (${rounds(values)}), 1/${(1 / share).toFixed(1)} of static (${budget})`,
    );
  }
} finally {
  await staticPage.stop();
}
