import { ApiCallError } from '@nirmal/domain';

/** What a page that could not be made for now tells browsers and crawlers to wait (`Retry-After`, in seconds). */
export const RETRY_PAGE_AFTER_SECONDS = 5;

// No answer in time or at all (status 0), or a service, gateway or balancer that says it is away or
// too busy: the page will work again by itself, which 503 says and 500 does not.
const AWAY_STATUSES = new Set([0, 502, 503, 504]);

interface Failures {
  away: number;
  broken: number;
}

// By the request's context, the one object both the error handler and the page's renderer are
// given: React Router passes the page only sanitised errors in production.
const failuresOf = new WeakMap<object, Failures>();

/** Counts an error a loader, action or render of the page threw (from `handleError`). */
export function countFailure(context: object, error: unknown): void {
  const failures = failuresOf.get(context) ?? { away: 0, broken: 0 };
  if (error instanceof ApiCallError && AWAY_STATUSES.has(error.status)) failures.away += 1;
  else failures.broken += 1;
  failuresOf.set(context, failures);
}

/**
 * Whether the page failed only because a service it needs was away or busy (commerce-api stopped,
 * restarting, shedding load), not because something is broken: then it is answered 503 with
 * `Retry-After`, so a crawler keeps the page and a balancer asks again later.
 */
export function failedForAwayService(context: object): boolean {
  const failures = failuresOf.get(context);
  return failures !== undefined && failures.away > 0 && failures.broken === 0;
}
