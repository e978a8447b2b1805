// @nirmal/domain: the HTTP core, a client per area, the MobX stores and the business rules.
// The wire contract has its own entry point, `@nirmal/domain/contract`.

export { createHttpClient } from './http/http-client.ts';
export type {
  FailureKind,
  HttpAnswer,
  HttpClient,
  HttpConfig,
  HttpMethod,
  RequestOptions,
} from './http/http-client.ts';
export {
  ApiCallError,
  ContentError,
  InvalidAnswerError,
  ProductError,
  SOMETHING_WENT_WRONG,
  UNREACHABLE_MESSAGE,
} from './http/errors.ts';
export { safeRedirectTarget } from './http/redirect.ts';
export { DEVICES_PATH, LOGIN_PATH } from './http/customer-paths.ts';
export {
  PROTECTED_PATH_PREFIXES,
  handleUnauthorized,
  isProtectedPath,
  loginPathFor,
} from './http/unauthorized.ts';
export type { UnauthorizedContext } from './http/unauthorized.ts';

export { createClients } from './clients/index.ts';
export type { Clients } from './clients/index.ts';
export { createAddressesClient } from './clients/addresses.ts';
export type { AddressesClient } from './clients/addresses.ts';
export { createAssetsClient } from './clients/assets.ts';
export type { AssetsClient } from './clients/assets.ts';
export { createAmcClient } from './clients/amc.ts';
export type { AmcClient } from './clients/amc.ts';
export { createServiceClient } from './clients/service.ts';
export type { ServiceClient, SlotCalendarFor } from './clients/service.ts';
export { createCartClient } from './clients/cart.ts';
export type { CartClient } from './clients/cart.ts';
export { createCatalogueClient } from './clients/catalogue.ts';
export type { CatalogueClient, ListingRequest, SearchRequest } from './clients/catalogue.ts';
export { createCouponsClient } from './clients/coupons.ts';
export type { CouponsClient } from './clients/coupons.ts';
export { createCheckoutClient } from './clients/checkout.ts';
export type { CheckoutClient } from './clients/checkout.ts';
export { createOrdersClient } from './clients/orders.ts';
export type { OrdersClient } from './clients/orders.ts';
export { createStaffClient } from './clients/staff.ts';
export type { StaffClient } from './clients/staff.ts';
export { createCallCentreClient } from './clients/call-centre.ts';
export type { CallCentreClient } from './clients/call-centre.ts';
export { createPaymentLinksClient } from './clients/payment-links.ts';
export type { PaymentLinksClient } from './clients/payment-links.ts';
export { contentBlocks, createContentClient, iconUrl } from './clients/content.ts';
export type {
  BlogPostContent,
  ContentBlock,
  ContentClient,
  ContentPageContent,
  ContentTextRun,
  ContentIconLink,
  ContentLink,
  Footer,
  FooterColumn,
  Header,
  HomeContent,
  HomeOffer,
  StoreContent,
} from './clients/content.ts';
export { createFlagsClient } from './clients/flags.ts';
export type { FlagsClient } from './clients/flags.ts';
export { createEnvClient } from './clients/env.ts';
export type { EnvClient } from './clients/env.ts';
export { createLocationClient, locationFromHeaders } from './clients/location.ts';
export type { LocationClient, PublicLocation } from './clients/location.ts';
export { createDemoClient } from './clients/demo.ts';
export type { DemoClient } from './clients/demo.ts';
export { createSaleAssistClient } from './clients/sale-assist.ts';
export { createChatClient } from './clients/chat.ts';
export type { ChatClient } from './clients/chat.ts';
export { createAirQualityClient } from './clients/air-quality.ts';
export type { AirQualityClient } from './clients/air-quality.ts';
export type { SaleAssistClient } from './clients/sale-assist.ts';
export { createOtpClient } from './clients/otp.ts';
export type { OtpClient } from './clients/otp.ts';
export { createPaymentsClient } from './clients/payments.ts';
export type { PaymentsClient } from './clients/payments.ts';
export { createProfileClient } from './clients/profile.ts';
export type { ProfileClient } from './clients/profile.ts';
export { createReviewsClient } from './clients/reviews.ts';
export type { ReviewsClient } from './clients/reviews.ts';
export { createSessionClient } from './clients/session.ts';
export type { DevSessionRequest, SessionClient } from './clients/session.ts';

// Formatting and labels live in @nirmal/format; these are the names the domain has always exported.
export {
  ACTIVE_AMC_FALLBACK_LABEL as ACTIVE_AMC_LABEL,
  MOBILE_PREFIX as PHONE_PREFIX,
  formatInr,
  formatInrFromPaise,
  formatInternationalMobile as formatPhone,
  tierLabels as TIER_LABELS,
  toInternationalMobile,
  warrantyLabel,
  rupeesFromPaise,
  warrantyLabels as WARRANTY_LABELS,
} from '@nirmal/format';
export {
  CART_NOT_LOADED_ON,
  CART_PATH,
  CHECKOUT_PATH,
  cartDataByMaterialId,
  cartProblemMessage,
  isEmptyCart,
  productLines,
  shouldLoadCart,
} from './rules/cart.ts';
export type { CartLoadContext, ProductCartData } from './rules/cart.ts';
export { checkoutChangeMessage } from './rules/checkout.ts';
export {
  ORDER_STATUS_NAMES,
  indiaDay,
  orderStatusName,
  orderTimeline,
  timelineLabelOf,
} from './rules/order-timeline.ts';
export type { OrderTimeline, OrderTimelineStep, TimelineOrder } from './rules/order-timeline.ts';
export { purchaseLimit } from './rules/purchase-limit.ts';
export type { PurchaseLimit, StockState } from './rules/purchase-limit.ts';
export { ACCOUNT_PATH, fullName, primaryPhone } from './rules/profile.ts';
export { MAX_SECONDARY_USERS } from './contract/profile-limits.ts';
export { recentSearches, recentlyViewed } from './rules/recent-lists.ts';
export type { ViewedProduct } from './rules/recent-lists.ts';
export { addressFromPlace, formatLocation, parseLocation } from './rules/location.ts';
export type { AddressFromPlace } from './rules/location.ts';
export { readDemoDetails } from './rules/demo.ts';
export type { DemoDetails, DemoDetailsProblems } from './rules/demo.ts';
export { GEOLOCATION_MESSAGES, geolocationFailure, geolocationMessage } from './rules/geolocation.ts';
export type { GeolocationFailure } from './rules/geolocation.ts';
export { safeContentHref, safeImageUrl } from './rules/content-urls.ts';
export { floatingActionsVisibility } from './rules/floating-actions.ts';
export {
  AGENT_PAGE_PATHS,
  CALL_CENTRE_AGENT_PATH,
  CRO_AGENT_PATH,
  LOOKUP_INPUT_MESSAGE,
  agentPagePaths,
  parseCustomerLookup,
} from './rules/agent-pages.ts';
export type { ParsedCustomerLookup } from './rules/agent-pages.ts';
export type { FloatingActionsContext, FloatingActionsVisibility } from './rules/floating-actions.ts';
export { directionsUrl, storeFinderQuery, storePath } from './rules/stores.ts';
export { airQualityBarCity } from './rules/air-quality.ts';
export {
  DEFAULT_ASSET_STATUS,
  addedToCartEvent,
  analyticsPageType,
  directEventName,
  markSentOnce,
  paidOrderEvent,
  readConsent,
  serviceBookedEvent,
} from './rules/analytics.ts';
export type { AnalyticsConsent, AnalyticsPageType, DataLayerEvent } from './rules/analytics.ts';
export { landingSource, startEngagement } from './rules/engagement.ts';
export type { EngagementStart, EngagementTracker, SavedSourceStorage } from './rules/engagement.ts';
export type { AirQualityBarContext } from './rules/air-quality.ts';
export {
  CART_ID_COOKIE,
  ANALYTICS_CONSENT_COOKIE,
  ANALYTICS_CONSENT_MAX_AGE_SECONDS,
  CLIENT_COOKIE,
  DEFAULT_COOKIE_MAX_AGE_MS,
  FLUTTER_CLIENT_COOKIE_VALUE,
  LOCAL_STORAGE_KEYS,
  ONE_DAY_MS,
  SESSION_STORAGE_KEYS,
  SIGN_OUT_CLEARS,
  clearSignedInStorage,
} from './rules/storage.ts';
export type { SignedInStorage } from './rules/storage.ts';
export { selectDevice, selectedDevice } from './rules/selected-device.ts';
export {
  FIRST_SERVICE_STEP,
  MAP_OPENERS,
  SERVICE_STEPS,
  nextServiceStep,
  parseServiceStep,
  previousServiceStep,
  servicePath,
} from './rules/service-path.ts';
export type { ServicePathInput, ServiceStep } from './rules/service-path.ts';
export type { SelectedDevice } from './rules/selected-device.ts';
export { freeServiceActions } from './rules/free-service.ts';
export { invoiceSupplyHeadings } from './rules/tax-invoice.ts';
export type { InvoiceSupplyHeadings } from './rules/tax-invoice.ts';
export type { FreeServiceAction } from './rules/free-service.ts';

export { ShellStore, SHELL_PANELS } from './stores/shell-store.ts';
export type { LoginState, ShellPanel, ShellSnapshot, ToastState } from './stores/shell-store.ts';
export { ProfileStore } from './stores/profile-store.ts';
export type { PendingProfileChange, ProfileSnapshot } from './stores/profile-store.ts';
export { FlagsStore } from './stores/flags-store.ts';
export type { FlagsSnapshot } from './stores/flags-store.ts';
export { LocationStore } from './stores/location-store.ts';
export type { LocationSnapshot } from './stores/location-store.ts';
export { CartStore } from './stores/cart-store.ts';
export type {
  CartConnection,
  CartIdPort,
  CartSnapshot,
  CartTabMessage,
  CartTabsPort,
} from './stores/cart-store.ts';
export { storageCartTabs } from './stores/cart-tabs.ts';
export { CheckoutStore } from './stores/checkout-store.ts';
export type { CheckoutChoices, CheckoutSnapshot } from './stores/checkout-store.ts';
export type { TabWindow } from './stores/cart-tabs.ts';
export { EMPTY_SERVICE_ADDRESS, ServiceRequestStore } from './stores/service-request-store.ts';
export type {
  ServiceChoice,
  ServiceDeviceFacts,
  ServiceRequestSnapshot,
} from './stores/service-request-store.ts';
export { RootStore, createRootStore } from './stores/root-store.ts';
export type { RootSnapshot, ServiceRequestStoreClass } from './stores/root-store.ts';

export {
  CUSTOMER_SCOPE,
  addressQueries,
  airQualityQueries,
  catalogueQueries,
  contentQueries,
  defineQuery,
  deviceQueries,
  invalidateOrder,
  invalidateServiceRequests,
  invalidateStaffLinks,
  locationQueries,
  orderQueries,
  paymentQueries,
  planQueries,
  removeCustomerQueries,
  removeStaffQueries,
  reviewQueries,
  saleAssistQueries,
  serviceQueries,
  STAFF_SCOPE,
  staffQueries,
} from './queries/index.ts';
export type { DomainQuery, DomainQueryMeta } from './queries/index.ts';
export { forgetCustomer } from './forget-customer.ts';
export type { CustomerHoldings } from './forget-customer.ts';
