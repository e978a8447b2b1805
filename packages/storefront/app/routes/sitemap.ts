import { cataloguePaths, sitemapXml } from '../catalogue/sitemap.ts';
import { requestState } from '../server/request-state.server.ts';
import type { Route } from './+types/sitemap';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, catalogue } = requestState(context).clients;
  const paths = await cataloguePaths(content, catalogue).catch(() => null);
  // Half a sitemap would tell search engines the missing pages are gone: better to ask them back later.
  if (!paths)
    return new Response('The catalogue is unavailable.', { status: 503, headers: { 'Retry-After': '300' } });
  return new Response(sitemapXml(new URL(request.url).origin, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
