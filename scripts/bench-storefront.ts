// `pnpm bench:storefront [BASE_URL]`: what a customer's phone waits for and downloads, measured
// against a running storefront (`pnpm start`; default http://localhost:3000): the server's time
// to first byte for each page (median and 90th percentile of 30 requests) and the JavaScript the
// page loads before it is interactive (its module preloads), as sent, gzipped.
import { request } from 'node:http';

const base = process.argv[2] ?? `http://localhost:${process.env.STOREFRONT_PORT ?? 3000}`;
const pages = ['/', '/login'];
const SAMPLES = 30;
// A browser's user agent: the storefront streams pages to browsers and waits for bots.
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

interface Response {
  status: number;
  ttfbMs: number;
  bytes: number;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { 'user-agent': BROWSER, ...headers } }, (res) => {
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
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`storefront at ${base}\n`);
for (const page of pages) {
  const url = new URL(page, base).href;
  await get(url); // warm the server's caches and JIT, as a running shop's would be
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const response = await get(url);
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    times.push(response.ttfbMs);
  }
  times.sort((a, b) => a - b);

  const html = await get(url, { 'accept-encoding': 'gzip' });
  const scripts = [...(await get(url)).body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  let gzipped = 0;
  for (const script of scripts)
    gzipped += (await get(new URL(script, base).href, { 'accept-encoding': 'gzip' })).bytes;

  console.log(`${page}`);
  console.log(
    `  time to first byte   median ${percentile(times, 0.5).toFixed(1)} ms, p90 ${percentile(times, 0.9).toFixed(1)} ms`,
  );
  console.log(`  HTML                 ${kb(html.bytes)} gzip`);
  console.log(`  JavaScript           ${kb(gzipped)} gzip in ${scripts.length} modules\n`);
}
