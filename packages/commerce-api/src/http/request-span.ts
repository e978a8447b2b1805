import { REQUEST_ID_SPAN_ATTRIBUTE } from '@nirmal/format';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { currentRequestId } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

const tracer = trace.getTracer('@nirmal/commerce-api');

/**
 * A server span for each request, continuing the trace of the W3C `traceparent` it came with (the
 * storefront server's), named by the route that served it and carrying the request's log id.
 * Without the tracing SDK started (see `@nirmal/tracing`) every span here is a no-op.
 */
export function requestSpan(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const parent = propagation.extract(context.active(), Object.fromEntries(c.req.raw.headers));
    await tracer.startActiveSpan(
      c.req.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': c.req.method,
          'url.path': c.req.path,
          [REQUEST_ID_SPAN_ATTRIBUTE]: currentRequestId(),
        },
      },
      parent,
      async (span) => {
        try {
          await next();
        } finally {
          span.updateName(`${c.req.method} ${c.req.routePath}`);
          span.setAttributes({ 'http.route': c.req.routePath, 'http.response.status_code': c.res.status });
          if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        }
      },
    );
  };
}
