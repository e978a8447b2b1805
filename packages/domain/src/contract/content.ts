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

/**
 * A run of text in a document, linked when it has an href. Documents are structured, never markup:
 * the storefront renders every run as text, and a link only when its target is safe.
 */
export const textRunSchema = z.object({
  text: z.string(),
  href: z.optional(z.string()),
  strong: z.optional(z.boolean()),
});
export type TextRun = z.infer<typeof textRunSchema>;

/** One block of a content page or blog post: headings, paragraphs, lists and link lists. */
export const documentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string().check(z.minLength(1)) }),
  z.object({ kind: z.literal('paragraph'), runs: z.array(textRunSchema) }),
  z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(textRunSchema)) }),
  z.object({ kind: z.literal('links'), links: z.array(linkSchema) }),
]);
export type DocumentBlock = z.infer<typeof documentBlockSchema>;

/** A content page of the site (about us, policies, terms, contact): a title, a summary and its blocks. */
export const contentPageSchema = z.object({
  title: z.string().check(z.minLength(1)),
  /** One or two sentences for search engines and link previews. */
  description: z.string(),
  blocks: z.array(documentBlockSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Content pages the storefront shows each at its own path (`/about-us`, ...). */
export const CONTENT_PAGES = [
  'about-us',
  'contact-us',
  'careers',
  'privacy-policy',
  'terms-of-use',
  'amc-new-terms-and-condition',
  'customer-service-and-amc',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

/** Static pages the content service publishes, by slug: the home page's hero and offers, and the content pages. */
export const STATIC_PAGES = ['home', ...CONTENT_PAGES] as const;
export type StaticPageSlug = (typeof STATIC_PAGES)[number];
/**
 * The offer the home page puts in a modal once per visitor (§3 app state promoOffer): text only, so
 * it arrives after the first paint without becoming the page's largest paint.
 */
export const promoOfferSchema = z.object({
  id: z.int(),
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  link: linkSchema,
});
export type PromoOffer = z.infer<typeof promoOfferSchema>;

export const homePageSchema = z.object({
  hero: heroSchema,
  offers: z.array(offerSchema),
  promoOffer: z.optional(promoOfferSchema),
});
export type HomePage = z.infer<typeof homePageSchema>;
/** `home` answers a home page, every other slug a content page. */
export const staticPageAnswerSchema = dataAnswer(
  z.object({ attributes: z.union([homePageSchema, contentPageSchema]) }),
);

const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/**
 * A blog post as the blog's index lists it; `id` is the post's address (`/blog/:blogId`) and
 * `categoryId` its category's (`/blog/category/:categoryId`).
 */
export const blogPostSummarySchema = z.object({
  id: slugSchema,
  title: z.string().check(z.minLength(1)),
  summary: z.string(),
  category: z.string(),
  categoryId: slugSchema,
  publishedAt: z.iso.datetime(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostSchema = z.extend(blogPostSummarySchema, { blocks: z.array(documentBlockSchema) });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** One of our stores: where it is, when it is open, and the devices a visitor can try there. */
export const storeSchema = z.object({
  id: z.int(),
  name: z.string(),
  city: z.string(),
  addressLines: z.array(z.string()),
  pincode: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  /** Where the door is, in decimal degrees, for directions. */
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  /** The devices on display, each a link to its product page. */
  devicesOnDisplay: z.array(linkSchema),
});
export type Store = z.infer<typeof storeSchema>;

/**
 * Which stores the store finder asks for: those of a city, or those near a pincode (in its postal
 * district, the pincode's first three digits); none of either lists them all.
 */
export const storeFinderQuerySchema = z.object({
  city: z.optional(z.string().check(z.trim(), z.minLength(1, 'Enter a city.'), z.maxLength(60))),
  pincode: z.optional(z.string().check(z.regex(/^[1-9]\d{5}$/, 'Enter a 6-digit pincode.'))),
});
export type StoreFinderQuery = z.infer<typeof storeFinderQuerySchema>;

/** A city Nirmal serves (§7 /cms/cities): installation, service visits and, in some, a store. */
export const citySchema = z.object({
  id: z.int(),
  name: z.string().check(z.minLength(1)),
  state: z.string().check(z.minLength(1)),
});
export type City = z.infer<typeof citySchema>;

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
  /** The blog's posts (§2 /blog), newest first; those of one category with `category` (§2 /blog/category/[categoryId]). */
  blogPosts: defineCall({
    method: 'GET',
    path: '/cms/blog',
    query: z.object({ category: z.optional(slugSchema) }),
    answer: dataAnswer(z.array(blogPostSummarySchema)),
  }),
  /** One blog post (§2 /blog/[blogId]); a 404 when there is none by that id. */
  blogPost: defineCall({
    method: 'GET',
    path: '/cms/blog/:blogId',
    params: z.object({ blogId: z.string() }),
    answer: dataAnswer(blogPostSchema),
  }),
  /** Our stores by city (§7 /cms/get-efl-locations: the company's own locations), for the store finder. */
  stores: defineCall({
    method: 'GET',
    path: '/cms/get-efl-locations',
    query: storeFinderQuerySchema,
    answer: dataAnswer(z.array(storeSchema)),
  }),
  /** The cities served, by name (§7 /cms/cities). */
  cities: defineCall({ method: 'GET', path: '/cms/cities', answer: dataAnswer(z.array(citySchema)) }),
  /** One store (§2 /s/[storeId]); a 404 when there is none by that id. */
  store: defineCall({
    method: 'GET',
    path: '/cms/get-efl-locations/:storeId',
    params: z.object({ storeId: z.string().check(z.regex(/^\d{1,9}$/, 'A store id is a number.')) }),
    answer: dataAnswer(storeSchema),
  }),
};
