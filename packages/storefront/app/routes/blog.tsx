import { ArrowRightIcon, Link, Stack } from '@nirmal/design-system';
import { contentQueries } from '@nirmal/domain';
import { seoMeta } from '../catalogue/seo.tsx';
import { BlogPostList } from '../content/BlogPostList.tsx';
import { requestState } from '../server/request-state.server.ts';
import type { Route } from './+types/blog';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { clients, queryClient } = requestState(context);
  const posts = await queryClient.fetchQuery(contentQueries.blogPosts(clients.content));
  return { posts, canonicalUrl: new URL('/blog', url.origin).href };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: 'Blog | Nirmal',
    description:
      'Advice on clean water, clean air and a clean home from the people who service Nirmal devices.',
    canonicalUrl: loaderData?.canonicalUrl ?? '/blog',
  });

export default function Blog({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <Stack gap={4}>
      <h1>Nirmal blog</h1>
      <BlogPostList posts={posts} />
      {posts.length === 0 && <p>There are no posts yet.</p>}
      <Link href="/" variant="standalone" endIcon={<ArrowRightIcon />}>
        Back to the home page
      </Link>
    </Stack>
  );
}
