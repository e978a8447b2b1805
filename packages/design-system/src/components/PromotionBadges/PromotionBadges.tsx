import type { ComponentPropsWithRef, ReactNode } from 'react';
import { PayLaterIcon } from '../../icons/actions.tsx';
import { CardIcon, CouponIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import {
  promotionCodes,
  promotionLabels,
  type Promotion,
  type PromotionCode,
} from '../../vocabulary/index.ts';
import { PromotionBadge, PromotionBadgesRoot } from './PromotionBadges.styles.ts';

export type PromotionBadgesProps = Omit<ComponentPropsWithRef<'ul'>, 'children'> & {
  /** The checkout's promotions by code; those not allowed (or absent) are not shown. */
  promotions: Partial<Record<PromotionCode, Promotion>>;
  /** Names the list for assistive technology. @default 'Offers available' */
  label?: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
};

const icons: Record<PromotionCode, ReactNode> = {
  bnpl: <PayLaterIcon />,
  bankCashback: <CouponIcon />,
  ncemi: <CardIcon />,
};

/**
 * The payment offers an order qualifies for (buy now pay later, bank cashback, no-cost EMI), in a
 * fixed order. Renders nothing when none is allowed.
 */
export function PromotionBadges({
  promotions,
  label = 'Offers available',
  size = 'md',
  ...rest
}: PromotionBadgesProps) {
  const allowed = promotionCodes.filter((code) => promotions[code]?.isAllowed);
  if (allowed.length === 0) return null;
  return (
    <PromotionBadgesRoot aria-label={label} data-size={size} {...rest} {...identity('PromotionBadges')}>
      {allowed.map((code) => (
        <PromotionBadge key={code} data-promotion={code}>
          {icons[code]}
          {promotions[code]?.label || promotionLabels[code]}
        </PromotionBadge>
      ))}
    </PromotionBadgesRoot>
  );
}
