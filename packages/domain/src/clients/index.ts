import type { HttpClient } from '../http/http-client.ts';
import { createAddressesClient } from './addresses.ts';
import { createAirQualityClient } from './air-quality.ts';
import { createAmcClient } from './amc.ts';
import { createAssetsClient } from './assets.ts';
import { createCartClient } from './cart.ts';
import { createCatalogueClient } from './catalogue.ts';
import { createChatClient } from './chat.ts';
import { createCheckoutClient } from './checkout.ts';
import { createContentClient } from './content.ts';
import { createCouponsClient } from './coupons.ts';
import { createDemoClient } from './demo.ts';
import { createEnvClient } from './env.ts';
import { createFlagsClient } from './flags.ts';
import { createLocationClient } from './location.ts';
import { createOrdersClient } from './orders.ts';
import { createOtpClient } from './otp.ts';
import { createPaymentsClient } from './payments.ts';
import { createProfileClient } from './profile.ts';
import { createReviewsClient } from './reviews.ts';
import { createSaleAssistClient } from './sale-assist.ts';
import { createServiceClient } from './service.ts';
import { createSessionClient } from './session.ts';
import { createCallCentreClient } from './call-centre.ts';
import { createPaymentLinksClient } from './payment-links.ts';
import { createStaffClient } from './staff.ts';

/** Every area's client over one HTTP core. */
export function createClients(http: HttpClient) {
  return {
    otp: createOtpClient(http),
    session: createSessionClient(http),
    profile: createProfileClient(http),
    content: createContentClient(http),
    flags: createFlagsClient(http),
    env: createEnvClient(http),
    location: createLocationClient(http),
    assets: createAssetsClient(http),
    amc: createAmcClient(http),
    service: createServiceClient(http),
    demo: createDemoClient(http),
    catalogue: createCatalogueClient(http),
    cart: createCartClient(http),
    coupons: createCouponsClient(http),
    addresses: createAddressesClient(http),
    checkout: createCheckoutClient(http),
    orders: createOrdersClient(http),
    payments: createPaymentsClient(http),
    reviews: createReviewsClient(http),
    saleAssist: createSaleAssistClient(http),
    airQuality: createAirQualityClient(http),
    chat: createChatClient(http),
    staff: createStaffClient(http),
    callCentre: createCallCentreClient(http),
    paymentLinks: createPaymentLinksClient(http),
  };
}

export type Clients = ReturnType<typeof createClients>;
