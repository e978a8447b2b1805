import { ArrowRightIcon, Link, Stack } from '@nirmal/design-system';
import { contentQueries } from '@nirmal/domain';
import { seoMeta } from '../catalogue/seo.tsx';
import { blogPostPath, publishedDay } from '../content/blog.ts';
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
      <Stack as="ul" gap={4}>
        {posts.map((post) => (
          <Stack as="li" key={post.id} gap={2}>
            <h2>
              <Link href={blogPostPath(post.id)}>{post.title}</Link>
            </h2>
            <p>
              {post.category} · <time dateTime={post.publishedAt}>{publishedDay(post.publishedAt)}</time>
            </p>
            <p>{post.summary}</p>
          </Stack>
        ))}
      </Stack>
      {posts.length === 0 && <p>There are no posts yet.</p>}
      <Link href="/" variant="standalone" endIcon={<ArrowRightIcon />}>
        Back to the home page
      </Link>
    </Stack>
  );
}
