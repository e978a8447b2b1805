/**
 * An answer rendered for a host other than the storefront's public origin names that host in its
 * links (a page's canonical link, robots.txt's sitemap, the sitemap's addresses), so no shared cache
 * in front of us (a CDN, a proxy) may keep it for other visitors, whatever the route asked for:
 * robots.txt and the sitemap are public only at STOREFRONT_URL.
 */
export function privateOffPublicOrigin(response: Response, page: URL, publicOrigin: string): Response {
  if (page.origin === publicOrigin) return response;
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
