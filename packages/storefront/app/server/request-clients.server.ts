import { createClients, createHttpClient, type Clients } from '@nirmal/domain';
import { apiBases } from './api-bases.server.ts';
import { sharedContent, sharedFlags, sharedListing } from './shared-content.server.ts';

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent'] as const;

/**
 * The clients a request's loaders use to call commerce-api for its customer: their cookie, and
 * the address and scheme the storefront server saw (so rate limits and cookie flags apply to the
 * customer, not to us). Content and flags, the same for everyone, come from the shared ones.
 */
export function requestClients(request: Request): Clients {
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) forwarded[name] = value;
  }
  const http = createHttpClient({
    ...apiBases(),
    clientType: 'web',
    cookie: request.headers.get('cookie') ?? undefined,
    fetch: (input, init) => fetch(input, { ...init, headers: { ...forwarded, ...init?.headers } }),
  });
  const clients = createClients(http);
  return {
    ...clients,
    content: sharedContent,
    flags: sharedFlags,
    catalogue: { ...clients.catalogue, listing: sharedListing },
  };
}
