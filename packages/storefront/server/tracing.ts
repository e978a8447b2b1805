import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { TracingConfig } from './config.ts';

export interface Tracing {
  /** Sends the spans still batched and stops recording. */
  shutdown(): Promise<void>;
}

/** Where a collector takes OTLP/HTTP traces: `/v1/traces` under its base address. */
export const collectorTracesUrl = (collector: URL) => `${collector.href.replace(/\/$/, '')}/v1/traces`;

/**
 * Registers the OpenTelemetry SDK for the storefront server: the request's context follows its
 * awaited work (AsyncLocalStorage), so a page's calls to commerce-api are spans of its request;
 * W3C `traceparent` is read from and written to HTTP headers; spans are batched to the collector as
 * OTLP JSON. Until this runs every span of `@opentelemetry/api` is a no-op; `main.ts` loads it
 * only when tracing is on.
 */
export function startTracing({ collector, serviceName }: TracingConfig): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const exporter = new OTLPTraceExporter({ url: collectorTracesUrl(collector) });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  trace.setGlobalTracerProvider(provider);
  return {
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
