import type { FooterColumn, FooterLink, HeaderLink } from '@nirmal/design-system';
import type { ContentIconLink, ContentLink, Footer as FooterContent } from '@nirmal/domain';

/** Content links as the header and footer show them; the link of the page being shown is marked. */
export function contentLinks(
  links: readonly (ContentLink | ContentIconLink)[],
  pathname?: string,
): HeaderLink[] {
  return links.map(({ label, href, ...link }) => ({
    label,
    href,
    iconUrl: ('iconUrl' in link && link.iconUrl) || undefined,
    current: href === pathname,
  }));
}

/** A footer content column lists groups of links; the footer shows each column's links in one list. */
export function footerColumns(columns: FooterContent['columns']): FooterColumn[] {
  return columns.map(({ title, list }) => ({
    title,
    links: contentLinks(list.flatMap((group) => group.links)) satisfies FooterLink[],
  }));
}
