import { Link, Stack } from '@nirmal/design-system';
import type { BlogPostSummary } from '@nirmal/domain/contract';
import { blogCategoryPath, blogPostPath, publishedDay } from './blog.ts';

/** Posts as the blog's pages list them: title, category (a link to its posts) and day, and summary. */
export function BlogPostList({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <Stack as="ul" gap={4}>
      {posts.map((post) => (
        <Stack as="li" key={post.id} gap={2}>
          <h2>
            <Link href={blogPostPath(post.id)}>{post.title}</Link>
          </h2>
          <p>
            <Link href={blogCategoryPath(post.categoryId)}>{post.category}</Link> ·{' '}
            <time dateTime={post.publishedAt}>{publishedDay(post.publishedAt)}</time>
          </p>
          <p>{post.summary}</p>
        </Stack>
      ))}
    </Stack>
  );
}
