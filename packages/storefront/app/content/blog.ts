import { formatDate } from '@nirmal/format';
import type { BlogPostSummary } from '@nirmal/domain/contract';

const IST_OFFSET_MS = 330 * 60_000;

/** The day a post was published, as a reader in India dates it ("31 Mar 2026"). */
export function publishedDay(publishedAt: string): string {
  const at = Date.parse(publishedAt);
  return Number.isNaN(at) ? publishedAt : formatDate(new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10));
}

export const blogPostPath = (blogId: string) => `/blog/${encodeURIComponent(blogId)}`;

export const blogCategoryPath = (categoryId: string) => `/blog/category/${encodeURIComponent(categoryId)}`;

/** A post as search engines read it (schema.org Article). */
export function articleJsonLd(post: BlogPostSummary, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.summary,
    articleSection: post.category,
    datePublished: post.publishedAt,
    url,
    publisher: { '@type': 'Organization', name: 'Nirmal' },
  };
}
