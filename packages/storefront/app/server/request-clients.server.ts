import { createClients, createHttpClient, type Clients } from '@nirmal/domain';

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent'] as const;

function apiBases() {
  const apiBase = process.env.API_BASE_URL ?? 'http://localhost:4000';
  return { apiBase, cmsBase: process.env.CMS_BASE_URL ?? apiBase };
}

/**
 * The clients a loader uses to call commerce-api for the customer of this request: their cookie,
 * and the address and scheme the storefront server saw (so rate limits and cookie flags apply to
 * the customer, not to us).
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
  return createClients(http);
}
