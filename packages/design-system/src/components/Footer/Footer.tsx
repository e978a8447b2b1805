import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { telHref } from '@nirmal/format';
import { PhoneIcon } from '../../icons/shell.tsx';
import { identity } from '../../internal/identity.ts';
import { AcceptedPayments, type PaymentMethodName } from '../AcceptedPayments/index.ts';
import { useLinkClick } from '../../navigation/index.ts';
import { Container } from '../Container/index.ts';
import {
  FooterBottom,
  FooterColumns,
  FooterCopyright,
  FooterExtras,
  FooterGroup,
  FooterHeading,
  FooterInner,
  FooterLinkRoot,
  FooterList,
  FooterRoot,
} from './Footer.styles.ts';

/** A link of the footer content. */
export type FooterLink = {
  /** The link text; for an icon-only social link, its accessible name ("Nirmal on Instagram"). */
  label: string;
  /** Where it goes: a same-site path or a full address. */
  href: string;
  /** The content's icon URL; shown as a decorative image. */
  iconUrl?: string;
};

/** A column of the footer content: a heading over a list of links. */
export type FooterColumn = {
  /** The column heading, e.g. "Products". */
  title: string;
  /** Its links. */
  links: FooterLink[];
};

export type FooterProps = Omit<ComponentPropsWithRef<'footer'>, 'children'> & {
  /** Columns of links (the content's `columns`), two abreast on a phone and four from md. @default [] */
  columns?: FooterColumn[];
  /** Social profiles as icon-only links named by `label` (the content's `socialLinks`). @default [] */
  socialLinks?: FooterLink[];
  /** The bottom row's links, e.g. terms and privacy (the content's `footerLinks`). @default [] */
  footerLinks?: FooterLink[];
  /** Other ways to shop, with icons: the app, stores (the content's `moreShoppingLinks`). @default [] */
  moreShoppingLinks?: FooterLink[];
  /** Heading of the social links. @default 'Follow us' */
  socialTitle?: string;
  /** Heading of the more-shopping links. @default 'More ways to shop' */
  moreShoppingTitle?: string;
  /** Heading of the bottom row's links, read by assistive technology only. @default 'Policies' */
  footerLinksTitle?: string;
  /** The copyright line, e.g. '© 2026 Nirmal Appliances Ltd. All rights reserved.' @default undefined */
  copyright?: ReactNode;
  /** Heading level of every group heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Called when any link is followed, before the router navigates (e.g. analytics). @default undefined */
  onNavigate?: (link: FooterLink, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Customer care's helpline as it is read out, e.g. '1800 123 4567': a `tel:` link. @default undefined */
  helpline?: string;
  /** Heading of the helpline. @default 'Need help?' */
  helplineTitle?: string;
  /** Text of the helpline link for its number. @default (number) => `Call ${number}` */
  helplineLabel?: (number: string) => string;
  /** The ways to pay the shop takes, shown in the bottom row; none shown when empty. @default [] */
  paymentMethods?: readonly PaymentMethodName[];
};

const noLinks: FooterLink[] = [];
const noMethods: readonly PaymentMethodName[] = [];
const defaultHelplineLabel = (number: string) => `Call ${number}`;
const noColumns: FooterColumn[] = [];

type Shared = { onNavigate?: FooterProps['onNavigate']; headingLevel: 2 | 3 };

function FooterLinkItem({
  link,
  iconOnly = false,
  onNavigate,
}: {
  link: FooterLink;
  iconOnly?: boolean;
  onNavigate?: FooterProps['onNavigate'];
}) {
  const handleClick = useLinkClick(link.href, (event) => onNavigate?.(link, event));
  return (
    <FooterLinkRoot
      href={link.href}
      onClick={handleClick}
      aria-label={iconOnly ? link.label : undefined}
      data-icon-only={iconOnly || undefined}
    >
      {link.iconUrl && <img src={link.iconUrl} alt="" loading="lazy" decoding="async" />}
      {!iconOnly && link.label}
    </FooterLinkRoot>
  );
}

function LinkGroup({
  title,
  links,
  layout = 'column',
  hiddenTitle = false,
  onNavigate,
  headingLevel,
}: Shared & {
  title: string;
  links: FooterLink[];
  layout?: 'column' | 'row' | 'icons';
  hiddenTitle?: boolean;
}) {
  const headingId = useId();
  return (
    <FooterGroup aria-labelledby={headingId}>
      <FooterHeading as={`h${headingLevel}`} id={headingId} data-hidden={hiddenTitle || undefined}>
        {title}
      </FooterHeading>
      <FooterList data-layout={layout}>
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <FooterLinkItem link={link} iconOnly={layout === 'icons'} onNavigate={onNavigate} />
          </li>
        ))}
      </FooterList>
    </FooterGroup>
  );
}

/**
 * The footer every page shares, from the footer content: columns of links, more ways to shop,
 * social profiles, policy links and the copyright line. Each group is a navigation landmark named
 * by its heading. Mobile first: columns sit two abreast on a phone, four from md.
 */
export function Footer({
  columns = noColumns,
  socialLinks = noLinks,
  footerLinks = noLinks,
  moreShoppingLinks = noLinks,
  socialTitle = 'Follow us',
  moreShoppingTitle = 'More ways to shop',
  footerLinksTitle = 'Policies',
  copyright,
  headingLevel = 2,
  onNavigate,
  helpline,
  helplineTitle = 'Need help?',
  helplineLabel = defaultHelplineLabel,
  paymentMethods = noMethods,
  ...rest
}: FooterProps) {
  const shared = { onNavigate, headingLevel };
  const helplineId = useId();
  const hasExtras = moreShoppingLinks.length > 0 || socialLinks.length > 0 || helpline !== undefined;
  const hasBottom = footerLinks.length > 0 || copyright !== undefined || paymentMethods.length > 0;
  return (
    <FooterRoot {...rest} {...identity('Footer')}>
      <Container padded>
        <FooterInner>
          {columns.length > 0 && (
            <FooterColumns>
              {columns.map((column) => (
                <LinkGroup key={column.title} title={column.title} links={column.links} {...shared} />
              ))}
            </FooterColumns>
          )}
          {hasExtras && (
            <FooterExtras>
              {helpline !== undefined && (
                <FooterGroup as="section" aria-labelledby={helplineId}>
                  <FooterHeading as={`h${headingLevel}`} id={helplineId}>
                    {helplineTitle}
                  </FooterHeading>
                  <FooterLinkRoot href={telHref(helpline)} data-helpline="">
                    <PhoneIcon />
                    {helplineLabel(helpline)}
                  </FooterLinkRoot>
                </FooterGroup>
              )}
              {moreShoppingLinks.length > 0 && (
                <LinkGroup title={moreShoppingTitle} links={moreShoppingLinks} layout="row" {...shared} />
              )}
              {socialLinks.length > 0 && (
                <LinkGroup title={socialTitle} links={socialLinks} layout="icons" {...shared} />
              )}
            </FooterExtras>
          )}
          {hasBottom && (
            <FooterBottom>
              {footerLinks.length > 0 && (
                <LinkGroup
                  title={footerLinksTitle}
                  links={footerLinks}
                  layout="row"
                  hiddenTitle
                  {...shared}
                />
              )}
              {paymentMethods.length > 0 && <AcceptedPayments methods={paymentMethods} />}
              {copyright !== undefined && <FooterCopyright>{copyright}</FooterCopyright>}
            </FooterBottom>
          )}
        </FooterInner>
      </Container>
    </FooterRoot>
  );
}
