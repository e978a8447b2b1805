import { AMC_MESSAGES, planCovers, planTerm } from '@nirmal/domain/contract';
import type {
  Agreement,
  AmcData,
  Asset,
  AssetLocation,
  PlanPrice,
  SavingPromo,
  Tier,
} from '@nirmal/domain/contract';
import { formatInrFromPaise, tierLabels } from '@nirmal/format';
import type { Queryable } from '../../db/database.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findAsset, installedAddress } from '../../modules/assets/queries.ts';
import { serviceAt } from '../../modules/catalogue/pincodes.ts';
import { planOptions, planPrice, savingEstimate } from '../../modules/plans/queries.ts';

// What one of the customer's devices shows about its care: the plans it can have and their
// prices (assets, plans), its agreement, where it is installed and whether we service there
// (assets, catalogue), and what a plan would save (plans). Another
// customer's device answers 404 exactly as a missing one.

export const deviceUnknown = () => notFound(AMC_MESSAGES.deviceUnknown);
export const rentalRefused = () => new ApiError(409, 'RENTAL_DEVICE', AMC_MESSAGES.rental);

export async function ownDevice(
  db: Queryable,
  customerId: string,
  assetId: string,
  today: string,
): Promise<Asset> {
  const asset = await findAsset(db, customerId, assetId, today);
  if (!asset) throw deviceUnknown();
  return asset;
}

/** A plan bought today renews the running one (starting after it), or starts today. */
const purposeOf = (asset: Asset, today: string) =>
  asset.currentPlan !== null && asset.currentPlan.endDate >= today ? 'renew' : 'buy';

export async function planOffer(
  db: Queryable,
  customerId: string,
  assetId: string,
  today: string,
): Promise<AmcData> {
  const asset = await ownDevice(db, customerId, assetId, today);
  const { startDate } = planTerm({ currentEndDate: asset.currentPlan?.endDate ?? null, today, years: 1 });
  return {
    assetId: asset.id,
    deviceName: asset.name,
    technology: asset.technology,
    planStatus: asset.planStatus,
    purpose: purposeOf(asset, today),
    startDate,
    plans: asset.isRental ? [] : await planOptions(db, asset.technology),
  };
}

export async function agreementOf(
  db: Queryable,
  customerId: string,
  assetId: string,
  today: string,
): Promise<Agreement> {
  const asset = await ownDevice(db, customerId, assetId, today);
  return {
    assetId: asset.id,
    accountId: asset.accountId,
    agreementId: asset.agreementId,
    tier: asset.currentPlan?.tier ?? null,
    startDate: asset.currentPlan?.startDate ?? null,
    endDate: asset.currentPlan?.endDate ?? null,
    planStatus: asset.planStatus,
  };
}

/** A tier for the device priced for each duration; a rented device has no plan to price. */
export async function priceOfPlan(
  db: Queryable,
  customerId: string,
  request: { assetId: string; tier: Tier },
  today: string,
): Promise<PlanPrice> {
  const asset = await ownDevice(db, customerId, request.assetId, today);
  if (asset.isRental) throw rentalRefused();
  const price = await planPrice(db, asset, request.tier, today);
  if (!price) throw new ApiError(400, 'INVALID_REQUEST', AMC_MESSAGES.tier);
  return price;
}

export const NO_ADDRESS_MESSAGE =
  'We do not have the address where this device is installed. Call us and we will add it.';

export async function deviceLocation(
  db: Queryable,
  customerId: string,
  assetId: string,
  today: string,
): Promise<AssetLocation> {
  const asset = await ownDevice(db, customerId, assetId, today);
  const installed = await installedAddress(db, customerId, asset.id);
  if (!installed) throw notFound(NO_ADDRESS_MESSAGE);
  const served = await serviceAt(db, installed.address.postal_code);
  return { ...installed, serviceable: served?.serviceAvailable ?? false };
}

/**
 * What the recommended plan would save on the device in a year; null for a device a plan covers
 * already (its own, or its rent's), or when the plan saves nothing.
 */
export async function savingPromo(
  db: Queryable,
  customerId: string,
  assetId: string,
  today: string,
): Promise<SavingPromo> {
  const asset = await ownDevice(db, customerId, assetId, today);
  if (planCovers(asset.planStatus.state)) return null;
  const estimate = await savingEstimate(db, asset.technology);
  if (!estimate) return null;
  const savingPaise = estimate.withoutPlanPaise - estimate.planPricePaise;
  if (savingPaise <= 0) return null;
  const tier = tierLabels[estimate.tier];
  const visits = `${estimate.visits} service visits`;
  const filters =
    estimate.filterSets === 0
      ? ''
      : estimate.filterSets === 1
        ? ' and a set of filters'
        : ` and ${estimate.filterSets} sets of filters`;
  return {
    tier: estimate.tier,
    title: `Save ${formatInrFromPaise(savingPaise)} a year with the ${tier} plan`,
    message: `Without a plan, ${visits}${filters} cost ${formatInrFromPaise(estimate.withoutPlanPaise)} a year. The ${tier} plan includes them for ${formatInrFromPaise(estimate.planPricePaise)}.`,
    withoutPlanPaise: estimate.withoutPlanPaise,
    planPricePaise: estimate.planPricePaise,
    savingPaise,
  };
}
