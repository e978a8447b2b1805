import * as z from 'zod/mini';
import { dataAnswer } from './http.ts';
import { defineCall } from './call.ts';

/** `populate` query values the shell sends (§7); the answer shapes below are what they populate. */
export const HEADER_POPULATE = 'nav.icon,profile.icon,featured.icon';
export const FOOTER_POPULATE = 'socialLinks.icon,footerLinks,moreShoppingLinks.icon,columns.list.links';

const mediaFormatSchema = z.object({ url: z.string() });

/**
 * A Strapi-like media relation. The icon URL is the thumbnail format's, else the original's;
 * no icon is `null` (or, as Strapi itself sends it, `{ data: null }`).
 */
export const mediaSchema = z.nullable(
  z.object({
    data: z.nullable(
      z.object({
        attributes: z.object({
          url: z.string(),
          formats: z.nullish(z.object({ thumbnail: z.optional(mediaFormatSchema) })),
        }),
      }),
    ),
  }),
);
export type Media = z.infer<typeof mediaSchema>;

export const linkSchema = z.object({
  id: z.int(),
  label: z.string(),
  href: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

export const iconLinkSchema = z.extend(linkSchema, { icon: mediaSchema });
export type IconLink = z.infer<typeof iconLinkSchema>;

export const headerContentSchema = z.object({
  nav: z.array(iconLinkSchema),
  profile: z.array(iconLinkSchema),
  featured: z.array(iconLinkSchema),
});
export type HeaderContent = z.infer<typeof headerContentSchema>;
export const headerAnswerSchema = dataAnswer(z.object({ attributes: headerContentSchema }));
export type HeaderAnswer = z.infer<typeof headerAnswerSchema>;

export const footerColumnSchema = z.object({
  id: z.int(),
  title: z.string(),
  list: z.array(
    z.object({
      id: z.int(),
      label: z.string(),
      links: z.array(linkSchema),
    }),
  ),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const footerContentSchema = z.object({
  socialLinks: z.array(iconLinkSchema),
  footerLinks: z.array(linkSchema),
  moreShoppingLinks: z.array(iconLinkSchema),
  columns: z.array(footerColumnSchema),
});
export type FooterContent = z.infer<typeof footerContentSchema>;
export const footerAnswerSchema = dataAnswer(z.object({ attributes: footerContentSchema }));
export type FooterAnswer = z.infer<typeof footerAnswerSchema>;

/** General configuration from the content service, as sent (with its publishing timestamps). */
export const appConfigAttributesSchema = z.object({
  whatsappNumber: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** Key of the customer-engagement script; null when engagement tracking is off. */
  webEngageLicenseCode: z.nullable(z.string()),
  createdAt: z.string(),
  publishedAt: z.string(),
});
export type AppConfigAttributes = z.infer<typeof appConfigAttributesSchema>;
export const appConfigAnswerSchema = dataAnswer(z.object({ attributes: appConfigAttributesSchema }));
export type AppConfigAnswer = z.infer<typeof appConfigAnswerSchema>;

/** The configuration the client keeps: publishing timestamps removed (§3). */
export const appConfigSchema = z.omit(appConfigAttributesSchema, { createdAt: true, publishedAt: true });
export type AppConfig = z.infer<typeof appConfigSchema>;

/** The home page's lead: what Nirmal offers, in a sentence, and where to go first. */
export const heroSchema = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  action: z.nullable(linkSchema),
});
export type Hero = z.infer<typeof heroSchema>;

/** A current offer on the home page: what it gives and a link to where it applies. */
export const offerSchema = z.object({
  id: z.int(),
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  link: linkSchema,
});
export type Offer = z.infer<typeof offerSchema>;

/** Static pages the content service publishes, by slug; the home page's hero and offers so far. */
export const STATIC_PAGES = ['home'] as const;
export const homePageSchema = z.object({ hero: heroSchema, offers: z.array(offerSchema) });
export type HomePage = z.infer<typeof homePageSchema>;
export const staticPageAnswerSchema = dataAnswer(z.object({ attributes: homePageSchema }));

/** Strapi's `populate`: which relations to include. Our documents carry theirs, so any value is fine. */
const populateQuerySchema = z.object({ populate: z.optional(z.string()) });

/** Calls to the content service: their paths are under `/cms`, which has a base of its own. */
export const contentCalls = {
  appConfig: defineCall({ method: 'GET', path: '/cms/app-config', answer: appConfigAnswerSchema }),
  header: defineCall({
    method: 'GET',
    path: '/cms/header',
    query: populateQuerySchema,
    answer: headerAnswerSchema,
  }),
  footer: defineCall({
    method: 'GET',
    path: '/cms/footer',
    query: populateQuerySchema,
    answer: footerAnswerSchema,
  }),
  /** A static page's content by slug (§7 /cms/static-page/detail); a 404 when it is not published. */
  staticPage: defineCall({
    method: 'GET',
    path: '/cms/static-page/detail',
    query: z.object({
      slug: z.enum(STATIC_PAGES, { error: `Static pages: ${STATIC_PAGES.join(', ')}.` }),
    }),
    answer: staticPageAnswerSchema,
  }),
};
