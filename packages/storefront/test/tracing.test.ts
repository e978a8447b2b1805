import type { IncomingHttpHeaders } from 'node:http';
import { REQUEST_ID_SPAN_ATTRIBUTE } from '@nirmal/format';
import { startTracingInto } from '@nirmal/tracing';
import type { Tracing } from '@nirmal/tracing';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardedFetch } from '../app/server/upstream.server.ts';
import { listen, storefrontBefore } from './helpers.ts';

// The SDK registered as the server registers it, its spans kept in memory.
const spans = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(() => {
  tracing = startTracingInto(spans);
});
afterAll(() => tracing.shutdown());

/** A storefront whose pages call commerce-api (a service recording the headers it gets) once each. */
async function storefrontCalling() {
  const received: IncomingHttpHeaders[] = [];
  const api = await listen((req, res) => {
    received.push(req.headers);
    res.end('{}');
  });
  const front = await storefrontBefore(api, {
    renderPage: async () => {
      await guardedFetch(`${api}/api/features?city=Pune`);
      return new Response('<p>A page</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  });
  return { front, received };
}

const BROWSER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const BROWSER_SPAN = '00f067aa0ba902b7';

describe('tracing in the storefront server', () => {
  it('makes a request one span, its calls to commerce-api spans beneath it that send the trace on', async () => {
    const { front, received } = await storefrontCalling();
    const page = await fetch(`${front}/`);
    expect(await page.text()).toBe('<p>A page</p>');

    await vi.waitFor(() =>
      expect(spans.getFinishedSpans().some((span) => span.kind === SpanKind.SERVER)).toBe(true),
    );
    const finished = spans.getFinishedSpans();
    const request = finished.find((span) => span.kind === SpanKind.SERVER);
    const call = finished.find((span) => span.kind === SpanKind.CLIENT);
    expect(request).toMatchObject({
      name: 'GET',
      attributes: {
        'url.path': '/',
        'http.response.status_code': 200,
        [REQUEST_ID_SPAN_ATTRIBUTE]: page.headers.get('x-request-id'),
      },
    });
    const { traceId, spanId } = request?.spanContext() ?? {};
    // The query (what a customer typed, their city) stays off the span.
    expect(call).toMatchObject({
      parentSpanContext: { spanId },
      attributes: { 'url.full': expect.stringMatching(/\/api\/features$/) },
    });
    expect(received[0]?.traceparent).toBe(`00-${traceId}-${call?.spanContext().spanId}-01`);
  });

  it("continues a browser's trace, and sends its own span on with a request it forwards to /api", async () => {
    spans.reset();
    const { front, received } = await storefrontCalling();
    await fetch(`${front}/api/cart`, { headers: { traceparent: `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01` } });

    await vi.waitFor(() => expect(spans.getFinishedSpans()).toHaveLength(1));
    const [forwarded] = spans.getFinishedSpans();
    expect(forwarded).toMatchObject({ kind: SpanKind.SERVER, parentSpanContext: { spanId: BROWSER_SPAN } });
    expect(forwarded?.spanContext().traceId).toBe(BROWSER_TRACE);
    expect(received[0]?.traceparent).toBe(`00-${BROWSER_TRACE}-${forwarded?.spanContext().spanId}-01`);
  });

  it("relays the browser's spans without a span of their own", async () => {
    spans.reset();
    const { front } = await storefrontCalling();
    const relayed = await fetch(`${front}/api/traces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resourceSpans: [] }),
    });
    expect(relayed.status).toBe(202);
    // A page after it is a span: by then the relay's would have ended too.
    await fetch(`${front}/`);
    await vi.waitFor(() =>
      expect(spans.getFinishedSpans().some((span) => span.kind === SpanKind.SERVER)).toBe(true),
    );
    expect(spans.getFinishedSpans().map((span) => span.attributes['url.path'])).not.toContain('/api/traces');
  });
});
