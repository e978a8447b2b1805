// The AMC words the components show. The design system imports nothing of ours,
// so these codes are its own vocabulary; they match the wire contract's codes one to one.

import { everyOf } from './everyOf.ts';

export const amcTiers = everyOf<AmcTier>()(['VALUE', 'SILVER', 'GOLD', 'PLATINUM', 'COMP']);
/** An AMC plan tier code. */
export type AmcTier = 'VALUE' | 'SILVER' | 'GOLD' | 'PLATINUM' | 'COMP';

/** How a tier is named to a customer (VALUE is sold as Base). */
export const tierLabels: Record<AmcTier, string> = {
  VALUE: 'Base',
  SILVER: 'Silver',
  GOLD: 'Gold',
  PLATINUM: 'Platinum',
  COMP: 'Comprehensive',
};

export const warrantyStatuses = everyOf<WarrantyStatus>()(['IC', 'OC', 'IW', 'OW']);
/** Cover of a device: IC in contract (AMC active), OC AMC expired, IW in warranty, OW out of warranty. */
export type WarrantyStatus = 'IC' | 'OC' | 'IW' | 'OW';

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

export const technologies = everyOf<Technology>()(['UV', 'RO']);
/** Purification technology of a water purifier. */
export type Technology = 'UV' | 'RO';
