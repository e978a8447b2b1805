import { bookDemoFlow } from '../flows/book-demo/index.ts';
import { cartPricingFlow } from '../flows/cart-pricing/index.ts';
import { callCentreFlow } from '../flows/call-centre/index.ts';
import { checkoutFlow } from '../flows/checkout/index.ts';
import { deviceCareFlow } from '../flows/device-care/index.ts';
import { orderPaymentFlow } from '../flows/order-payment/index.ts';
import { paymentLinksFlow } from '../flows/payment-links/index.ts';
import { planCheckoutFlow } from '../flows/plan-checkout/index.ts';
import { productOffersFlow } from '../flows/product-offers/index.ts';
import { productReviewsFlow } from '../flows/product-reviews/index.ts';
import { serviceVisitsFlow } from '../flows/service-visits/index.ts';
import { signInFlow } from '../flows/sign-in/index.ts';
import { staffSignInFlow } from '../flows/staff-sign-in/index.ts';
import { accountModule } from './account/index.ts';
import { addressesModule } from './addresses/index.ts';
import { airQualityModule } from './air-quality/index.ts';
import { assetsModule } from './assets/index.ts';
import { auditModule } from './audit/index.ts';
import { cartModule } from './cart/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { chatModule } from './chat/index.ts';
import { contentModule } from './content/index.ts';
import { couponsModule } from './coupons/index.ts';
import { demosModule } from './demos/index.ts';
import { featuresModule } from './features/index.ts';
import { locationModule } from './location/index.ts';
import type { Module } from './module.ts';
import { otpModule } from './otp/index.ts';
import { ordersModule } from './orders/index.ts';
import { paymentLinksModule } from './payment-links/index.ts';
import { paymentsModule } from './payments/index.ts';
import { plansModule } from './plans/index.ts';
import { reviewsModule } from './reviews/index.ts';
import { saleAssistModule } from './sale-assist/index.ts';
import { serviceModule } from './service/index.ts';
import { staffModule } from './staff/index.ts';

/** Every business area and flow of commerce-api; they are seeded in this order. */
export const modules: readonly Module[] = [
  accountModule,
  otpModule,
  assetsModule,
  plansModule,
  serviceModule,
  featuresModule,
  contentModule,
  catalogueModule,
  cartModule,
  couponsModule,
  addressesModule,
  ordersModule,
  paymentsModule,
  paymentLinksModule,
  locationModule,
  demosModule,
  reviewsModule,
  saleAssistModule,
  airQualityModule,
  chatModule,
  staffModule,
  auditModule,
  cartPricingFlow,
  signInFlow,
  checkoutFlow,
  bookDemoFlow,
  deviceCareFlow,
  planCheckoutFlow,
  orderPaymentFlow,
  productReviewsFlow,
  productOffersFlow,
  serviceVisitsFlow,
  staffSignInFlow,
  callCentreFlow,
  paymentLinksFlow,
];
