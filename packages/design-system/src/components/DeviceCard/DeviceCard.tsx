import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { formatDate } from '@nirmal/format';
import { ChevronRightIcon, WaterDropIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { useLinkClick } from '../../navigation/index.ts';
import type { AmcTier, Technology, WarrantyStatus } from '../../vocabulary/index.ts';
import { WarrantyLabel } from '../WarrantyLabel/index.ts';
import {
  DeviceCardBody,
  DeviceCardRoot,
  DeviceDetails,
  DeviceImage,
  DeviceImageFrame,
  DeviceLink,
  DeviceName,
  DeviceNotice,
  DeviceStatusLine,
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
  /**
   * The AMC plan's tier. Named only where the plan is active (IC), inside the status label
   * (SILVER AMC); an expired plan reads AMC EXPIRED with no tier beside it. @default undefined
   */
  tier?: AmcTier | null;
  /** Warranty or AMC status of the device: IC, OC, IW or OW. */
  warrantyStatus: WarrantyStatus;
  /**
   * Last day of the current or latest plan, `YYYY-MM-DD`. Shown for IC ("Plan ends on 31 Mar 2026")
   * and OC ("Plan ended on 30 Jun 2024"), never for IW or OW, nor for a rental. @default undefined
   */
  planEndDate?: string | null;
  /**
   * Last day of the maker's warranty, `YYYY-MM-DD`. Shown for IW ("Warranty until 1 Dec 2026") and
   * OW ("Warranty ended on 1 Dec 2024") only. @default undefined
   */
  warrantyEndDate?: string | null;
  /** Rented rather than owned: the rent includes the plan, so no plan end date shows. @default false */
  isRental?: boolean;
  /**
   * An announcement under the card, e.g. an `InlineAlert` with a "Renew plan" link when the plan
   * ends within 30 days or has ended. It stays clickable when the card is a link. @default undefined
   */
  notice?: ReactNode;
  /** Where the card leads, e.g. `/amc/my-device?id=…`; the whole card becomes one link. @default undefined */
  href?: string;
  /** Called when the card's link is clicked. @default undefined */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Heading level of the name, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** @default 'Technology' */
  technologyLabel?: string;
  /** Before the end date of an active plan (IC). @default 'Plan ends on' */
  planEndsLabel?: string;
  /** Before the end date of an expired plan (OC). @default 'Plan ended on' */
  planEndedLabel?: string;
  /** Before the warranty's end date in warranty (IW). @default 'Warranty until' */
  warrantyUntilLabel?: string;
  /** Before the warranty's end date out of warranty (OW). @default 'Warranty ended on' */
  warrantyEndedLabel?: string;
  /** The tag of a rented device. @default 'Rented: plan included' */
  rentalLabel?: string;
};

/**
 * One of a customer's devices: what it is and how it is covered, in one consistent status (its
 * label and the matching end date), with an optional notice such as a plan ending soon.
 */
export function DeviceCard({
  name,
  imageSrc,
  imageAlt = '',
  technology,
  tier,
  warrantyStatus,
  planEndDate,
  warrantyEndDate,
  isRental = false,
  notice,
  href,
  onLinkClick,
  headingLevel = 'h3',
  technologyLabel = 'Technology',
  planEndsLabel = 'Plan ends on',
  planEndedLabel = 'Plan ended on',
  warrantyUntilLabel = 'Warranty until',
  warrantyEndedLabel = 'Warranty ended on',
  rentalLabel = 'Rented: plan included',
  ...rest
}: DeviceCardProps) {
  const handleLinkClick = useLinkClick(href, onLinkClick);
  // One date, the one the status is about: the plan's under an AMC, the warranty's otherwise.
  const [dateLabel, date] = isRental
    ? [undefined, undefined]
    : {
        IC: [planEndsLabel, planEndDate],
        OC: [planEndedLabel, planEndDate],
        IW: [warrantyUntilLabel, warrantyEndDate],
        OW: [warrantyEndedLabel, warrantyEndDate],
      }[warrantyStatus];
  return (
    <DeviceCardRoot
      data-linked={href ? true : undefined}
      data-status={warrantyStatus}
      data-rental={isRental || undefined}
      {...rest}
      {...identity('DeviceCard')}
    >
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
          {/* The status names the tier only while the plan is active (SILVER AMC), and nowhere else. */}
          <WarrantyLabel status={warrantyStatus} tier={tier} />
          {isRental && <RentalTag>{rentalLabel}</RentalTag>}
        </DeviceTags>
        {date && (
          <DeviceStatusLine>
            {dateLabel} <time dateTime={date}>{formatDate(date)}</time>
          </DeviceStatusLine>
        )}
        <DeviceDetails>
          <div>
            <dt>{technologyLabel}</dt>
            <dd>{technology}</dd>
          </div>
        </DeviceDetails>
      </DeviceCardBody>
      {href && <ChevronRightIcon />}
      {notice && <DeviceNotice>{notice}</DeviceNotice>}
    </DeviceCardRoot>
  );
}
