import { createClients, createHttpClient, type Clients } from '@nirmal/domain';
import { REQUEST_ID_HEADER } from '@nirmal/format';
import { guardedFetch, upstreamHttp } from './upstream.server.ts';
import { sharedContent, sharedFlags, sharedListing } from './shared-content.server.ts';

const FORWARDED = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'user-agent',
  REQUEST_ID_HEADER,
] as const;

/**
 * The clients a request's loaders use to call commerce-api for its customer: their cookie, and
 * the address and scheme the storefront server saw (so rate limits and cookie flags apply to the
 * customer, not to us), and the request's id (so both servers log the request under one id). Content and flags, the same for everyone, come from the shared ones.
 */
export function requestClients(
  request: Request,
  /** Collects the Set-Cookie lines commerce-api answers, for an action to pass on to the browser. */
  { setCookies }: { setCookies?: string[] } = {},
): Clients {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) forwarded[name] = value;
  }
  const http = createHttpClient({
    ...upstreamHttp(),
    clientType: 'web',
    cookie: request.headers.get('cookie') ?? undefined,
    fetch: async (input, init) => {
      const response = await guardedFetch(input, { ...init, headers: { ...forwarded, ...init?.headers } });
      setCookies?.push(...response.headers.getSetCookie());
      return response;
    },
  });
  const clients = createClients(http);
  return {
    ...clients,
    content: sharedContent,
    flags: sharedFlags,
    catalogue: { ...clients.catalogue, listing: sharedListing },
  };
}
