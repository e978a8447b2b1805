// The codes and words the components show. AMC tiers, warranty statuses, service types and
// request statuses are shared with the domain, so they come from @nirmal/format; the rest is the
// design system's own vocabulary.
export {
  activeAmcLabels,
  amcTiers,
  serviceRequestStatusLabels,
  serviceRequestStatuses,
  serviceStatusLabel,
  serviceTypeLabels,
  serviceTypes,
  tierLabels,
  warrantyLabels,
  warrantyStatuses,
  type AmcTier,
  type ServiceRequestStatus,
  type ServiceType,
  type WarrantyStatus,
} from '@nirmal/format';
export * from './aqi.ts';
export * from './commerce.ts';
export * from './promotions.ts';
export * from './service.ts';
export * from './stock.ts';
export * from './technology.ts';
