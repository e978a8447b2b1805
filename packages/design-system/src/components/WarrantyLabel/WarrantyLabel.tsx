import type { ComponentPropsWithRef } from 'react';
import { ACTIVE_AMC_FALLBACK_LABEL } from '@nirmal/format';
import { CheckCircleIcon, ErrorIcon, WarningIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import type { AmcTier, WarrantyStatus, warrantyLabels } from '../../vocabulary/index.ts';
import { warrantyLabel, warrantyTones } from './warrantyText.ts';
import { WarrantyLabelRoot } from './WarrantyLabel.styles.ts';

export type WarrantyLabelProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The device's cover: IC (AMC active), OC (AMC expired), IW (in warranty), OW (out of warranty). */
  status: WarrantyStatus;
  /** The current plan's tier; names an active AMC (IC), e.g. GOLD AMC. @default undefined */
  tier?: AmcTier | null;
  /** Wording of IW, OW and OC (IN WARRANTY, OUT OF WARRANTY, AMC EXPIRED). @default warrantyLabels */
  statusLabels?: Partial<typeof warrantyLabels>;
  /** Wording of an active AMC per tier (BASE AMC … PLATINUM AMC). @default activeAmcLabels */
  activeLabels?: Partial<Record<AmcTier, string>>;
  /** Wording of an active AMC whose tier is unknown. @default 'AMC ACTIVE' */
  activeFallbackLabel?: string;
};

const icons = { success: CheckCircleIcon, warning: WarningIcon, danger: ErrorIcon };

/** A device's warranty or AMC status, with an icon so the meaning never rests on colour alone. */
export function WarrantyLabel({
  status,
  tier,
  statusLabels = {},
  activeLabels = {},
  activeFallbackLabel = ACTIVE_AMC_FALLBACK_LABEL,
  ...rest
}: WarrantyLabelProps) {
  const tone = warrantyTones[status];
  const Icon = icons[tone];
  return (
    <WarrantyLabelRoot data-status={status} data-tone={tone} {...rest} {...identity('WarrantyLabel')}>
      <Icon />
      {warrantyLabel(status, tier, { statusLabels, activeLabels, activeFallbackLabel })}
    </WarrantyLabelRoot>
  );
}
