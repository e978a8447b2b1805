import type { ComponentPropsWithRef } from 'react';
import { identity } from '../../internal/identity.ts';
import { tierLabels, type AmcTier } from '../../vocabulary/index.ts';
import { TierBadgeRoot } from './TierBadge.styles.ts';

export type TierBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The AMC tier code. */
  tier: AmcTier;
  /** Wording per tier: VALUE is Base, COMP is Comprehensive. @default tierLabels */
  labels?: Partial<Record<AmcTier, string>>;
  /** @default 'md' */
  size?: 'sm' | 'md';
};

/** Names an AMC plan tier in that tier's own colours. */
export function TierBadge({ tier, labels, size = 'md', ...rest }: TierBadgeProps) {
  return (
    <TierBadgeRoot data-tier={tier} data-size={size} {...rest} {...identity('TierBadge')}>
      {labels?.[tier] ?? tierLabels[tier]}
    </TierBadgeRoot>
  );
}
