import {
  appConfigAttributesSchema,
  blogPostSchema,
  citySchema,
  contentCalls,
  contentPageSchema,
  footerContentSchema,
  headerContentSchema,
  homePageSchema,
  storeSchema,
} from '@nirmal/domain/contract';
import * as z from 'zod/mini';
import { notFound } from '../../http/errors.ts';
import type { CallRoutes } from '../../http/route.ts';
import { SVG_HEADERS } from '../../http/svg.ts';
import type { ModuleDeps } from '../module.ts';
import { ICON_UPLOADS_PATH, iconSvg } from './icons.ts';
import { BLOG_PREFIX, findContent, listContent } from './queries.ts';
import { categoryIdOf } from './blog-categories.ts';
import { storesFound } from './store-finder.ts';
import { withSupportContacts } from './support-links.ts';
import type { ContentSlug } from './queries.ts';

/**
 * Content for the `/cms` paths. The `populate` query of a Strapi-like content service is accepted
 * and needs nothing: documents are stored with their relations. Stored documents are checked
 * against the contract on the way out in production too, so bad content fails loudly here.
 */
export function contentRoutes(routes: CallRoutes, { db, config }: ModuleDeps): void {
  async function content(slug: ContentSlug) {
    const found = await findContent(db, slug);
    if (!found) throw notFound('This content has not been published.');
    return found;
  }

  routes.handle(contentCalls.header, async () => {
    const { document } = await content('header');
    return { data: { attributes: headerContentSchema.parse(document) } };
  });
  routes.handle(contentCalls.footer, async () => {
    const { document } = await content('footer');
    return { data: { attributes: footerContentSchema.parse(document) } };
  });
  routes.handle(contentCalls.staticPage, async ({ query }) => {
    const { document } = await content(query.slug);
    const attributes =
      query.slug === 'home'
        ? homePageSchema.parse(document)
        : withSupportContacts(contentPageSchema.parse(document), config.support);
    return { data: { attributes } };
  });

  /**
   * A stored post's document has its blocks and words; its id and date are the row's, and its
   * category's id is the category's name as an address.
   */
  const blogPost = (slug: string, document: unknown, publishedAt: Date) => {
    const stored = document as { category?: unknown };
    return blogPostSchema.parse({
      ...stored,
      id: slug.slice(BLOG_PREFIX.length),
      categoryId: typeof stored.category === 'string' ? categoryIdOf(stored.category) : undefined,
      publishedAt: publishedAt.toISOString(),
    });
  };
  routes.handle(contentCalls.blogPosts, async ({ query }) => {
    const posts = (await listContent(db, BLOG_PREFIX)).map(({ slug, document, publishedAt }) => {
      const { blocks: _blocks, ...summary } = blogPost(slug, document, publishedAt);
      return summary;
    });
    return { data: query.category ? posts.filter((post) => post.categoryId === query.category) : posts };
  });
  routes.handle(contentCalls.blogPost, async ({ params }) => {
    const found = await findContent(db, `${BLOG_PREFIX}${params.blogId}`);
    if (!found) throw notFound('There is no blog post at this address.');
    return { data: blogPost(`${BLOG_PREFIX}${params.blogId}`, found.document, found.publishedAt) };
  });
  const allStores = async () => z.array(storeSchema).parse((await content('stores')).document);
  routes.handle(contentCalls.stores, async ({ query }) => ({ data: storesFound(await allStores(), query) }));
  routes.handle(contentCalls.store, async ({ params }) => {
    const store = (await allStores()).find(({ id }) => String(id) === params.storeId);
    if (!store) throw notFound('There is no store at this address.');
    return { data: store };
  });
  routes.handle(contentCalls.cities, async () => ({
    data: z
      .array(citySchema)
      .parse((await content('cities')).document)
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
  }));
  routes.handle(contentCalls.appConfig, async () => {
    const { document, createdAt, publishedAt } = await content('app-config');
    const attributes = appConfigAttributesSchema.parse({
      ...(document as object),
      supportPhone: config.support.helpline,
      supportEmail: config.support.email,
      createdAt: createdAt.toISOString(),
      publishedAt: publishedAt.toISOString(),
    });
    return { data: { attributes } };
  });

  routes.file(`${ICON_UPLOADS_PATH}/:file{[a-zA-Z]+\\.svg}`, (c) => {
    const svg = iconSvg((c.req.param('file') ?? '').replace(/\.svg$/, ''));
    if (!svg) throw notFound('There is no such icon.');
    return c.body(svg, 200, {
      ...SVG_HEADERS,
      // Icons change only with a new deployment's content; a day in any cache is fine.
      'cache-control': 'public, max-age=86400',
    });
  });
}
