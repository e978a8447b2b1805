import type { HttpConfig } from '@nirmal/domain';
import { circuitBreaker, ConsecutiveBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';
import { apiBases } from './api-bases.server.ts';
import { log } from './log.server.ts';
import { tracedFetch } from './traced-fetch.server.ts';

/** After this many calls in a row to one service fail, its circuit opens. */
const FAILURES_BEFORE_OPENING = 5;
/** How long an open circuit fails calls at once before one call tries the service again. */
const OPEN_FOR_MS = 5_000;
const DEFAULT_TIMEOUT_MS = 5_000;
/** Answers that say the service cannot serve now: a proxy's 502 and 504, the service's own 503. */
const UNAVAILABLE = new Set([502, 503, 504]);

/** API_TIMEOUT_MS: how long one call to commerce-api or the content service may take. */
export function upstreamTimeoutMs(value = process.env.API_TIMEOUT_MS): number {
  if (value === undefined || value === '') return DEFAULT_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`API_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "${value}").`);
  }
  return ms;
}

// One circuit per service (by origin), shared by every request of this process: the state of a
// service, not of a customer.
const circuits = new Map<string, CircuitBreakerPolicy>();

function circuitFor(origin: string): CircuitBreakerPolicy {
  let circuit = circuits.get(origin);
  if (circuit) return circuit;
  // A call fails when the service gives no answer in time, or says it cannot serve (502, 503, 504):
  // down, starting, overloaded. A 500 is an answer from a service that is up (one broken call must
  // not cut the shop off from all the others), and so are refusals (4xx).
  const failures = handleAll.orWhenResult(
    (answer) => answer instanceof Response && UNAVAILABLE.has(answer.status),
  );
  circuit = circuitBreaker(failures, {
    halfOpenAfter: OPEN_FOR_MS,
    breaker: new ConsecutiveBreaker(FAILURES_BEFORE_OPENING),
  });
  circuit.onBreak(() =>
    log.warn(
      `${origin} is failing: its calls fail at once for ${OPEN_FOR_MS / 1000} s, then one tries it again`,
      {
        service: origin,
      },
    ),
  );
  circuit.onReset(() => log.info(`${origin} answers again`, { service: origin }));
  circuits.set(origin, circuit);
  return circuit;
}

/**
 * `fetch` through the service's circuit breaker: while the service keeps failing, calls fail at
 * once (the HTTP core turns that into a call with no answer, and pages show their fallbacks of §8)
 * instead of each request waiting out its timeout against a service that is down or hanging.
 * Each call is a span of the request's trace (`tracedFetch`).
 */
export const guardedFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return circuitFor(url.origin).execute(() => tracedFetch(input, init));
};

/** How every call of the storefront's server to commerce-api and the content service is sent. */
export function upstreamHttp(): Pick<HttpConfig, 'apiBase' | 'cmsBase' | 'timeoutMs' | 'fetch'> {
  return { ...apiBases(), timeoutMs: upstreamTimeoutMs(), fetch: guardedFetch };
}
