import { formatDate } from '@nirmal/format';

const IST_OFFSET_MS = 330 * 60_000;

/** The day a post was published, as a reader in India dates it ("31 Mar 2026"). */
export function publishedDay(publishedAt: string): string {
  const at = Date.parse(publishedAt);
  return Number.isNaN(at) ? publishedAt : formatDate(new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10));
}

export const blogPostPath = (blogId: string) => `/blog/${encodeURIComponent(blogId)}`;
