import type { ContentClient } from '../clients/content.ts';
import type { EnvClient } from '../clients/env.ts';
import type { ContentPageSlug, StoreFinderQuery } from '../contract/index.ts';
import { defineQuery } from './define-query.ts';

// Content changes when an editor publishes, not while a customer browses.
const CONTENT_STALE_MS = 5 * 60_000;

/** Content a page is made of: without it there is no page, so a failure is the page's. */
function contentQuery<Data, const Key extends readonly string[]>(key: Key, load: () => Promise<Data>) {
  return defineQuery({ queryKey: ['content', ...key] as const, queryFn: load, staleTime: CONTENT_STALE_MS });
}

/** Content every page shows around it (§7, §8): the page renders without it when the content service fails. */
function shellContentQuery<Data, const Name extends string>(name: Name, load: () => Promise<Data>) {
  return { ...contentQuery([name], load), meta: { optional: true } };
}

/** The shell content of §7 (header, footer, general configuration) and the content pages: the same for every customer. */
export const contentQueries = {
  header: (content: ContentClient) => shellContentQuery('header', () => content.header()),
  footer: (content: ContentClient) => shellContentQuery('footer', () => content.footer()),
  appConfig: (content: ContentClient) => shellContentQuery('app-config', () => content.appConfig()),
  /**
   * The deployment's public configuration (§7 /api/env), loaded with the shell so that the browser
   * reads it from the page instead of asking again (and loading every client to ask).
   */
  publicEnv: (env: EnvClient) => shellContentQuery('env', () => env.get()),
  /** The home page's hero and offers. */
  home: (content: ContentClient) => shellContentQuery('home', () => content.home()),
  /** A content page (about us, policies, terms, contact, ...). */
  page: (content: ContentClient, slug: ContentPageSlug) =>
    contentQuery(['page', slug], () => content.page(slug)),
  blogPosts: (content: ContentClient) => contentQuery(['blog'], () => content.blogPosts()),
  blogPost: (content: ContentClient, blogId: string) =>
    contentQuery(['blog', blogId], () => content.blogPost(blogId)),
  /** The posts of one blog category, newest first. */
  blogCategory: (content: ContentClient, categoryId: string) =>
    contentQuery(['blog-category', categoryId], () => content.blogPosts(categoryId)),
  /** Stores of a city or near a pincode (§7 /cms/get-efl-locations); every store with neither. */
  stores: (content: ContentClient, near: StoreFinderQuery = {}) =>
    contentQuery(['stores', near.city ?? '', near.pincode ?? ''], () => content.stores(near)),
  store: (content: ContentClient, storeId: string) =>
    contentQuery(['store', storeId], () => content.store(storeId)),
  /** The cities served (§7 /cms/cities); a page offers them as choices and does without them. */
  cities: (content: ContentClient) => ({
    ...contentQuery(['cities'], () => content.cities()),
    meta: { optional: true },
  }),
};
