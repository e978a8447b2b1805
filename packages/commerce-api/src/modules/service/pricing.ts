import { planCovers } from '@nirmal/domain/contract';
import type { Asset, BookableServiceType, ServiceCoverage, Tier } from '@nirmal/domain/contract';

// What a service visit costs, as plain rules. A device in the maker's warranty has its visits and
// parts free; one under a plan (a rented device's rent includes one) has what its tier's benefits
// include free (labour on repairs, its preventive visits while some are left, the parts its tier
// covers, a share off other parts); anything else is charged at the service's list prices.
// Moving a device (uninstall, reinstall) is never covered.

/** What covers a device's visits today: its warranty, its plan's tier, or nothing. */
export type Cover = { kind: 'WARRANTY' } | { kind: 'PLAN'; tier: Tier } | null;

/** One tier's benefits, by benefit id: included (true), not (false), or words ("10% off", "Free", "Charged"). */
export type TierBenefits = Readonly<Record<string, boolean | string>>;

/** The part a repair replaces, named as the plans' benefit that covers it. */
export type RepairPart = 'filters' | 'electrical_parts' | 'ro_membrane' | 'spare_parts' | 'labour';

export function coverOf(
  asset: Pick<Asset, 'expiryStatus' | 'currentPlan' | 'planStatus' | 'isRental'>,
): Cover {
  if (asset.expiryStatus.status === 'IW') return { kind: 'WARRANTY' };
  if (asset.currentPlan && planCovers(asset.planStatus.state)) {
    return { kind: 'PLAN', tier: asset.currentPlan.tier };
  }
  return null;
}

export interface VisitPrice {
  coverage: ServiceCoverage | null;
  /** Null when the visit is free. */
  pricePaise: number | null;
}

/** The visit's own charge for a kind of visit. */
export function visitPrice(request: {
  serviceType: BookableServiceType;
  cover: Cover;
  benefits: TierBenefits;
  /** The list price of this kind of visit for the device's technology. */
  chargePaise: number;
  /** Free periodic services left under the cover. */
  freeServicesLeft: number;
}): VisitPrice {
  const { serviceType, cover, benefits, chargePaise, freeServicesLeft } = request;
  const charged = { coverage: null, pricePaise: chargePaise };
  if (cover === null || serviceType === 'UNINSTALL' || serviceType === 'REINSTALL') return charged;
  const free = { coverage: cover.kind, pricePaise: null };
  if (serviceType === 'PERIODIC_SERVICE') return freeServicesLeft > 0 ? free : charged;
  return cover.kind === 'WARRANTY' || benefits['labour'] === true ? free : charged;
}

const PERCENT_OFF = /^(\d{1,2})% off$/;

/** A repair's price for this device: free when its cover includes the part, else its list price less any share off. */
export function repairPrice(
  repair: { part: RepairPart; pricePaise: number },
  cover: Cover,
  benefits: TierBenefits,
): number {
  if (cover?.kind === 'WARRANTY') return 0;
  if (cover === null) return repair.pricePaise;
  if (benefits[repair.part] === true) return 0;
  const otherParts = benefits['spare_parts'];
  if (otherParts === 'Free' || otherParts === true) return 0;
  const percent = typeof otherParts === 'string' ? PERCENT_OFF.exec(otherParts)?.[1] : undefined;
  if (percent === undefined) return repair.pricePaise;
  // Rounded to whole rupees, as prices are shown.
  return Math.round((repair.pricePaise * (100 - Number(percent))) / 100 / 100) * 100;
}

/** Free periodic services a year under the maker's warranty. */
export const WARRANTY_FREE_SERVICES = 2;

/** The free periodic services of a cover: how many its year includes and how many are left. */
export function freeServices(cover: Cover, preventiveVisits: number, used: number) {
  const included = cover === null ? 0 : cover.kind === 'WARRANTY' ? WARRANTY_FREE_SERVICES : preventiveVisits;
  return { included, used: Math.min(used, included), remaining: Math.max(0, included - used) };
}
