import { errorAnswerSchema } from '@nirmal/domain/contract';
import { circuitBreaker, ConsecutiveBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';
import { log } from './log.server.ts';

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

/** What a call brought back, and whether it says the service itself could not serve. */
interface Attempt<Answer> {
  answer: Answer;
  unavailable: boolean;
}

/** A service's circuit, and until when it fails calls at once (0 while it is closed). */
interface ServiceCircuit {
  policy: CircuitBreakerPolicy;
  openUntil: number;
}

// One circuit per service, shared by every request of this process: the state of a service, not of
// a customer. The process runs two copies of this module, the server's own (server/, run as it is)
// and the rendered app's (bundled by Vite): the circuits live on the global object, so that what
// the pages' calls found out also holds for the calls the server forwards for browsers.
const SHARED_CIRCUITS = Symbol.for('@nirmal/storefront/service-circuits');
const global = globalThis as { [SHARED_CIRCUITS]?: Map<string, ServiceCircuit> };
const circuits = (global[SHARED_CIRCUITS] ??= new Map());

function serviceOf(url: URL): Service {
  // The content service (/cms) has its own circuit even where commerce-api serves it, so a content
  // service that hangs never cuts the shop off from commerce-api.
  return /(^|\/)cms(\/|$)/.test(url.pathname) ? 'content service' : 'commerce-api';
}

function circuitFor(url: URL): ServiceCircuit {
  const name = `${serviceOf(url)} at ${url.origin}`;
  const known = circuits.get(name);
  if (known) return known;
  const policy = circuitBreaker(
    handleAll.orWhenResult((attempt) => (attempt as Attempt<unknown>).unavailable),
    { halfOpenAfter: OPEN_FOR_MS, breaker: new ConsecutiveBreaker(FAILURES_BEFORE_OPENING) },
  );
  const circuit: ServiceCircuit = { policy, openUntil: 0 };
  policy.onBreak(() => {
    circuit.openUntil = Date.now() + OPEN_FOR_MS;
    log.warn(
      `${name} is failing: its calls fail at once for ${OPEN_FOR_MS / 1000} s, then one tries it again`,
      { service: name },
    );
  });
  policy.onHalfOpen(() => (circuit.openUntil = 0));
  policy.onReset(() => log.info(`${name} answers again`, { service: name }));
  circuits.set(name, circuit);
  return circuit;
}

/**
 * Runs a call to the service at `url` through that service's circuit: while the service keeps
 * failing (no answer in time, refused or reset connections, answers that say it is unavailable),
 * calls fail at once with cockatiel's BrokenCircuitError instead of each waiting out its timeout.
 */
export async function throughCircuit<Answer>(
  url: URL,
  call: () => Promise<Attempt<Answer>>,
): Promise<Answer> {
  return (await circuitFor(url).policy.execute(call)).answer;
}

/**
 * How many milliseconds the service at `url` is still known to be failing (its circuit open),
 * 0 when it is not: for calls that do not go through `throughCircuit` to give up at once.
 */
export function failingFor(url: URL): number {
  return Math.max(0, circuitFor(url).openUntil - Date.now());
}

/**
 * Whether an answer says the service could not serve at all, as a gateway says it: a 502 or 504,
 * or a 503 without our services' JSON error envelope (a balancer's or proxy's page, commerce-api's
 * plain "Starting"). A 503 with the envelope is the service's own considered answer (a payment
 * provider down, a text that could not be sent): it is up, and other calls must go on reaching it.
 * A 500 and refusals (4xx) are answers from a service that is up too. `body` is read for a 503 only.
 */
export async function saysUnavailable(status: number, body: () => Promise<string>): Promise<boolean> {
  if (status === 502 || status === 504) return true;
  if (status !== 503) return false;
  let envelope: unknown;
  try {
    envelope = JSON.parse(await body());
  } catch {
    return true;
  }
  return !errorAnswerSchema.safeParse(envelope).success;
}
