import { Stack } from '@nirmal/design-system';
import { CONTENT_PAGES, type ContentPageSlug } from '@nirmal/domain/contract';
import { data } from 'react-router';
import { seoMeta } from '../catalogue/seo.tsx';
import { ContentDocument } from '../content/ContentDocument.tsx';
import { loadContentPage } from '../content/content-page.server.ts';
import type { Route } from './+types/content-page';

const isContentPage = (slug: string): slug is ContentPageSlug =>
  (CONTENT_PAGES as readonly string[]).includes(slug);

/** Any content page of the site, at its own path (`/about-us`, `/privacy-policy`, ...): the path is its slug. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, '');
  if (!isContentPage(slug)) throw data(null, { status: 404 });
  return loadContentPage(url, context, slug);
}

export const meta = ({ loaderData }: { loaderData?: Awaited<ReturnType<typeof loadContentPage>> }) =>
  loaderData
    ? seoMeta({
        title: `${loaderData.page.title} | Nirmal`,
        description: loaderData.page.description,
        canonicalUrl: loaderData.canonicalUrl,
      })
    : [];

export default function ContentPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <Stack gap={3}>
      <h1>{page.title}</h1>
      <ContentDocument blocks={page.blocks} />
    </Stack>
  );
}
