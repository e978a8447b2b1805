import {
  createClients,
  createHttpClient,
  type CatalogueClient,
  type ContentClient,
  type FlagsClient,
} from '@nirmal/domain';
import { upstreamHttp } from './upstream.server.ts';
import { sharedForAWhile, sharedForAWhileByInput, type SharingTimes } from './shared-for-a-while.server.ts';

// Content and flags change when someone publishes, and every page asks for them: one call per
// half minute serves every customer of this process (§7's shell loads).
const SHELL_CONTENT_TIMES: SharingTimes = { freshMs: 30_000, staleMs: 5 * 60_000, failureMs: 5_000 };

// Asked without any customer's cookie: the answers are the same for everyone.
const publicClients = createClients(createHttpClient({ ...upstreamHttp(), clientType: 'web' }));

const share = <Value>(load: () => Promise<Value>) => sharedForAWhile(load, SHELL_CONTENT_TIMES);

// Enough for every content page and blog post we publish, with room; addresses made up to vary
// the input cannot grow this process's memory without end.
const MAX_SHARED_DOCUMENTS = 200;

/** The shell content calls and the content pages, shared by every request of this process for a short while. */
export const sharedContent: ContentClient = {
  appConfig: share(() => publicClients.content.appConfig()),
  header: share(() => publicClients.content.header()),
  footer: share(() => publicClients.content.footer()),
  home: share(() => publicClients.content.home()),
  cities: share(() => publicClients.content.cities()),
  page: sharedForAWhileByInput(
    (slug) => publicClients.content.page(slug),
    SHELL_CONTENT_TIMES,
    MAX_SHARED_DOCUMENTS,
  ),
  blogPosts: sharedForAWhileByInput(
    (categoryId) => publicClients.content.blogPosts(categoryId),
    SHELL_CONTENT_TIMES,
    MAX_SHARED_DOCUMENTS,
  ),
  blogPost: sharedForAWhileByInput(
    (blogId) => publicClients.content.blogPost(blogId),
    SHELL_CONTENT_TIMES,
    MAX_SHARED_DOCUMENTS,
  ),
  stores: sharedForAWhileByInput(
    (near) => publicClients.content.stores(near),
    SHELL_CONTENT_TIMES,
    MAX_SHARED_DOCUMENTS,
  ),
  store: sharedForAWhileByInput(
    (storeId) => publicClients.content.store(storeId),
    SHELL_CONTENT_TIMES,
    MAX_SHARED_DOCUMENTS,
  ),
};

/** The feature flags: the same for every customer (§3), so shared like the content. */
export const sharedFlags: FlagsClient = { get: share(() => publicClients.flags.get()) };

/**
 * Category listings are the same for every customer (a pincode is part of the request, never the
 * cookie), and the home page shows three on every visit: shared like the content, per request.
 */
export const sharedListing: CatalogueClient['listing'] = sharedForAWhileByInput(
  (request) => publicClients.catalogue.listing(request),
  SHELL_CONTENT_TIMES,
  500,
);
