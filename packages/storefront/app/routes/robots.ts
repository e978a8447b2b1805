import type { Route } from './+types/robots';

// Pages of one customer, of a payment or of a search result are no page for an index.
const PRIVATE_PREFIXES = ['/amc/', '/customer/', '/ecom/', '/pay/', '/search'];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
