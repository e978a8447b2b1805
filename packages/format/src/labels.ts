// AMC tier and warranty codes and the words customers read for them (spec §3 and §9).

/** An AMC plan tier code (written out, so props tables can show its values). */
export type AmcTier = 'VALUE' | 'SILVER' | 'GOLD' | 'PLATINUM' | 'COMP';
/** Every tier, in the order plans are compared (the labels below are checked to cover each). */
export const amcTiers = ['VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP'] as const satisfies readonly AmcTier[];

/** How a tier is named to a customer: VALUE is sold as Base, COMP as Comprehensive. */
export const tierLabels: Readonly<Record<AmcTier, string>> = {
  VALUE: 'Base',
  SILVER: 'Silver',
  GOLD: 'Gold',
  PLATINUM: 'Platinum',
  COMP: 'Comprehensive',
};

/** Cover of a device: IC in contract (AMC active), OC AMC expired, IW in warranty, OW out of warranty. */
export type WarrantyStatus = 'IC' | 'OC' | 'IW' | 'OW';
export const warrantyStatuses = ['IC', 'OC', 'IW', 'OW'] as const satisfies readonly WarrantyStatus[];

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
