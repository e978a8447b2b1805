import {
  BrokenCircuitError,
  circuitBreaker,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
  wrap,
} from 'cockatiel';
import type { IPolicy } from 'cockatiel';
import type { OutboundConfig } from '../config.ts';
import type { Logger } from '../logger.ts';

// Every call commerce-api makes to another service (payment providers, SMS and email gateways)
// goes through one OutboundPolicy per service: a timeout on each try, a circuit breaker per
// service, and bounded retries with exponential backoff for calls that are safe to repeat.

/** How patient commerce-api is with one service. */
export interface OutboundLimits {
  /** How long one try may take before it is abandoned. */
  timeoutMs: number;
  /**
   * How long the whole call may take, retries and backoff included: kept below the storefront's
   * wait for commerce-api (API_TIMEOUT_MS), so the customer hears our message, not a timeout.
   */
  deadlineMs: number;
  /** Further tries of an idempotent call after a failed one (0 for none). */
  retries: number;
  /** The wait before the first retry; each next one waits twice as long (with jitter). */
  backoffMs: number;
  /** Calls failing in a row that open the circuit. */
  failuresBeforeOpening: number;
  /** How long an open circuit fails calls at once before one call tries the service again. */
  openForMs: number;
}

/** The service did not answer in time, failed, or its circuit is open: the caller says so plainly. */
export class OutboundUnavailableError extends Error {
  readonly service: string;
  /** What went wrong, without the service's name. */
  readonly detail: string;

  constructor(service: string, detail: string, options?: { cause?: unknown }) {
    super(`${service}: ${detail}`, options);
    this.service = service;
    this.detail = detail;
  }
}

/**
 * A refusal by the service (it answered, and said no): neither retried nor counted against the
 * service's health, so one bad request cannot open the circuit for everyone.
 */
export class OutboundRefusedError extends Error {}

/**
 * Whether repeating the call is safe. `idempotent` calls (reads, and writes the service
 * deduplicates) are retried; `once` calls (creating an order, sending a text) are never repeated
 * here, since a try that timed out may still have happened.
 */
export type Repeatable = 'idempotent' | 'once';

export interface OutboundPolicy {
  readonly service: string;
  /** Runs `work` (given a signal that aborts when its try times out) under the service's policy. */
  call<T>(repeatable: Repeatable, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

/** Cockatiel's timeout, or the try's own abort on it (a fetch given the signal rejects with that). */
const timedOut = (error: unknown) =>
  error instanceof TaskCancelledError || (error instanceof Error && error.name === 'AbortError');

const failures = handleWhen((error) => !(error instanceof OutboundRefusedError));

/** The policy for one service: create it once per service and share it, so its circuit is shared. */
export function outboundPolicy(service: string, limits: OutboundLimits, logger: Logger): OutboundPolicy {
  const breaker = circuitBreaker(failures, {
    halfOpenAfter: limits.openForMs,
    breaker: new ConsecutiveBreaker(limits.failuresBeforeOpening),
  });
  breaker.onBreak(() =>
    logger.error(`${service} is failing: its calls fail at once for ${limits.openForMs / 1000} s`),
  );
  breaker.onReset(() => logger.info(`${service} answers again`));
  const perTry = timeout(limits.timeoutMs, TimeoutStrategy.Aggressive);
  const wholeCall = timeout(limits.deadlineMs, TimeoutStrategy.Aggressive);
  const retries = retry(
    handleWhen((error) => !(error instanceof OutboundRefusedError) && !(error instanceof BrokenCircuitError)),
    {
      maxAttempts: limits.retries,
      backoff: new ExponentialBackoff({ initialDelay: limits.backoffMs, maxDelay: limits.backoffMs * 8 }),
    },
  );
  const policies: Record<Repeatable, IPolicy> = {
    // The breaker sees every try, so a service failing each retry opens its circuit sooner.
    idempotent: wrap(wholeCall, retries, breaker, perTry),
    once: wrap(wholeCall, breaker, perTry),
  };

  return {
    service,
    async call(repeatable, work) {
      try {
        return await policies[repeatable].execute(({ signal }) => work(signal));
      } catch (error) {
        if (error instanceof OutboundRefusedError || error instanceof OutboundUnavailableError) throw error;
        const detail =
          error instanceof BrokenCircuitError
            ? 'failing recently, not called'
            : timedOut(error)
              ? `no answer in time (${limits.timeoutMs} ms a try, ${limits.deadlineMs} ms in all)`
              : error instanceof Error
                ? error.message
                : 'failed';
        throw new OutboundUnavailableError(service, detail, { cause: error });
      }
    },
  };
}

/** The app's policies, one per service: its circuit is shared by every caller of that service. */
export interface OutboundPolicies {
  of(service: string, timeoutMs: number): OutboundPolicy;
}

export function outboundPolicies(config: OutboundConfig, logger: Logger): OutboundPolicies {
  const policies = new Map<string, OutboundPolicy>();
  return {
    of(service, timeoutMs) {
      const known = policies.get(service);
      if (known) return known;
      const policy = outboundPolicy(service, { ...config, timeoutMs }, logger);
      policies.set(service, policy);
      return policy;
    },
  };
}
