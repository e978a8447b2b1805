// The device pages (§2): one device, the plans offered for it and a plan's durations. Each names
// its device in the address, so a reload or a shared link opens the same one.
import type { Tier } from '@nirmal/domain/contract';

const device = (assetId: string) => `id=${encodeURIComponent(assetId)}`;

export const devicePath = (assetId: string) => `/amc/my-device?${device(assetId)}`;
export const plansPath = (assetId: string) => `/amc-plans/?${device(assetId)}`;
export const durationPath = (assetId: string, tier: Tier) =>
  `/amc/select-duration?${device(assetId)}&tier=${encodeURIComponent(tier)}`;
export const PLANS_PATH = '/amc-plans/';
export const SERVICE_PLANS_PATH = '/amc-service-plans';
export const SELECT_DURATION_PATH = '/amc/select-duration';
/** Where a customer without a device finds one: a water purifier bought there becomes theirs once paid. */
export const SHOP_PURIFIERS_PATH = '/c/water-purifiers';
