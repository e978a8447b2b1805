import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Attributes, Span, Tracer } from '@opentelemetry/api';

/**
 * Runs `work` in an active client span (a call out to another service: the database,
 * commerce-api), so what it calls in turn is beneath it; the span is marked failed with the
 * error's message when `work` throws, and ended when it settles. It needs only
 * `@opentelemetry/api`: without the SDK started the span is a no-op.
 */
export function inClientSpan<Result>(
  tracer: Tracer,
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<Result>,
): Promise<Result> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : undefined,
      });
      throw error;
    } finally {
      span.end();
    }
  });
}
