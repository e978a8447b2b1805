import { FOOTER_POPULATE, HEADER_POPULATE, contentCalls } from '../contract/index.ts';
import type { AppConfig, IconLink, Link, Media } from '../contract/index.ts';
import type { HttpClient } from '../http/http-client.ts';
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
  offers: { id: number; title: string; text: string; link: ContentLink }[];
}

export interface ContentClient {
  /** General configuration, without its publishing timestamps (§3). */
  appConfig(): Promise<AppConfig>;
  header(): Promise<Header>;
  footer(): Promise<Footer>;
  home(): Promise<HomeContent>;
}

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
      const { hero, offers } = (await http.call(contentCalls.staticPage, { query: { slug: 'home' } })).data
        .attributes;
      return {
        hero: { ...hero, action: contentLinks(hero.action ? [hero.action] : [])[0] ?? null },
        offers: offers.flatMap((offer) => {
          const [link] = contentLinks([offer.link]);
          return link ? [{ ...offer, link }] : [];
        }),
      };
    },
  };
}
