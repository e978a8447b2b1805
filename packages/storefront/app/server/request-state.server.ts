import { isProtectedPath, type Clients, type DomainQuery } from '@nirmal/domain';
import { LOGIN_COOKIE, type ProfileData } from '@nirmal/domain/contract';
import { dehydrate, hashKey, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { readCookies } from './cookies.server.ts';
import { log, requestIdOf } from './log.server.ts';
import { requestClients } from './request-clients.server.ts';
import { signInRedirect } from './signed-in.server.ts';

/** What every loader and action of one request shares: made once per request, never between requests. */
export interface RequestState {
  clients: Clients;
  queryClient: QueryClient;
  /** The signed-in customer's profile, asked once per request and only with the login cookie. */
  profile: () => Promise<ProfileData | null>;
  /** The pieces the page goes on without because they could not be loaded (see `warnUnavailable`). */
  unavailable: string[];
  /** The id the request is logged under. */
  requestId: string | undefined;
}

const requestStateContext = createContext<RequestState>();

function createRequestState(request: Request): RequestState {
  const clients = requestClients(request);
  let profile: Promise<ProfileData | null> | undefined;
  return {
    clients,
    queryClient: new QueryClient(),
    unavailable: [],
    requestId: requestIdOf(request),
    profile: () =>
      (profile ??= readCookies(request).has(LOGIN_COOKIE)
        ? // A profile that cannot be had is a customer who is not signed in.
          clients.profile.get().catch(() => null)
        : Promise.resolve(null)),
  };
}

/**
 * Makes the request's clients and QueryClient, and sends a customer who is not signed in from a
 * protected page (§2) to sign in before anything of it loads, whether the page or its data was asked.
 */
export const requestStateMiddleware: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  const state = createRequestState(request);
  context.set(requestStateContext, state);
  if (isProtectedPath(url.pathname) && !(await state.profile())) throw signInRedirect(url);
  return next();
};

export function requestState(context: Readonly<RouterContextProvider>): RequestState {
  return context.get(requestStateContext);
}

/**
 * Fills the request's cache with the queries at once and returns them dehydrated, for the page to
 * put in the browser's cache. A failed query is thrown, unless it says the page can do without it.
 */
export async function prefetch(
  context: Readonly<RouterContextProvider>,
  ...queries: DomainQuery<unknown>[]
): Promise<DehydratedState> {
  const { queryClient } = requestState(context);
  const results = await Promise.allSettled(queries.map((query) => queryClient.fetchQuery(query)));
  queries.forEach((query, index) => {
    const result = results[index];
    if (result?.status !== 'rejected') return;
    if (!query.meta?.optional) throw result.reason;
    warnUnavailable(context, query.queryKey.join(' '), result.reason);
  });
  const hashes = new Set(queries.map((query) => hashKey(query.queryKey)));
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && query.state.status === 'success',
  });
}

/**
 * The page goes on without a piece it could not load (§7, §8): the log says which piece and why,
 * and the request remembers it, so that the page is not served again to anyone else.
 */
export function warnUnavailable(
  context: Readonly<RouterContextProvider>,
  what: string,
  error: unknown,
): void {
  const { unavailable, requestId } = requestState(context);
  unavailable.push(what);
  log.warn(`${what} unavailable`, {
    requestId,
    error: error instanceof Error ? error.message : error,
    // Why the call got no answer (a timeout, a refused or reset connection, an open circuit).
    ...(error instanceof Error && error.cause !== undefined ? { cause: error.cause } : {}),
  });
}
