import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { ApiError, errorResponse } from './errors.ts';

/** How long a refused client is asked to wait before it tries again. */
const RETRY_AFTER_SECONDS = 5;

/** The answer to a request that found no place in time: it was never started, so nothing was changed. */
export const tooBusy = () =>
  new ApiError(
    503,
    'SERVICE_UNAVAILABLE',
    'Many people are shopping right now and we could not take this just now. Nothing was changed: please try again in a few seconds.',
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );

export interface AdmissionOptions {
  /** Requests served at once (API_MAX_REQUESTS_IN_FLIGHT). */
  maxInFlight: number;
  /** How long a request beyond them waits for a place before it is refused (API_QUEUE_TIMEOUT_MS). */
  maxWaitMs: number;
  /** Requests served at once, never made to wait. */
  exempt: (path: string) => boolean;
}

/**
 * Admission control: at most `maxInFlight` requests are served at once; the others wait their turn,
 * first come first served, for at most `maxWaitMs`, and are then answered 503 with `Retry-After`.
 * The requests served are those waiting for the database, so the bound is one on that wait too,
 * where without it a crowd made every request wait longer than its caller would (the storefront
 * gives up after API_TIMEOUT_MS, and the work it gave up on went on taking the database's time).
 * Served or refused, every request is answered within a bounded time, never hung.
 */
export function admission({ maxInFlight, maxWaitMs, exempt }: AdmissionOptions): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  /** Waiting requests, oldest first: each is handed the place of one that ends. */
  const waiting: (() => void)[] = [];

  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  };

  /** True once the request holds a place; false when none came free within the wait. */
  const place = (): Promise<boolean> => {
    if (inFlight < maxInFlight) {
      inFlight += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(admit), 1);
        resolve(false);
      }, maxWaitMs);
      waiting.push(admit);
    });
  };

  return async (c, next) => {
    if (exempt(c.req.path)) return next();
    if (!(await place())) return errorResponse(c, tooBusy());
    try {
      await next();
    } finally {
      leave();
    }
  };
}
