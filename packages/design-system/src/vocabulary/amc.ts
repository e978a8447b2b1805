// The AMC words the components show. The design system imports nothing of ours,
// so these codes are its own vocabulary; they match the wire contract's codes one to one.

export const amcTiers = ['VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP'] as const;
/** An AMC plan tier code. */
export type AmcTier = (typeof amcTiers)[number];

/** How a tier is named to a customer (VALUE is sold as Base). */
export const tierLabels: Record<AmcTier, string> = {
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
export const warrantyLabels: Record<Exclude<WarrantyStatus, 'IC'>, string> = {
  IW: 'IN WARRANTY',
  OW: 'OUT OF WARRANTY',
  OC: 'AMC EXPIRED',
};

/** The label of an active AMC (IC), by tier. */
export const activeAmcLabels: Record<AmcTier, string> = {
  VALUE: 'BASE AMC',
  SILVER: 'SILVER AMC',
  GOLD: 'GOLD AMC',
  PLATINUM: 'PLATINUM AMC',
  COMP: 'COMPREHENSIVE AMC',
};

export const technologies = ['UV', 'RO'] as const;
/** Purification technology of a water purifier. */
export type Technology = (typeof technologies)[number];
