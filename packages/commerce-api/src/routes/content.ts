import { Hono } from 'hono';
import {
  API_PATHS,
  appConfigAttributesSchema,
  footerContentSchema,
  headerContentSchema,
} from '@nirmal/domain/contract';
import type { AppConfigAnswer, FooterAnswer, HeaderAnswer } from '@nirmal/domain/contract';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/errors.ts';
import { ICON_UPLOADS_PATH, iconSvg } from '../seed/icons.ts';
import { findContent } from '../store/content.ts';
import type { ContentSlug } from '../store/content.ts';

/**
 * Content for the `/cms` paths. The `populate` query of a Strapi-like
 * content service is accepted and needs nothing: documents are stored with their relations.
 * Documents are checked against the contract on the way out, so bad content fails loudly here.
 */
export function contentRoutes({ db }: { db: Database }) {
  async function content(slug: ContentSlug) {
    const found = await findContent(db, slug);
    if (!found) throw notFound('This content has not been published.');
    return found;
  }

  return new Hono<AppEnv>()
    .get(API_PATHS.header, async (c) => {
      const { document } = await content('header');
      const answer: HeaderAnswer = { data: { attributes: headerContentSchema.parse(document) } };
      return c.json(answer);
    })
    .get(API_PATHS.footer, async (c) => {
      const { document } = await content('footer');
      const answer: FooterAnswer = { data: { attributes: footerContentSchema.parse(document) } };
      return c.json(answer);
    })
    .get(API_PATHS.appConfig, async (c) => {
      const { document, createdAt, publishedAt } = await content('app-config');
      const attributes = appConfigAttributesSchema.parse({
        ...(document as object),
        createdAt: createdAt.toISOString(),
        publishedAt: publishedAt.toISOString(),
      });
      const answer: AppConfigAnswer = { data: { attributes } };
      return c.json(answer);
    })
    .get(`${ICON_UPLOADS_PATH}/:file{[a-zA-Z]+\\.svg}`, (c) => {
      const svg = iconSvg(c.req.param('file').replace(/\.svg$/, ''));
      if (!svg) throw notFound('There is no such icon.');
      return c.body(svg, 200, {
        'content-type': 'image/svg+xml',
        // Icons change only with a new deployment's content; a day in any cache is fine.
        'cache-control': 'public, max-age=86400',
        // An SVG opened on its own is a document: it may run nothing.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });
}
