import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

export interface TracingOptions {
  /** `service.name` of every span (OTEL_SERVICE_NAME, else `nirmal-commerce-api`). */
  serviceName: string;
  /** The OTLP/HTTP collector's base address (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to its `/v1/traces`. */
  collector: URL;
}

export interface Tracing {
  /** Sends the spans still batched and stops recording. */
  shutdown(): Promise<void>;
}

/**
 * Registers the OpenTelemetry SDK for this process: the request's context follows its awaited work
 * (AsyncLocalStorage), W3C `traceparent` is read from and written to HTTP headers, and spans are
 * batched to the collector as OTLP JSON. Until this runs, every span of `@opentelemetry/api` is a
 * no-op; it is loaded (with `import()`) only when tracing is on.
 */
export function startTracing({ serviceName, collector }: TracingOptions): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const exporter = new OTLPTraceExporter({ url: `${collector.href.replace(/\/$/, '')}/v1/traces` });
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
