import type { ContentClient } from '../clients/content.ts';
import { defineQuery } from './define-query.ts';

// Content changes when an editor publishes, not while a customer browses.
const CONTENT_STALE_MS = 5 * 60_000;
// Every page renders without the shell content when the content service fails (§7, §8).
const optional = { optional: true };

/** The shell content of §7 (header, footer, general configuration): the same for every customer. */
export const contentQueries = {
  header: (content: ContentClient) =>
    defineQuery({
      queryKey: ['content', 'header'],
      queryFn: () => content.header(),
      staleTime: CONTENT_STALE_MS,
      meta: optional,
    }),
  footer: (content: ContentClient) =>
    defineQuery({
      queryKey: ['content', 'footer'],
      queryFn: () => content.footer(),
      staleTime: CONTENT_STALE_MS,
      meta: optional,
    }),
  appConfig: (content: ContentClient) =>
    defineQuery({
      queryKey: ['content', 'app-config'],
      queryFn: () => content.appConfig(),
      staleTime: CONTENT_STALE_MS,
      meta: optional,
    }),
};
