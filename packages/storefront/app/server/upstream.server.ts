import type { HttpConfig } from '@nirmal/domain';
import { apiBases } from './api-bases.server.ts';
import { tracedFetch } from './traced-fetch.server.ts';
import { saysUnavailable, throughCircuit, upstreamTimeoutMs } from './upstream-policy.server.ts';

/**
 * `fetch` through the service's circuit breaker (`throughCircuit`): while the service keeps failing,
 * calls fail at once (the HTTP core turns that into a call with no answer, and pages show their
 * fallbacks of §8) instead of each request waiting out its timeout against a service that is down
 * or hanging. Each call is a span of the request's trace (`tracedFetch`).
 */
export const guardedFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return throughCircuit(url, async () => {
    const response = await tracedFetch(input, init);
    return {
      answer: response,
      unavailable: await saysUnavailable(response.status, () => response.clone().text()),
    };
  });
};

/** How every call of the storefront's server to commerce-api and the content service is sent. */
export function upstreamHttp(): Pick<HttpConfig, 'apiBase' | 'cmsBase' | 'timeoutMs' | 'fetch'> {
  return { ...apiBases(), timeoutMs: upstreamTimeoutMs(), fetch: guardedFetch };
}
