import { cataloguePaths, sitemapXml } from '../catalogue/sitemap.ts';
import { requestState } from '../server/request-state.server.ts';
import type { Route } from './+types/sitemap';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, catalogue } = requestState(context).clients;
  const paths = await cataloguePaths(content, catalogue);
  return new Response(sitemapXml(new URL(request.url).origin, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
