import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_SPAN_ATTRIBUTE } from '@nirmal/format';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('@nirmal/storefront');

/**
 * Serves a request inside a server span, which continues the W3C `traceparent` it came with (a
 * browser's fetch, traced) and ends when the answer is done, with its status and the request's
 * log id. The page's calls to commerce-api are its children (see `tracedFetch`), and so is a
 * request forwarded to a service: its `traceparent` becomes this span's. Without the tracing SDK
 * started (`@nirmal/tracing`) the span is a no-op.
 */
export function inRequestSpan(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  serve: () => Promise<void>,
): Promise<void> {
  const method = req.method ?? 'GET';
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const attributes = {
    'http.request.method': method,
    'url.path': (req.url ?? '/').split('?', 1)[0],
    [REQUEST_ID_SPAN_ATTRIBUTE]: requestId,
  };
  return tracer.startActiveSpan(method, { kind: SpanKind.SERVER, attributes }, parent, (span) => {
    propagation.inject(context.active(), req.headers);
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    return serve();
  });
}
