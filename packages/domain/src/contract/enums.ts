import { amcTiers, warrantyStatuses } from '@nirmal/format';
import * as z from 'zod/mini';

/** AMC plan tiers (§3); their codes and the words customers read live in @nirmal/format. */
export const TIERS = amcTiers;
export const tierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof tierSchema>;

/** Warranty status of a device (§3): IC under an AMC, OC AMC expired, IW in warranty, OW out of warranty. */
export const WARRANTY_STATUSES = warrantyStatuses;
export const warrantyStatusSchema = z.enum(WARRANTY_STATUSES);
export type WarrantyStatus = z.infer<typeof warrantyStatusSchema>;

export const TECHNOLOGIES = ['UV', 'RO'] as const;
export const technologySchema = z.enum(TECHNOLOGIES);
export type Technology = z.infer<typeof technologySchema>;

/** Value of the client-type header: the browser storefront or the mobile app's embedded webview. */
export const CLIENT_TYPES = ['web', 'flutter-web-view'] as const;
export const clientTypeSchema = z.enum(CLIENT_TYPES);
export type ClientType = z.infer<typeof clientTypeSchema>;
