import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace';
import { collectorTracesUrl } from './collector.ts';

export interface TracingOptions {
  /** `service.name` of every span the process records. */
  serviceName: string;
  /** The OTLP/HTTP collector's base address (OTEL_EXPORTER_OTLP_ENDPOINT). */
  collector: URL;
}

export interface Tracing {
  /** Sends the spans still batched and stops recording. */
  shutdown(): Promise<void>;
}

/**
 * Registers the OpenTelemetry SDK for this Node process: a request's context follows its awaited
 * work (AsyncLocalStorage), so what it calls are spans of its request; W3C `traceparent` is read
 * from and written to HTTP headers; spans are batched to the collector as OTLP JSON. Until this
 * runs every span of `@opentelemetry/api` is a no-op, so a process loads this package (with
 * `import()`) only when tracing is on.
 */
export function startTracing({ serviceName, collector }: TracingOptions): Tracing {
  const exporter = new OTLPTraceExporter({ url: collectorTracesUrl(collector) });
  return register(new BatchSpanProcessor({ exporter }), serviceName);
}

/**
 * The same registration with each span handed to `exporter` as it ends: tests keep them in memory
 * to see what a process traces. Shut it down after them, so the tests after run untraced.
 */
export function startTracingInto(exporter: SpanExporter): Tracing {
  return register(new SimpleSpanProcessor({ exporter }));
}

function register(processor: SpanProcessor, serviceName?: string): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    ...(serviceName !== undefined && { resource: resourceFromAttributes({ 'service.name': serviceName }) }),
    spanProcessors: [processor],
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
