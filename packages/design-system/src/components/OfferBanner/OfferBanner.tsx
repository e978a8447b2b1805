import { useId, type ComponentPropsWithRef } from 'react';
import { ArrowRightIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { Link } from '../Link/Link.tsx';
import { OfferBannerRoot, OfferBannerText, OfferBannerTitle } from './OfferBanner.styles.ts';

export type OfferBannerProps = Omit<ComponentPropsWithRef<'article'>, 'title' | 'children'> & {
  /** What the offer gives: "No-cost EMI on water purifiers". */
  title: string;
  /** Its terms in a sentence. */
  text: string;
  /** Where it applies. */
  link: { label: string; href: string };
  /** The title's level in the page's outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
};

/** A current offer as a banner: what it gives, its terms and a link to where it applies. */
export function OfferBanner({ title, text, link, headingLevel = 'h3', ...rest }: OfferBannerProps) {
  const titleId = useId();
  return (
    <OfferBannerRoot aria-labelledby={titleId} {...rest} {...identity('OfferBanner')}>
      <OfferBannerTitle as={headingLevel} id={titleId}>
        {title}
      </OfferBannerTitle>
      <OfferBannerText>{text}</OfferBannerText>
      <Link href={link.href} variant="standalone" endIcon={<ArrowRightIcon />}>
        {link.label}
      </Link>
    </OfferBannerRoot>
  );
}
