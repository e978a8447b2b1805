import type { Tier, WarrantyStatus } from '../contract/index.ts';

/** How a plan tier is shown to customers (§3, §9). */
export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  VALUE: 'Base',
  SILVER: 'Silver',
  GOLD: 'Gold',
  PLATINUM: 'Platinum',
  COMP: 'Comprehensive',
};

export function tierLabel(tier: Tier): string {
  return TIER_LABELS[tier];
}

/** The plan as a warranty label: BASE AMC, SILVER AMC, … (§9). */
export function tierAmcLabel(tier: Tier): string {
  return `${TIER_LABELS[tier].toUpperCase()} AMC`;
}

export const WARRANTY_LABELS: Readonly<Record<Exclude<WarrantyStatus, 'IC'>, string>> = {
  IW: 'IN WARRANTY',
  OW: 'OUT OF WARRANTY',
  OC: 'AMC EXPIRED',
};

/** Shown for a device under an AMC whose plan the server did not name. */
export const ACTIVE_AMC_LABEL = 'AMC ACTIVE';

/** A device's warranty label; under an AMC (IC) it is the plan's label, such as GOLD AMC. */
export function warrantyLabel(status: WarrantyStatus, tier: Tier | null): string {
  if (status !== 'IC') return WARRANTY_LABELS[status];
  return tier ? tierAmcLabel(tier) : ACTIVE_AMC_LABEL;
}
