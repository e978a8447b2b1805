import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { PROMO_OFFER_SEEN_KEY } from '@nirmal/domain/names';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './system.ts';

// Tracing (§7) for real: commerce-api and the storefront's production server started with
// OTEL_SDK_DISABLED=false, their collector a small OTLP/HTTP receiver in this test; the browser's
// spans reach it through the storefront's /api/traces. The journeys' own system runs with tracing
// off, as a deployment does by default.

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      spans: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes: OtlpAttribute[] })[];
    }[];
  }[];
}

const attributeMap = (attributes: OtlpAttribute[]) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue]),
  );

/** An OTLP/HTTP JSON collector that keeps every span it is sent. */
async function otlpCollector() {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await text(req)) as OtlpExport;
    for (const { resource, scopeSpans } of body.resourceSpans) {
      const service = String(attributeMap(resource.attributes)['service.name']);
      for (const span of scopeSpans.flatMap((scope) => scope.spans))
        spans.push({ ...span, service, attributes: attributeMap(span.attributes) });
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** `node <script>` with tracing on, once it says where it listens. */
async function startTraced(script: string, env: Record<string, string>, listening: RegExp) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, OTEL_SDK_DISABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const address = listening.exec(chunk.toString())?.[1];
      if (address) resolve(address);
    });
  });
  return {
    url,
    /** Stops it as a deployment does (SIGTERM), which sends the spans it still holds. */
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The traces that hold a span of every one of these services, by trace id. */
function tracesAcross(spans: ReceivedSpan[], services: string[]): Map<string, ReceivedSpan[]> {
  const traces = Map.groupBy(spans, (span) => span.traceId);
  return new Map(
    [...traces].filter(([, trace]) =>
      services.every((service) => trace.some((span) => span.service === service)),
    ),
  );
}

/** Resolves once the page has fetched the tracing SDK's chunk and run it: call before it loads. */
async function tracingStarted(page: Page) {
  await page.waitForResponse((response) => /\/start-tracing-[\w-]+\.js$/.test(response.url()), {
    timeout: 30_000,
  });
  await page.waitForFunction(() => Symbol.for('opentelemetry.js.api.1') in globalThis);
}

test.describe('with tracing on', () => {
  test.describe.configure({ timeout: 90_000 });
  let collector: Awaited<ReturnType<typeof otlpCollector>>;
  let dataDir: string;
  let api: Awaited<ReturnType<typeof startTraced>>;
  let storefront: Awaited<ReturnType<typeof startTraced>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    collector = await otlpCollector();
    dataDir = await mkdtemp(join(tmpdir(), 'nirmal-tracing-'));
    api = await startTraced(
      'packages/commerce-api/src/main.ts',
      { API_PORT: '0', DATA_DIR: dataDir, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
      /commerce-api listening on (\S+)/,
    );
    storefront = await startTraced(
      'packages/storefront/server/main.ts',
      {
        NODE_ENV: 'production',
        STOREFRONT_PORT: '0',
        API_BASE_URL: api.url,
        CMS_BASE_URL: api.url,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      },
      /storefront listening on (\S+)/,
    );
  });

  // The journeys' visitor, who has seen the home page's promo offer, on this storefront's origin too.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'seen'), PROMO_OFFER_SEEN_KEY);
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await api?.stop();
    await collector?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a page load is one trace from the storefront through commerce-api to its database, and the browser joins it', async ({
    page,
  }) => {
    const sdkLoaded = tracingStarted(page);
    await page.goto(`${storefront.url}/`);
    await hydrated(page);

    // The server's render of / : the storefront's request, the calls it made to commerce-api and
    // their database statements, under one trace id.
    const pageLoad = () => {
      const root = collector.spans.find(
        (span) =>
          span.service === 'nirmal-storefront' && !span.parentSpanId && span.attributes['url.path'] === '/',
      );
      return { root, trace: collector.spans.filter((span) => span.traceId === root?.traceId) };
    };
    await expect
      .poll(
        () => {
          const { trace } = pageLoad();
          return {
            api: trace.some(
              (span) => span.service === 'nirmal-commerce-api' && span.attributes['http.route'],
            ),
            database: trace.some(
              (span) => span.service === 'nirmal-commerce-api' && span.attributes['db.system.name'],
            ),
          };
        },
        { timeout: 20_000 },
      )
      .toEqual({ api: true, database: true });
    const { root, trace } = pageLoad();
    expect(root).toMatchObject({ name: 'GET', attributes: { 'request.id': expect.any(String) } });
    for (const span of trace.filter((span) => span.attributes['http.route']))
      expect(span.attributes['request.id']).toEqual(expect.any(String));

    // After the first paint the browser loads the SDK and posts its spans to /api/traces; a click
    // that fetches the next page's data carries its trace to the storefront and on to commerce-api.
    await sdkLoaded;
    const { firstPaint, sdkFetched } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      sdkFetched:
        performance.getEntriesByType('resource').find(({ name }) => name.includes('/start-tracing-'))
          ?.startTime ?? NaN,
    }));
    // Not part of the first load: the SDK is asked for only after the page has painted.
    expect(sdkFetched).toBeGreaterThan(firstPaint);
    test.info().annotations.push({
      type: 'tracing SDK fetched after first contentful paint',
      description: `${Math.round(sdkFetched - firstPaint)} ms (FCP at ${Math.round(firstPaint)} ms)`,
    });
    const posted = page.waitForRequest(
      (request) => request.url() === `${storefront.url}/api/traces` && request.method() === 'POST',
      { timeout: 20_000 },
    );
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Water Purifiers' }).click();
    await expect(page.getByRole('heading', { name: 'Water purifiers', level: 1 })).toBeVisible();
    expect((await (await posted).response())?.status()).toBe(202);

    await expect
      .poll(
        () =>
          collector.spans.some(
            (span) => span.service === 'nirmal-storefront-web' && span.name === 'documentLoad',
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await expect
      .poll(
        () =>
          tracesAcross(collector.spans, ['nirmal-storefront-web', 'nirmal-storefront', 'nirmal-commerce-api'])
            .size,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  });

  for (const [what, block] of [
    ['blocked', (page: Page) => page.route('**/api/traces', (route) => route.abort('blockedbyclient'))],
    [
      'failing',
      (page: Page) => page.route('**/api/traces', (route) => route.fulfill({ status: 503, body: '' })),
    ],
  ] as const) {
    test(`with /api/traces ${what} the page is the same and shows no error`, async ({ page }) => {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.goto(`${storefront.url}/`);
      await hydrated(page);
      const shown = await page.getByRole('main').innerText();

      await block(page);
      const sdkLoaded = tracingStarted(page);
      await page.reload();
      await sdkLoaded;
      const tried = page.waitForRequest((request) => request.url().endsWith('/api/traces'), {
        timeout: 20_000,
      });
      await tried;
      expect(await page.getByRole('main').innerText()).toBe(shown);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }
});

test('with tracing off (the default), the browser fetches nothing of it and posts no spans', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/');
  await hydrated(page);
  // Past the idle moment at which tracing would have loaded.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(fetched.filter((url) => /start-tracing|\/api\/traces/.test(url))).toEqual([]);
});
