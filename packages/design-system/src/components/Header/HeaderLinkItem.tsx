import type { MouseEvent } from 'react';
import { useLinkClick } from '../../navigation/index.ts';
import { NavLink } from './Header.styles.ts';

/** A link of the header content (nav, profile or featured entries). */
export type HeaderLink = {
  /** The link text. */
  label: string;
  /** Where it goes: a same-site path or a full address. */
  href: string;
  /** The content's icon URL (thumbnail format, else the original); shown as a decorative image. */
  iconUrl?: string;
  /** Marks the link of the page being shown (`aria-current="page"`). */
  current?: boolean;
};

export type HeaderLinkItemProps = {
  link: HeaderLink;
  size?: 'sm' | 'md';
  /** Called when the link is followed, before the router navigates. */
  onNavigate?: (link: HeaderLink, event: MouseEvent<HTMLAnchorElement>) => void;
};

/** One header link: a real `<a href>` that same-site clicks hand to the app's router. */
export function HeaderLinkItem({ link, size = 'md', onNavigate }: HeaderLinkItemProps) {
  const handleClick = useLinkClick(link.href, (event) => onNavigate?.(link, event));
  return (
    <NavLink
      href={link.href}
      onClick={handleClick}
      aria-current={link.current ? 'page' : undefined}
      data-size={size}
    >
      {/* Lazy: a decorative icon must not take the connection from the page's main image, and one
          in a row hidden at this width (the featured row on a phone) is then never fetched. */}
      {link.iconUrl && <img src={link.iconUrl} alt="" loading="lazy" decoding="async" />}
      {link.label}
    </NavLink>
  );
}
