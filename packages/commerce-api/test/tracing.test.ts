import { REQUEST_ID_HEADER, REQUEST_ID_SPAN_ATTRIBUTE } from '@nirmal/format';
import { startTracingInto } from '@nirmal/tracing';
import type { Tracing } from '@nirmal/tracing';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { tracedDatabase } from '../src/db/traced.ts';
import { loadConfig } from '../src/config.ts';
import { testApi } from './support.ts';

// The SDK registered as commerce-api registers it, its spans kept in memory.
const spans = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(() => {
  tracing = startTracingInto(spans);
});
// The other test files of this worker run without tracing, as commerce-api does by default.
afterAll(() => tracing.shutdown());
beforeEach(() => spans.reset());

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const STOREFRONT_SPAN_ID = '00f067aa0ba902b7';

describe('tracing', () => {
  test("a request is a span of the storefront's trace, with its log id, and its statements are spans beneath it", async () => {
    const api = await testApi();
    spans.reset(); // Starting the app queries the database too.
    const answer = await api.request('/api/features', {
      headers: { traceparent: `00-${TRACE_ID}-${STOREFRONT_SPAN_ID}-01` },
    });
    expect(answer.status).toBe(200);

    const finished = spans.getFinishedSpans();
    const request = finished.find((span) => span.kind === SpanKind.SERVER);
    expect(request).toMatchObject({
      name: 'GET /api/features',
      parentSpanContext: { spanId: STOREFRONT_SPAN_ID },
      attributes: {
        'http.route': '/api/features',
        'http.response.status_code': 200,
        [REQUEST_ID_SPAN_ATTRIBUTE]: answer.headers.get(REQUEST_ID_HEADER),
      },
    });
    expect(request?.spanContext().traceId).toBe(TRACE_ID);

    const statements = finished.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.spanContext().traceId).toBe(TRACE_ID);
      expect(statement.kind).toBe(SpanKind.CLIENT);
    }
    const selects = statements.filter((span) => span.name === 'SELECT');
    expect(selects.map((span) => span.parentSpanContext?.spanId)).toContain(request?.spanContext().spanId);
    expect(selects.map((span) => span.attributes['db.query.text']).join('\n')).toMatch(/feature_flags/);
  });

  test('a statement inside a transaction is a span beneath the transaction; a failing one is marked failed', async () => {
    const failing: Database = {
      query: () => Promise.reject(new Error('relation "nowhere" does not exist')),
      exec: async () => {},
      transaction: (work) => work(failing),
      close: async () => {},
    };
    const db = tracedDatabase(failing);
    await expect(
      db.transaction((tx) => tx.query('SELECT 1 FROM nowhere WHERE id = $1', ['secret'])),
    ).rejects.toThrow('nowhere');

    const [statement, transaction] = spans.getFinishedSpans();
    expect(transaction?.name).toBe('TRANSACTION');
    expect(statement).toMatchObject({
      name: 'SELECT',
      parentSpanContext: { spanId: transaction?.spanContext().spanId },
      status: { code: SpanStatusCode.ERROR },
      attributes: { 'db.query.text': 'SELECT 1 FROM nowhere WHERE id = $1' },
    });
    // The values of a statement are a customer's data: never on a span.
    expect(JSON.stringify(statement?.attributes)).not.toContain('secret');
  });
  test('is on only when OTEL_SDK_DISABLED is exactly false, to OTEL_EXPORTER_OTLP_ENDPOINT or the OTLP default', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_SDK_DISABLED: 'true' }).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_SDK_DISABLED: 'false' }).tracing).toEqual({
      collector: new URL('http://localhost:4318'),
      serviceName: 'nirmal-commerce-api',
    });
    expect(
      loadConfig({
        OTEL_SDK_DISABLED: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.in',
        OTEL_SERVICE_NAME: 'api-mumbai',
      }).tracing,
    ).toEqual({ collector: new URL('https://otlp.example.in'), serviceName: 'api-mumbai' });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' })).toThrow(
      'OTEL_EXPORTER_OTLP_ENDPOINT',
    );
  });
});
