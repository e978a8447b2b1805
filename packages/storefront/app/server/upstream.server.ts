import type { HttpConfig } from '@nirmal/domain';
import { errorAnswerSchema } from '@nirmal/domain/contract';
import { circuitBreaker, ConsecutiveBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';
import { apiBases } from './api-bases.server.ts';
import { log } from './log.server.ts';
import { tracedFetch } from './traced-fetch.server.ts';

/** After this many calls in a row to one service fail, its circuit opens. */
const FAILURES_BEFORE_OPENING = 5;
/** How long an open circuit fails calls at once before one call tries the service again. */
const OPEN_FOR_MS = 5_000;
const DEFAULT_TIMEOUT_MS = 5_000;

/** API_TIMEOUT_MS: how long one call to commerce-api or the content service may take. */
export function upstreamTimeoutMs(value = process.env.API_TIMEOUT_MS): number {
  if (value === undefined || value === '') return DEFAULT_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`API_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "${value}").`);
  }
  return ms;
}

/** commerce-api, or the content service: each fails on its own, even at one address. */
type Service = 'commerce-api' | 'content service';

/** An answer, and whether it says the service itself could not serve. */
interface Attempt {
  response: Response;
  unavailable: boolean;
}

// One circuit per service, shared by every request of this process: the state of a service, not of
// a customer. The content service (/cms) has its own even where commerce-api serves it, so a
// content service that hangs never cuts the shop off from commerce-api.
const circuits = new Map<string, CircuitBreakerPolicy>();

function serviceOf(url: URL): Service {
  return /(^|\/)cms(\/|$)/.test(url.pathname) ? 'content service' : 'commerce-api';
}

function circuitFor(service: Service, origin: string): CircuitBreakerPolicy {
  const name = `${service} at ${origin}`;
  let circuit = circuits.get(name);
  if (circuit) return circuit;
  circuit = circuitBreaker(
    handleAll.orWhenResult((attempt) => (attempt as Attempt).unavailable),
    { halfOpenAfter: OPEN_FOR_MS, breaker: new ConsecutiveBreaker(FAILURES_BEFORE_OPENING) },
  );
  circuit.onBreak(() =>
    log.warn(
      `${name} is failing: its calls fail at once for ${OPEN_FOR_MS / 1000} s, then one tries it again`,
      { service: name },
    ),
  );
  circuit.onReset(() => log.info(`${name} answers again`, { service: name }));
  circuits.set(name, circuit);
  return circuit;
}

/**
 * Whether an answer says the service could not serve at all, as a gateway says it: a 502 or 504,
 * or a 503 without our services' JSON error envelope (a balancer's or proxy's page, commerce-api's
 * plain "Starting"). A 503 with the envelope is the service's own considered answer (a payment
 * provider down, a text that could not be sent): it is up, and other calls must go on reaching it.
 * A 500 and refusals (4xx) are answers from a service that is up too.
 */
async function saysUnavailable(response: Response): Promise<boolean> {
  if (response.status === 502 || response.status === 504) return true;
  if (response.status !== 503) return false;
  const body = await response
    .clone()
    .json()
    .catch(() => undefined);
  return !errorAnswerSchema.safeParse(body).success;
}

/**
 * `fetch` through the service's circuit breaker: while the service keeps failing (no answer in
 * time, refused or reset connections, answers that say it is unavailable), calls fail at once (the
 * HTTP core turns that into a call with no answer, and pages show their fallbacks of §8) instead of
 * each request waiting out its timeout against a service that is down or hanging.
 * Each call is a span of the request's trace (`tracedFetch`).
 */
export const guardedFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const attempt = await circuitFor(serviceOf(url), url.origin).execute(async (): Promise<Attempt> => {
    const response = await tracedFetch(input, init);
    return { response, unavailable: await saysUnavailable(response) };
  });
  return attempt.response;
};

/** How every call of the storefront's server to commerce-api and the content service is sent. */
export function upstreamHttp(): Pick<HttpConfig, 'apiBase' | 'cmsBase' | 'timeoutMs' | 'fetch'> {
  return { ...apiBases(), timeoutMs: upstreamTimeoutMs(), fetch: guardedFetch };
}
