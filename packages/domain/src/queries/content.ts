import type { ContentClient } from '../clients/content.ts';
import { defineQuery } from './define-query.ts';

// Content changes when an editor publishes, not while a customer browses.
const CONTENT_STALE_MS = 5 * 60_000;

function contentQuery<Data, const Name extends string>(name: Name, load: () => Promise<Data>) {
  return defineQuery({
    queryKey: ['content', name],
    queryFn: load,
    staleTime: CONTENT_STALE_MS,
    // Every page renders without the shell content when the content service fails (§7, §8).
    meta: { optional: true },
  });
}

/** The shell content of §7 (header, footer, general configuration): the same for every customer. */
export const contentQueries = {
  header: (content: ContentClient) => contentQuery('header', () => content.header()),
  footer: (content: ContentClient) => contentQuery('footer', () => content.footer()),
  appConfig: (content: ContentClient) => contentQuery('app-config', () => content.appConfig()),
  /** The home page's hero and offers. */
  home: (content: ContentClient) => contentQuery('home', () => content.home()),
};
