import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { DocumentLoadInstrumentation } from '@opentelemetry/instrumentation-document-load';
import { FetchInstrumentation } from '@opentelemetry/instrumentation-fetch';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, StackContextManager, TracerProvider } from '@opentelemetry/sdk-trace';

/** Where the storefront server takes the browser's spans and relays them to the collector. */
const TRACES_PATH = '/api/traces';

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The OpenTelemetry SDK in the browser (§7): the document's load and every call to our own origin
 * (commerce-api through /api, a page's data) as spans, posted in batches to /api/traces as OTLP
 * JSON, library defaults for batch size and delays. Calls carry W3C `traceparent`, so the
 * storefront server's and commerce-api's spans join the browser's trace. Calls elsewhere are not
 * traced and get no header. An export that fails is dropped without a word: the SDK logs nothing
 * unless a diagnostic logger is set, and none is.
 */
export function startTracing(): void {
  const exporter = new OTLPTraceExporter({ url: new URL(TRACES_PATH, location.origin).href });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'nirmal-storefront-web' }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new StackContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new DocumentLoadInstrumentation(),
      new FetchInstrumentation({
        ignoreUrls: [
          new RegExp(`^${escapeForPattern(location.origin)}${TRACES_PATH}`),
          new RegExp(`^(?!${escapeForPattern(location.origin)}/)`),
        ],
      }),
    ],
  });
}
