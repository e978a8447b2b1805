import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { CartIcon, MenuIcon, SearchIcon, UserIcon, WaterDropIcon } from '../../icons/index.tsx';
import { telHref } from '@nirmal/format';
import { PhoneIcon } from '../../icons/shell.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { Container } from '../Container/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { AccountMenu } from './AccountMenu.tsx';
import {
  AccountLink,
  CartBadge,
  CartLink,
  HeaderActions,
  HeaderRoot,
  HeaderRow,
  HeaderTopBar,
  HeaderTopBarInner,
  HelplineLink,
  HomeLink,
  LinkList,
  MenuButtonSlot,
  PrimaryNav,
  SignInButton,
  SkipLink,
} from './Header.styles.ts';
import { HeaderLinkItem, type HeaderLink } from './HeaderLinkItem.tsx';

export type { HeaderLink };

export type HeaderProps = Omit<ComponentPropsWithRef<'header'>, 'children'> & {
  /** The brand mark inside the home link, e.g. an `<img alt="">` of the logo. @default the Nirmal wordmark */
  logo?: ReactNode;
  /** Where the logo goes. @default '/' */
  homeHref?: string;
  /** Accessible name of the logo link. @default 'Nirmal home' */
  homeLabel?: string;
  /** Primary navigation (the header content's `nav`); shown from lg up, in the hamburger menu below. @default [] */
  navLinks?: HeaderLink[];
  /** Featured links with icons (the content's `featured`), in the strip above from md up. @default [] */
  featuredLinks?: HeaderLink[];
  /** Account links with icons (the content's `profile`), in the strip above from md up. @default [] */
  profileLinks?: HeaderLink[];
  /** Called when any content link or the logo is followed, before the router navigates (e.g. analytics). @default undefined */
  onNavigate?: (link: HeaderLink, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Items in the cart; the badge shows from 1 (99+ above 99). @default 0 */
  cartCount?: number;
  /** Where the cart link goes. @default '/ecom/cart' */
  cartHref?: string;
  /** Accessible name of the cart link for a count. @default (count) => 'Cart, 3 items' ('Cart, 1 item', 'Cart, no items') */
  cartLabel?: (count: number) => string;
  /** Opens the hamburger menu. Without it there is no menu button. @default undefined */
  onMenuClick?: () => void;
  /** Whether the hamburger menu is open, for the menu button's `aria-expanded`. @default false */
  menuExpanded?: boolean;
  /** Accessible name of the menu button. @default 'Menu' */
  menuLabel?: string;
  /** Opens the search overlay. Without it there is no search button. @default undefined */
  onSearchClick?: () => void;
  /** Accessible name of the search button. @default 'Search' */
  searchLabel?: string;
  /**
   * The signed-in customer's name (first plus last name); without it the header offers "Sign in".
   * From lg up it shows beside the account icon, cut with an ellipsis where the row has no room
   * (the whole name is its tooltip). @default undefined
   */
  userName?: string;
  /** Where the signed-in customer's name links to, when there is no account menu. @default '/customer/account/index' */
  accountHref?: string;
  /**
   * The account menu's links (account, devices, orders), e.g. the content's `profile` links. With
   * these or `onSignOut`, the signed-in customer's name opens a menu instead of linking to `accountHref`.
   * @default []
   */
  accountLinks?: HeaderLink[];
  /**
   * Accessible name of the account control for the customer's name: the account menu's button, or
   * the link to `accountHref` when there is no menu. @default (name) => `Your account, ${name}`
   */
  accountMenuLabel?: (name: string) => string;
  /** Signs the customer out; shown as the account menu's last item. @default undefined */
  onSignOut?: () => void;
  /** @default 'Sign out' */
  signOutLabel?: ReactNode;
  /** Opens the login modal; shown while signed out. @default undefined */
  onSignInClick?: () => void;
  /** @default 'Sign in' */
  signInLabel?: ReactNode;
  /** `id` of the page's main content, the target of the skip link. @default 'main-content' */
  skipTargetId?: string;
  /** Text of the skip link, the first thing a keyboard reaches. @default 'Skip to content' */
  skipLabel?: ReactNode;
  /** Accessible name of the primary navigation landmark. @default 'Main' */
  navLabel?: string;
  /** Accessible name of the featured links' landmark. @default 'Featured' */
  featuredLabel?: string;
  /** Accessible name of the profile links' landmark. @default 'Your account' */
  profileNavLabel?: string;
  /** Stays at the top of the viewport while the page scrolls. @default true */
  sticky?: boolean;
  /**
   * Customer care's helpline as it is read out, e.g. '1800 123 4567': a `tel:` link in the strip
   * above on a desktop, from lg up (the menu and the footer carry it too). @default undefined
   */
  helpline?: string;
  /** Text of the helpline link for its number. @default (number) => `Call ${number}` */
  helplineLabel?: (number: string) => string;
};

const defaultHelplineLabel = (number: string) => `Call ${number}`;
const defaultAccountMenuLabel = (name: string) => `Your account, ${name}`;
const defaultCartLabel = (count: number) =>
  count === 0 ? 'Cart, no items' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
const noLinks: HeaderLink[] = [];
const defaultLogo = (
  <>
    <WaterDropIcon />
    Nirmal
  </>
);

type LinkNavProps = {
  links: HeaderLink[];
  label: string;
  size?: 'sm' | 'md';
  onNavigate?: HeaderProps['onNavigate'];
  /** The primary nav, which collapses below lg. */
  primary?: boolean;
};

function LinkNav({ links, label, size, onNavigate, primary = false }: LinkNavProps) {
  const list = (
    <LinkList>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <HeaderLinkItem link={link} size={size} onNavigate={onNavigate} />
        </li>
      ))}
    </LinkList>
  );
  return primary ? <PrimaryNav aria-label={label}>{list}</PrimaryNav> : <nav aria-label={label}>{list}</nav>;
}

/**
 * The site header: skip link, logo, primary navigation, search, account and cart. Mobile first:
 * below lg the navigation collapses into the menu button (which opens the HamburgerMenu), from lg
 * up it shows inline; from md up the featured and profile links sit in a strip above.
 */
export function Header({
  logo = defaultLogo,
  homeHref = '/',
  homeLabel = 'Nirmal home',
  navLinks = noLinks,
  featuredLinks = noLinks,
  profileLinks = noLinks,
  onNavigate,
  cartCount = 0,
  cartHref = '/ecom/cart',
  cartLabel = defaultCartLabel,
  onMenuClick,
  menuExpanded = false,
  menuLabel = 'Menu',
  onSearchClick,
  searchLabel = 'Search',
  userName,
  accountHref = '/customer/account/index',
  accountLinks = noLinks,
  accountMenuLabel = defaultAccountMenuLabel,
  onSignOut,
  signOutLabel = 'Sign out',
  onSignInClick,
  signInLabel = 'Sign in',
  skipTargetId = 'main-content',
  skipLabel = 'Skip to content',
  navLabel = 'Main',
  featuredLabel = 'Featured',
  profileNavLabel = 'Your account',
  sticky = true,
  helpline,
  helplineLabel = defaultHelplineLabel,
  ...rest
}: HeaderProps) {
  const follow = (label: string, href: string) => (event: MouseEvent<HTMLAnchorElement>) =>
    onNavigate?.({ label, href }, event);
  const count = Math.max(0, Math.floor(cartCount));
  const cartName = cartLabel(count);
  const handleHomeClick = useLinkClick(homeHref, follow(homeLabel, homeHref));
  const handleAccountClick = useLinkClick(accountHref, follow(userName ?? '', accountHref));
  const handleCartClick = useLinkClick(cartHref, follow(cartName, cartHref));
  const hasTopBar = featuredLinks.length > 0 || profileLinks.length > 0 || helpline !== undefined;
  return (
    <HeaderRoot data-sticky={sticky || undefined} {...rest} {...identity('Header')}>
      <SkipLink href={`#${skipTargetId}`}>{skipLabel}</SkipLink>
      {hasTopBar && (
        <HeaderTopBar>
          <Container>
            <HeaderTopBarInner>
              {helpline !== undefined && (
                <HelplineLink href={telHref(helpline)}>
                  <PhoneIcon />
                  {helplineLabel(helpline)}
                </HelplineLink>
              )}
              {featuredLinks.length > 0 ? (
                <LinkNav links={featuredLinks} label={featuredLabel} size="sm" onNavigate={onNavigate} />
              ) : (
                <span />
              )}
              {profileLinks.length > 0 && (
                <LinkNav links={profileLinks} label={profileNavLabel} size="sm" onNavigate={onNavigate} />
              )}
            </HeaderTopBarInner>
          </Container>
        </HeaderTopBar>
      )}
      <Container>
        <HeaderRow>
          {onMenuClick && (
            <MenuButtonSlot>
              <IconButton
                label={menuLabel}
                icon={<MenuIcon />}
                aria-expanded={menuExpanded}
                aria-haspopup="dialog"
                onClick={onMenuClick}
              />
            </MenuButtonSlot>
          )}
          <HomeLink href={homeHref} aria-label={homeLabel} onClick={handleHomeClick}>
            {logo}
          </HomeLink>
          {navLinks.length > 0 && (
            <LinkNav links={navLinks} label={navLabel} onNavigate={onNavigate} primary />
          )}
          <HeaderActions>
            {onSearchClick && (
              <IconButton
                label={searchLabel}
                icon={<SearchIcon />}
                aria-haspopup="dialog"
                onClick={onSearchClick}
              />
            )}
            {userName && (accountLinks.length > 0 || onSignOut) ? (
              <AccountMenu
                userName={userName}
                label={accountMenuLabel(userName)}
                links={accountLinks}
                onSignOut={onSignOut}
                signOutLabel={signOutLabel}
                onNavigate={onNavigate}
              />
            ) : userName ? (
              <AccountLink
                href={accountHref}
                aria-label={accountMenuLabel(userName)}
                onClick={handleAccountClick}
              >
                <UserIcon />
                <span title={userName}>{userName}</span>
              </AccountLink>
            ) : (
              onSignInClick && (
                <SignInButton variant="secondary" size="sm" onClick={onSignInClick}>
                  {signInLabel}
                </SignInButton>
              )
            )}
            <CartLink as="a" href={cartHref} data-variant="tertiary" data-size="md" onClick={handleCartClick}>
              <CartIcon />
              <VisuallyHidden>{cartName}</VisuallyHidden>
              {count > 0 && <CartBadge aria-hidden="true">{count > 99 ? '99+' : count}</CartBadge>}
            </CartLink>
          </HeaderActions>
        </HeaderRow>
      </Container>
    </HeaderRoot>
  );
}
