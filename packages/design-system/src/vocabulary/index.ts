// The codes and words the components show. AMC tiers, warranty statuses, service types, request
// statuses, staff roles and actions, payment-link statuses, payment providers, promotions, stock
// states, the coupon limits and the states of India are shared with the domain, so they come from
// @nirmal/format; the rest is the design system's own vocabulary.
export {
  activeAmcLabels,
  amcTiers,
  couponLimits,
  indianStateNames as indianStates,
  paymentProviderLabels,
  paymentProviders,
  promotionCodes,
  promotionLabels,
  stockLabels,
  stockStatuses,
  type IndianStateName as IndianState,
  type PaymentProvider,
  type PromotionCode,
  type StockStatus,
  paymentLinkStatusLabels,
  paymentLinkStatuses,
  serviceRequestStatusLabels,
  serviceRequestStatuses,
  serviceStatusLabel,
  serviceTypeLabels,
  serviceTypes,
  staffActionLabels,
  staffActions,
  staffRoleLabels,
  staffRoles,
  tierLabels,
  warrantyLabels,
  warrantyStatuses,
  type AmcTier,
  type PaymentLinkStatus,
  type ServiceRequestStatus,
  type ServiceType,
  type StaffAction,
  type StaffRole,
  type WarrantyStatus,
} from '@nirmal/format';
export * from './aqi.ts';
export * from './commerce.ts';
export * from './promotions.ts';
export * from './service.ts';
export * from './technology.ts';
