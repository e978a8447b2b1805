// @nirmal/format: the formatting and codes the design system and the domain both show. It
// imports nothing, so every package may depend on it.
export { UNKNOWN_AMOUNT, formatCount, formatInr, formatInrFromPaise, rupeesFromPaise } from './inr.ts';
export { formatDate, formatDateTime } from './date.ts';
export { discountPercent } from './discount.ts';
export {
  isValidPincode,
  normalisePincode,
  pincodeLength,
  pincodePattern,
  toPincodeDigits,
} from './pincode.ts';
export {
  MOBILE_PREFIX,
  formatInternationalMobile,
  formatMobile,
  isValidMobile,
  normaliseMobile,
  parseMobile,
  telHref,
  toInternationalMobile,
  type MobileProblem,
  type ParsedMobile,
} from './mobile.ts';
export {
  ACTIVE_AMC_FALLBACK_LABEL,
  activeAmcLabels,
  amcTiers,
  tierLabels,
  warrantyLabel,
  warrantyLabels,
  warrantyStatuses,
  type AmcTier,
  type WarrantyStatus,
} from './labels.ts';
export {
  serviceRequestStatusLabels,
  serviceRequestStatuses,
  serviceStatusLabel,
  serviceTypeLabels,
  serviceTypes,
  type ServiceRequestStatus,
  type ServiceType,
} from './service.ts';
export { formatSlotTime } from './slot.ts';
export {
  couponCodeProblem,
  couponLimits,
  normaliseCouponCode,
  paymentProviderLabels,
  paymentProviders,
  promotionCodes,
  promotionLabels,
  stockLabels,
  stockStatuses,
  type CouponCodeProblem,
  type PaymentProvider,
  type PromotionCode,
  type StockStatus,
} from './commerce.ts';
export { paymentLinkStatusLabels, paymentLinkStatuses, type PaymentLinkStatus } from './payment-links.ts';
export {
  maskMobileForStaff,
  staffActionLabels,
  staffActions,
  staffRoleLabels,
  staffRoles,
  type StaffAction,
  type StaffRole,
} from './staff.ts';
export {
  addressFieldLimits,
  gstStateCodes,
  indianStateNames,
  isIndianState,
  pincodeStateMessage,
  stateFitsPincode,
  statesOfPincode,
  type IndianStateName,
} from './states.ts';
export {
  emailMaxLength,
  fullNameMaxLength,
  isValidEmail,
  isValidPersonName,
  personNameMaxLength,
} from './person.ts';
export {
  acceptRequestId,
  logLine,
  redactSecrets,
  REQUEST_ID_HEADER,
  REQUEST_ID_SPAN_ATTRIBUTE,
  type LogFields,
  type LogLevel,
} from './log.ts';
