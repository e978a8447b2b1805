import { inClientSpan } from '@nirmal/tracing/spans';
import { context, propagation, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('@nirmal/storefront');

/**
 * `fetch` in a client span of the request being served, its W3C `traceparent` sent along, so the
 * service's spans (commerce-api's request and its database statements) join the page's trace.
 * The address goes on the span without its query, which can hold what a customer typed. Without
 * the tracing SDK started, the span is a no-op and no header is added.
 */
export const tracedFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const attributes = {
    'http.request.method': method,
    'server.address': url.hostname,
    'url.full': `${url.origin}${url.pathname}`,
  };
  return inClientSpan(tracer, method, attributes, async (span) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
    const response = await fetch(input, { ...init, headers });
    span.setAttribute('http.response.status_code', response.status);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return response;
  });
};
