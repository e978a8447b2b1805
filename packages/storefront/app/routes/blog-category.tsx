import { Link, Stack } from '@nirmal/design-system';
import { contentQueries } from '@nirmal/domain';
import { data } from 'react-router';
import { seoMeta } from '../catalogue/seo.tsx';
import { blogCategoryPath } from '../content/blog.ts';
import { BlogPostList } from '../content/BlogPostList.tsx';
import { requestState } from '../server/request-state.server.ts';
import type { Route } from './+types/blog-category';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { clients, queryClient } = requestState(context);
  // A category is its posts: an address no post is filed under is the 404 page.
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.categoryId)) throw data(null, { status: 404 });
  const posts = await queryClient.fetchQuery(contentQueries.blogCategory(clients.content, params.categoryId));
  const [first] = posts;
  if (!first) throw data(null, { status: 404 });
  return {
    category: first.category,
    posts,
    canonicalUrl: new URL(blogCategoryPath(params.categoryId), url.origin).href,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? seoMeta({
        title: `${loaderData.category} | Nirmal blog`,
        description: `Nirmal blog posts on ${loaderData.category.toLowerCase()}: advice from the people who service Nirmal devices.`,
        canonicalUrl: loaderData.canonicalUrl,
      })
    : [];

export default function BlogCategory({ loaderData: { category, posts } }: Route.ComponentProps) {
  return (
    <Stack gap={4}>
      <Link href="/blog">All posts</Link>
      <h1>{category}</h1>
      <BlogPostList posts={posts} />
    </Stack>
  );
}
