import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { formatDate } from '@nirmal/format';
import { ChevronRightIcon, WaterDropIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import type { AmcTier, Technology, WarrantyStatus } from '../../vocabulary/index.ts';
import { TierBadge } from '../TierBadge/index.ts';
import { WarrantyLabel } from '../WarrantyLabel/index.ts';
import {
  DeviceCardBody,
  DeviceCardRoot,
  DeviceDetails,
  DeviceImage,
  DeviceImageFrame,
  DeviceLink,
  DeviceName,
  DeviceTags,
  RentalTag,
} from './DeviceCard.styles.ts';

export type DeviceCardProps = ComponentPropsWithRef<'article'> & {
  /** The device's name, also its heading (and the link text when `href` is set). */
  name: string;
  /** Picture of the device; a neutral placeholder shows without one. @default undefined */
  imageSrc?: string | null;
  /** Text alternative of the picture; empty because the name beside it says what it shows. @default '' */
  imageAlt?: string;
  /** UV or RO. */
  technology: Technology;
  /** The AMC plan's tier, named once: in the status label of an active AMC (GOLD AMC), else as a badge beside it. @default undefined */
  tier?: AmcTier | null;
  /** Warranty or AMC status of the device. */
  warrantyStatus: WarrantyStatus;
  /** Last day of the current plan, `YYYY-MM-DD`; shown as e.g. 31 Mar 2026. @default undefined */
  planEndDate?: string | null;
  /** Rented rather than owned. @default false */
  isRental?: boolean;
  /** Where the card leads, e.g. `/amc/my-device?id=…`; the whole card becomes one link. @default undefined */
  href?: string;
  /** Called when the card's link is clicked. @default undefined */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Heading level of the name, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Technology' */
  technologyLabel?: string;
  /** @default 'Plan ends' */
  planEndLabel?: string;
  /** @default 'Rental' */
  rentalLabel?: string;
};

/** One of a customer's devices: what it is and how it is covered. */
export function DeviceCard({
  name,
  imageSrc,
  imageAlt = '',
  technology,
  tier,
  warrantyStatus,
  planEndDate,
  isRental = false,
  href,
  onLinkClick,
  headingLevel = 'h3',
  technologyLabel = 'Technology',
  planEndLabel = 'Plan ends',
  rentalLabel = 'Rental',
  ...rest
}: DeviceCardProps) {
  const handleLinkClick = useLinkClick(href, onLinkClick);
  return (
    <DeviceCardRoot data-linked={href ? true : undefined} {...rest} {...identity('DeviceCard')}>
      <DeviceImageFrame>
        {imageSrc ? (
          <DeviceImage src={imageSrc} alt={imageAlt} loading="lazy" decoding="async" />
        ) : (
          <WaterDropIcon />
        )}
      </DeviceImageFrame>
      <DeviceCardBody>
        <DeviceName as={headingLevel}>
          {href ? (
            <DeviceLink href={href} onClick={handleLinkClick}>
              {name}
            </DeviceLink>
          ) : (
            name
          )}
        </DeviceName>
        <DeviceTags>
          {/* An active AMC's label names its tier (GOLD AMC); otherwise the tier shows on its own, once. */}
          {tier && warrantyStatus !== 'IC' && <TierBadge tier={tier} size="sm" />}
          <WarrantyLabel status={warrantyStatus} tier={tier} />
          {isRental && <RentalTag>{rentalLabel}</RentalTag>}
        </DeviceTags>
        <DeviceDetails>
          <div>
            <dt>{technologyLabel}</dt>
            <dd>{technology}</dd>
          </div>
          {planEndDate && (
            <div>
              <dt>{planEndLabel}</dt>
              <dd>
                <time dateTime={planEndDate}>{formatDate(planEndDate)}</time>
              </dd>
            </div>
          )}
        </DeviceDetails>
      </DeviceCardBody>
      {href && <ChevronRightIcon />}
    </DeviceCardRoot>
  );
}
