export {
  activeAmcLabels,
  amcTiers,
  technologies,
  tierLabels,
  warrantyLabels,
  warrantyStatuses,
  type AmcTier,
  type Technology,
  type WarrantyStatus,
} from './amc.ts';
export * from './aqi.ts';
export * from './commerce.ts';
export * from './promotions.ts';
export * from './service.ts';
export * from './stock.ts';
export * from './technology.ts';
