import { contentQueries } from '@nirmal/domain';
import type { ContentPageSlug } from '@nirmal/domain/contract';
import type { RouterContextProvider } from 'react-router';
import { requestState } from '../server/request-state.server.ts';
import { notFoundWhenUnpublished } from './unpublished.server.ts';

/** A content page's document and its canonical address; the 404 page when it is not published. */
export async function loadContentPage(
  url: URL,
  context: Readonly<RouterContextProvider>,
  slug: ContentPageSlug,
) {
  const { clients, queryClient } = requestState(context);
  const page = await queryClient
    .fetchQuery(contentQueries.page(clients.content, slug))
    .catch(notFoundWhenUnpublished);
  return { page, canonicalUrl: new URL(`/${slug}`, url.origin).href };
}
