import { FOOTER_POPULATE, HEADER_POPULATE, contentCalls } from '../contract/index.ts';
import type {
  AppConfig,
  BlogPostSummary,
  City,
  ContentPageSlug,
  DocumentBlock,
  IconLink,
  Link,
  Media,
  Offer,
  PromoOffer,
  Store,
  StoreFinderQuery,
  TextRun,
} from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';
import { InvalidAnswerError } from '../http/errors.ts';
import { safeContentHref, safeImageUrl } from '../rules/content-urls.ts';

/** A content link ready to render: its href checked, its icon reduced to one address. */
export interface ContentLink {
  id: number;
  label: string;
  href: string;
}

export interface ContentIconLink extends ContentLink {
  iconUrl: string | null;
}

export interface Header {
  nav: ContentIconLink[];
  profile: ContentIconLink[];
  featured: ContentIconLink[];
}

export interface FooterColumn {
  id: number;
  title: string;
  list: { id: number; label: string; links: ContentLink[] }[];
}

export interface Footer {
  socialLinks: ContentIconLink[];
  footerLinks: ContentLink[];
  moreShoppingLinks: ContentIconLink[];
  columns: FooterColumn[];
}

/** The icon's thumbnail format when there is one, else the original (§3). */
export function iconUrl(media: Media): string | null {
  const attributes = media?.data?.attributes;
  if (!attributes) return null;
  return safeImageUrl(attributes.formats?.thumbnail?.url ?? attributes.url);
}

/** Links whose target is unsafe are left out rather than rendered. */
function withSafeHrefs<Source extends Link, Shaped>(
  links: readonly Source[],
  shape: (link: Source, href: string) => Shaped,
): Shaped[] {
  return links.flatMap((link) => {
    const href = safeContentHref(link.href);
    return href ? [shape(link, href)] : [];
  });
}

const contentLinks = (links: readonly Link[]): ContentLink[] =>
  withSafeHrefs(links, ({ id, label }, href) => ({ id, label, href }));

const contentIconLinks = (links: readonly IconLink[]): ContentIconLink[] =>
  withSafeHrefs(links, ({ id, label, icon }, href) => ({ id, label, href, iconUrl: iconUrl(icon) }));

/** The home page's hero and offers, their links checked (an offer whose link is unsafe is left out). */
export interface HomeContent {
  hero: { title: string; text: string; action: ContentLink | null };
  offers: HomeOffer[];
  /** The offer shown once per visitor in a modal; null when there is none (or its link is unsafe). */
  promoOffer: HomeOffer | null;
}

export interface HomeOffer {
  id: number;
  title: string;
  text: string;
  link: ContentLink;
}

/** A run of text whose link, when it has one, is safe to follow; an unsafe one is left as plain text. */
export interface ContentTextRun {
  text: string;
  href: string | null;
  strong: boolean;
}

/** A document block ready to render: text runs and links checked. */
export type ContentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; runs: ContentTextRun[] }
  | { kind: 'list'; ordered: boolean; items: ContentTextRun[][] }
  | { kind: 'links'; links: ContentLink[] };

const textRuns = (runs: readonly TextRun[]): ContentTextRun[] =>
  runs.map(({ text, href, strong }) => ({
    text,
    href: href === undefined ? null : safeContentHref(href),
    strong: strong ?? false,
  }));

/** A document's blocks with every link target checked: content comes from an editor's hands. */
export function contentBlocks(blocks: readonly DocumentBlock[]): ContentBlock[] {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return block;
      case 'paragraph':
        return { kind: 'paragraph', runs: textRuns(block.runs) };
      case 'list':
        return { kind: 'list', ordered: block.ordered, items: block.items.map(textRuns) };
      case 'links':
        return { kind: 'links', links: contentLinks(block.links) };
    }
  });
}

/** A content page (about us, policies, terms, contact) ready to render. */
export interface ContentPageContent {
  title: string;
  description: string;
  blocks: ContentBlock[];
}

export type BlogPostContent = BlogPostSummary & { blocks: ContentBlock[] };

/** A store ready to render: the links to its devices on display checked. */
export type StoreContent = Omit<Store, 'devicesOnDisplay'> & { devicesOnDisplay: ContentLink[] };

export interface ContentClient {
  /** General configuration, without its publishing timestamps (§3). */
  appConfig(): Promise<AppConfig>;
  header(): Promise<Header>;
  footer(): Promise<Footer>;
  home(): Promise<HomeContent>;
  /** A content page; an ApiCallError with status 404 when it is not published. */
  page(slug: ContentPageSlug): Promise<ContentPageContent>;
  /** The blog's posts, newest first; those of one category when its id is given. */
  blogPosts(categoryId?: string): Promise<BlogPostSummary[]>;
  /** One blog post; an ApiCallError with status 404 when there is none by that id. */
  blogPost(blogId: string): Promise<BlogPostContent>;
  /** Stores of a city or near a pincode; every store with neither. */
  stores(near?: StoreFinderQuery): Promise<StoreContent[]>;
  /** One store; an ApiCallError with status 404 when there is none by that id. */
  store(storeId: string): Promise<StoreContent>;
  /** The cities served, by name. */
  cities(): Promise<City[]>;
}

const storeContent = ({ devicesOnDisplay, ...store }: Store): StoreContent => ({
  ...store,
  devicesOnDisplay: contentLinks(devicesOnDisplay),
});

/** The `/cms` calls of the shell (§7); each failure is a ContentError the page can do without. */
export function createContentClient(http: HttpClient): ContentClient {
  return {
    appConfig: async () => {
      const { attributes } = (await http.call(contentCalls.appConfig)).data;
      const { createdAt: _createdAt, publishedAt: _publishedAt, ...config } = attributes;
      return config;
    },
    header: async () => {
      const query = { populate: HEADER_POPULATE };
      const { attributes } = (await http.call(contentCalls.header, { query })).data;
      return {
        nav: contentIconLinks(attributes.nav),
        profile: contentIconLinks(attributes.profile),
        featured: contentIconLinks(attributes.featured),
      };
    },
    footer: async () => {
      const query = { populate: FOOTER_POPULATE };
      const { attributes } = (await http.call(contentCalls.footer, { query })).data;
      return {
        socialLinks: contentIconLinks(attributes.socialLinks),
        footerLinks: contentLinks(attributes.footerLinks),
        moreShoppingLinks: contentIconLinks(attributes.moreShoppingLinks),
        columns: attributes.columns.map(({ id, title, list }) => ({
          id,
          title,
          list: list.map((group) => ({ id: group.id, label: group.label, links: contentLinks(group.links) })),
        })),
      };
    },
    home: async () => {
      const { attributes } = (await http.call(contentCalls.staticPage, { query: { slug: 'home' } })).data;
      if (!('hero' in attributes)) throw notAPage('home', 'a home page');
      const { hero, offers, promoOffer } = attributes;
      return {
        hero: { ...hero, action: contentLinks(hero.action ? [hero.action] : [])[0] ?? null },
        offers: offers.flatMap(withSafeLink),
        promoOffer: (promoOffer && withSafeLink(promoOffer)[0]) ?? null,
      };
    },
    page: async (slug) => {
      const { attributes } = (await http.call(contentCalls.staticPage, { query: { slug } })).data;
      if (!('blocks' in attributes)) throw notAPage(slug, 'a content page');
      return {
        title: attributes.title,
        description: attributes.description,
        blocks: contentBlocks(attributes.blocks),
      };
    },
    blogPosts: async (categoryId) =>
      (await http.call(contentCalls.blogPosts, { query: { category: categoryId } })).data,
    blogPost: async (blogId) => {
      const { blocks, ...post } = (await http.call(contentCalls.blogPost, { params: { blogId } })).data;
      return { ...post, blocks: contentBlocks(blocks) };
    },
    stores: async (near = {}) =>
      (await http.call(contentCalls.stores, { query: near })).data.map(storeContent),
    store: async (storeId) =>
      storeContent((await http.call(contentCalls.store, { params: { storeId } })).data),
    cities: async () => (await http.call(contentCalls.cities)).data,
  };
}

/** An offer whose link is safe to follow, or none at all. */
const withSafeLink = (offer: Offer | PromoOffer): HomeOffer[] => {
  const [link] = contentLinks([offer.link]);
  return link ? [{ id: offer.id, title: offer.title, text: offer.text, link }] : [];
};

const notAPage = (slug: string, expected: string) =>
  new InvalidAnswerError(`${contentCalls.staticPage.path}?slug=${slug}`, 200, `expected ${expected}`);
