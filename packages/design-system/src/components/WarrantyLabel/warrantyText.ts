import {
  activeAmcLabels,
  warrantyLabels,
  type AmcTier,
  type WarrantyStatus,
} from '../../vocabulary/index.ts';

export type WarrantyTone = 'success' | 'warning' | 'danger';

/** Covered devices read as good news; an expired AMC as the one to act on. */
export const warrantyTones: Record<WarrantyStatus, WarrantyTone> = {
  IC: 'success',
  IW: 'success',
  OW: 'warning',
  OC: 'danger',
};

export type WarrantyWording = {
  statusLabels: Partial<typeof warrantyLabels>;
  activeLabels: Partial<Record<AmcTier, string>>;
  activeFallbackLabel: string;
};

/** IW, OW and OC have fixed labels; IC (AMC active) is named after its tier, e.g. GOLD AMC. */
export function warrantyLabel(
  status: WarrantyStatus,
  tier: AmcTier | null | undefined,
  wording: WarrantyWording,
) {
  if (status !== 'IC') return wording.statusLabels[status] ?? warrantyLabels[status];
  if (!tier) return wording.activeFallbackLabel;
  return wording.activeLabels[tier] ?? activeAmcLabels[tier];
}
