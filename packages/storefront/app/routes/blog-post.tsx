import { Link, Stack } from '@nirmal/design-system';
import { contentQueries } from '@nirmal/domain';
import { JsonLd, seoMeta } from '../catalogue/seo.tsx';
import { ContentDocument } from '../content/ContentDocument.tsx';
import { articleJsonLd, blogCategoryPath, blogPostPath, publishedDay } from '../content/blog.ts';
import { notFoundWhenUnpublished } from '../content/unpublished.server.ts';
import { requestState } from '../server/request-state.server.ts';
import type { Route } from './+types/blog-post';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { clients, queryClient } = requestState(context);
  const post = await queryClient
    .fetchQuery(contentQueries.blogPost(clients.content, params.blogId))
    .catch(notFoundWhenUnpublished);
  return { post, canonicalUrl: new URL(blogPostPath(post.id), url.origin).href };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${loaderData.post.title} | Nirmal blog`,
        description: loaderData.post.summary,
        canonicalUrl: loaderData.canonicalUrl,
      })
    : [];

export default function BlogPost({ loaderData: { post, canonicalUrl } }: Route.ComponentProps) {
  return (
    <Stack gap={3}>
      <Link href="/blog">All posts</Link>
      <h1>{post.title}</h1>
      <p>
        <Link href={blogCategoryPath(post.categoryId)}>{post.category}</Link> ·{' '}
        <time dateTime={post.publishedAt}>{publishedDay(post.publishedAt)}</time>
      </p>
      <ContentDocument blocks={post.blocks} />
      <JsonLd data={articleJsonLd(post, canonicalUrl)} />
    </Stack>
  );
}
