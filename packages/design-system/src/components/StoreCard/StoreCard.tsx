import { Fragment, type ComponentPropsWithRef } from 'react';
import { telHref } from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import { Link } from '../Link/index.ts';
import { StoreActions, StoreAddress, StoreCardRoot, StoreHours, StoreName } from './StoreCard.styles.ts';

export type StoreCardProps = ComponentPropsWithRef<'article'> & {
  /** The store's name, e.g. "Nirmal Experience Centre, Indiranagar". */
  name: string;
  /** The street address, one line each, without city and pincode. */
  addressLines: ReadonlyArray<string>;
  /** e.g. "Bengaluru". */
  city: string;
  /** The 6-digit pincode. */
  pincode: string;
  /** When it is open, as the store words it, e.g. "10 am to 9 pm, every day". */
  openingHours: string;
  /** The store's phone as it is read out, e.g. "+91 80691 51515": a `tel:` link. */
  phone: string;
  /** The store's own page, e.g. `/s/1`: the name links there. @default undefined */
  href?: string;
  /** Directions in a maps app or site, opened in a new tab. @default undefined */
  directionsHref?: string;
  /** Heading level, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Get directions' */
  directionsLabel?: string;
  /** The phone link's text. @default (phone) => `Call ${phone}` */
  callText?: (phone: string) => string;
};

const defaultCallText = (phone: string) => `Call ${phone}`;

/**
 * One of the company's stores in a store list: name (linked to the store's page), address, opening
 * hours, a call link and directions.
 */
export function StoreCard({
  name,
  addressLines,
  city,
  pincode,
  openingHours,
  phone,
  href,
  directionsHref,
  headingLevel = 'h3',
  directionsLabel = 'Get directions',
  callText = defaultCallText,
  ...rest
}: StoreCardProps) {
  return (
    <StoreCardRoot aria-label={name} {...rest} {...identity('StoreCard')}>
      <StoreName as={headingLevel}>{href ? <Link href={href}>{name}</Link> : name}</StoreName>
      <StoreAddress>
        {addressLines.map((line, index) => (
          <Fragment key={index}>
            {line}
            <br />
          </Fragment>
        ))}
        {city} {pincode}
      </StoreAddress>
      <StoreHours>{openingHours}</StoreHours>
      <StoreActions>
        <Link href={telHref(phone)}>{callText(phone)}</Link>
        {directionsHref && (
          <Link href={directionsHref} external>
            {directionsLabel}
          </Link>
        )}
      </StoreActions>
    </StoreCardRoot>
  );
}
