import type { IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { jsonLog } from '../app/server/log.server.ts';
import { forwardedHeaders } from '../server/forwarded.ts';
import { traceRelay } from '../server/trace-relay.ts';
import { listen } from './helpers.ts';

const SPANS = JSON.stringify({
  resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 'test' }, spans: [] }] }],
});

/** A collector that keeps the body and path of each export it is sent. */
async function collector() {
  const received: { path?: string; type?: string; body: string }[] = [];
  const url = await listen(async (req: IncomingMessage, res) => {
    received.push({ path: req.url, type: req.headers['content-type'], body: await text(req) });
    res.end('{}');
  });
  return { url: new URL(url), received };
}

/** A storefront answering /api/traces only (404 otherwise), with its warnings kept. */
async function relay(collectorUrl: URL | undefined, now = () => 0) {
  const warnings: string[] = [];
  const relayTraces = traceRelay({
    collector: collectorUrl,
    log: jsonLog(
      () => {},
      (line) => warnings.push(line),
    ),
    now,
  });
  const url = await listen(async (req, res) => {
    if (!(await relayTraces(req, res, forwardedHeaders(req, false)))) res.writeHead(404).end();
  });
  return { url, warnings };
}

const post = (url: string, body: string, type = 'application/json') =>
  fetch(`${url}/api/traces`, { method: 'POST', headers: { 'content-type': type }, body });

describe('POST /api/traces', () => {
  it("passes the browser's OTLP JSON on to the collector's /v1/traces and answers 202 at once", async () => {
    const otlp = await collector();
    const { url } = await relay(otlp.url);
    const answer = await post(url, SPANS, 'application/json; charset=utf-8');
    expect(answer.status).toBe(202);
    await vi.waitFor(() =>
      expect(otlp.received).toEqual([{ path: '/v1/traces', type: 'application/json', body: SPANS }]),
    );
  });

  it('accepts and drops spans when no collector is configured (tracing off)', async () => {
    const { url } = await relay(undefined);
    expect((await post(url, SPANS)).status).toBe(202);
  });

  it('logs a collector that cannot be reached, while the browser is still answered 202', async () => {
    const { url, warnings } = await relay(new URL('http://127.0.0.1:9'));
    expect((await post(url, SPANS)).status).toBe(202);
    await vi.waitFor(() =>
      expect(warnings.join('\n')).toContain('Browser spans could not reach the collector'),
    );
  });

  it('takes only a POST of OTLP JSON, at most 256 KB, and says what is wrong otherwise', async () => {
    const otlp = await collector();
    const { url } = await relay(otlp.url);
    const get = await fetch(`${url}/api/traces`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');

    // A form or plain text is what another site's page can post without asking: refused.
    const form = await post(url, SPANS, 'text/plain');
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({
      message: 'Spans are taken as OTLP JSON (Content-Type: application/json).',
    });

    expect((await post(url, '{"resourceSpans": ')).status).toBe(400);
    expect((await post(url, '{"spans": []}')).status).toBe(400);

    const tooBig = JSON.stringify({ resourceSpans: [], padding: 'x'.repeat(256 * 1024) });
    const refused = await post(url, tooBig);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'A batch of spans may be at most 256 KB.' });
    expect(otlp.received).toEqual([]);
  });

  it('takes 60 batches a minute from one address, then 429 until the minute is over', async () => {
    let now = 0;
    const { url } = await relay(undefined, () => now);
    for (let batch = 0; batch < 60; batch++) expect((await post(url, SPANS)).status).toBe(202);
    const limited = await post(url, SPANS);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    now += 60_000;
    expect((await post(url, SPANS)).status).toBe(202);
  });

  it('leaves every other address to the rest of the server', async () => {
    const { url } = await relay(undefined);
    expect((await fetch(`${url}/api/traces-elsewhere`, { method: 'POST' })).status).toBe(404);
  });
});
