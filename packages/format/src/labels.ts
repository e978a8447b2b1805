// AMC tier and warranty codes and the words customers read for them (spec §3 and §9).

export const amcTiers = ['VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP'] as const;
/** An AMC plan tier code. */
export type AmcTier = (typeof amcTiers)[number];

/** How a tier is named to a customer: VALUE is sold as Base, COMP as Comprehensive. */
export const tierLabels: Readonly<Record<AmcTier, string>> = {
  VALUE: 'Base',
  SILVER: 'Silver',
  GOLD: 'Gold',
  PLATINUM: 'Platinum',
  COMP: 'Comprehensive',
};

export const warrantyStatuses = ['IC', 'OC', 'IW', 'OW'] as const;
/** Cover of a device: IC in contract (AMC active), OC AMC expired, IW in warranty, OW out of warranty. */
export type WarrantyStatus = (typeof warrantyStatuses)[number];

/** The label of every status but IC, which is named after its plan's tier. */
export const warrantyLabels: Readonly<Record<Exclude<WarrantyStatus, 'IC'>, string>> = {
  IW: 'IN WARRANTY',
  OW: 'OUT OF WARRANTY',
  OC: 'AMC EXPIRED',
};

/** The label of an active AMC (IC), by tier: BASE AMC … COMPREHENSIVE AMC. */
export const activeAmcLabels = Object.fromEntries(
  amcTiers.map((tier) => [tier, `${tierLabels[tier].toUpperCase()} AMC`]),
) as Readonly<Record<AmcTier, string>>;

/** The label of an active AMC whose plan is not known. */
export const ACTIVE_AMC_FALLBACK_LABEL = 'AMC ACTIVE';

/** A device's warranty label; under an AMC (IC) it is the plan's label, such as GOLD AMC. */
export function warrantyLabel(status: WarrantyStatus, tier: AmcTier | null | undefined): string {
  if (status !== 'IC') return warrantyLabels[status];
  return tier ? activeAmcLabels[tier] : ACTIVE_AMC_FALLBACK_LABEL;
}
