import { describe, expect, test } from 'vitest';
import {
  CLIENT_TYPE_HEADER,
  PAYMENT_PROVIDERS,
  PAYMENT_PROVIDER_PATHS,
  buildCallPath,
  cartAnswerSchema,
  controlCharacterMessage,
  errorAnswerSchema,
} from '@nirmal/domain/contract';
import type { AnyCall } from '@nirmal/domain/contract';
import { definedCalls } from './contract-calls.ts';
import { KAVYA, staffSignIn } from './staff-support.ts';
import { ASHA, testApi } from './support.ts';
import type { TestApi } from './support.ts';

type Values = Record<string, unknown>;
type Part = 'params' | 'query' | 'body';
type Request = Partial<Record<Part, Values>>;

const ADDRESS = {
  name: 'Asha Rao',
  phone: ASHA,
  house_number: '12',
  address_name: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
};

/**
 * A request each call accepts (a product line of Asha's cart where one is named), with every string
 * field the call reads; a NUL then goes into each in turn. A call added to the contract needs one.
 */
function requests(cartId: string, lineId: string): Record<string, Request[]> {
  const listing = {
    filter: 'technology:RO',
    minPricePaise: '0',
    maxPricePaise: '9000000',
    pincode: '560001',
  };
  const page = { page: '1', pageSize: '12', sort: 'price_asc' };
  const productIds = 'NRM-101-1,NRM-211-1';
  const order = { orderId: 'ORD1000001' };
  const checkout = { addressId: 'addr_1', assistantCode: 'AB12', promotion: 'bnpl' };
  return {
    'POST /api/public/ecom/v1/otp/send': [{ body: { mobile: ASHA } }],
    'POST /api/public/ecom/v1/otp/verify': [
      { body: { mobile: ASHA, otp: '123456', requestId: 'a-request' } },
    ],
    'GET /api/dev/otp-outbox': [{ query: { mobile: ASHA } }],
    'GET /api/dev/email-outbox': [{ query: { email: 'asha@example.com' } }],
    'GET /api/dev/sms-outbox': [{ query: { mobile: ASHA } }],
    'POST /api/staff/otp/send': [{ body: { mobile: '9000000201' } }],
    'POST /api/staff/otp/verify': [
      { body: { mobile: '9000000201', requestId: 'a-request', code: '123456' } },
    ],
    'GET /api/public/call-centre/asset/': [{ query: { mobile: ASHA } }, { query: { assetId: 'AST-100101' } }],
    'GET /api/public/call-centre/plan-price': [{ query: { assetId: 'AST-100101', tier: 'GOLD' } }],
    'GET /api/public/call-centre/audit': [{ query: { cursor: 'page-2' } }],
    'POST /api/public/call-centre/create-payment-link': [
      {
        body: {
          purpose: 'plan',
          assetId: 'AST-100101',
          tier: 'GOLD',
          years: 2,
          priceVersion: 'v1',
          idempotencyKey: 'link-key-000000001',
        },
      },
      { body: { purpose: 'service', serviceRequestId: 'SR-1', idempotencyKey: 'link-key-000000002' } },
    ],
    'GET /api/public/call-centre/payment-links': [{ query: { cursor: 'page-2' } }],
    'POST /api/public/call-centre/payment-links/:linkId/resend': [{ params: { linkId: 'plink_1' } }],
    'POST /api/public/call-centre/payment-links/:linkId/cancel': [{ params: { linkId: 'plink_1' } }],
    'GET /api/payment-links/:linkId': [{ params: { linkId: 'plink_1' } }],
    'POST /api/public/ecom/v1/otp/verifyLead': [
      { body: { mobile: '9811100001', otp: '123456', requestId: 'a-request' } },
    ],
    'GET /api/location/geocode': [{ query: { address: 'MG Road, Bengaluru' } }],
    'GET /api/location/suggestions': [{ query: { input: 'kora' } }],
    'GET /api/location/places': [{ query: { placeId: 'koramangala-560034' } }],
    'GET /api/location/reverse-geocode': [{ query: { lat: '12.937', lng: '77.626' } }],
    'GET /api/schedule/book-a-demo': [{ query: { pincode: '560034' } }],
    'GET /api/schedule/book-a-demo/:demoId': [{ params: { demoId: 'DM-12345678' } }],
    'POST /api/schedule/book-a-demo': [
      {
        body: {
          name: 'Meera Iyer',
          pincode: '560034',
          productType: 'WATER_PURIFIER',
          date: '2030-01-01',
          slot: '10:00',
          idempotencyKey: 'demo-key-0000000001',
        },
      },
    ],
    'POST /api/session/create': [{ body: { mobile_number: ASHA, time_in_millis: 0, user_agent: 'vitest' } }],
    'GET /api/customer/account/profileV2': [{ query: { d365UserId: 'D365-1' } }],
    'POST /api/customer/account/profile/update-primary-name': [
      { body: { firstName: 'Asha', lastName: 'Verma' } },
    ],
    'POST /api/customer/account/profile/request-change': [
      { body: { kind: 'secondaryUser', name: 'Meera Verma', phone: '9876543210', replaces: '9000000011' } },
      { body: { kind: 'email', email: 'asha@example.com' } },
    ],
    'POST /api/customer/account/profile/verify-create': [{ body: { requestId: 'a-request', otp: '123456' } }],
    'POST /api/customer/account/profile/verify-update': [{ body: { requestId: 'a-request', otp: '123456' } }],
    'POST /api/customer/account/profile/request-delete': [{ body: { phone: '9000000011' } }],
    'GET /cms/header': [{ query: { populate: 'nav.icon' } }],
    'GET /cms/footer': [{ query: { populate: 'socialLinks.icon' } }],
    'GET /cms/static-page/detail': [{ query: { slug: 'about-us' } }],
    'GET /cms/blog/:blogId': [{ params: { blogId: 'ro-or-uv-which-water-purifier' } }],
    'GET /cms/blog': [{ query: { category: 'water' } }],
    'GET /cms/get-efl-locations': [{ query: { city: 'Bengaluru' } }, { query: { pincode: '560034' } }],
    'GET /cms/get-efl-locations/:storeId': [{ params: { storeId: '1' } }],
    'GET /api/public/aqi/': [{ query: { city: 'Delhi' } }],
    'POST /api/public/limechat/cvf-events': [
      {
        body: {
          conversationId: 'chat-0123456789',
          type: 'message_sent',
          path: '/c/water-purifiers',
          message: 'Hi',
        },
      },
    ],
    'POST /api/public/sale-assist/schedule': [
      {
        body: {
          name: 'Meera Iyer',
          mobile: '9845022222',
          interest: 'AIR_PURIFIER',
          date: '2030-01-01',
          slot: '11:00',
        },
      },
    ],
    'GET /api/v1/assets/:id': [{ params: { id: 'AST1000001' } }],
    'GET /api/assets/location/': [{ query: { assetId: 'AST-100101' } }],
    'GET /api/assets/saving-promo': [{ query: { assetId: 'AST-100101' } }],
    'GET /api/amc/amcData': [{ query: { assetId: 'AST-100101' } }],
    'GET /api/benefits': [{ query: { technology: 'RO' } }],
    'GET /api/product/agreementData': [{ query: { assetId: 'AST-100101' } }],
    'GET /api/service-product/price': [{ query: { assetId: 'AST-100101', tier: 'GOLD' } }],
    'POST /api/cart/service-product-checkout': [
      {
        body: {
          assetId: 'AST-100107',
          tier: 'GOLD',
          years: 1,
          provider: 'RAZORPAY',
          priceVersion: 'a-price-version',
          idempotencyKey: 'plan-checkout-key-0001',
        },
      },
    ],
    'GET /api/schedule/getServices': [{ query: { assetId: 'AST-100101' } }],
    'GET /api/schedule/getServiceDetails': [{ query: { serviceRequestID: 'SR-24000103' } }],
    'GET /api/service/service-booking-eligibility': [
      { query: { assetId: 'AST-100101', serviceType: 'REPAIR' } },
    ],
    'GET /api/schedule/slotData': [{ query: { assetId: 'AST-100101' } }, { query: { pincode: '411001' } }],
    'POST /api/schedule/hold': [{ body: { assetId: 'AST-100101', date: '2026-01-05', slot: '10:00' } }],
    'POST /api/schedule/release': [{ body: { holdId: 'HLD-a-hold' } }],
    'POST /api/service/schedule': [
      {
        body: {
          assetId: 'AST-100108',
          serviceType: 'REPAIR',
          defectType: 'LEAKING',
          addnRemarks: 'Under the sink',
          date: '2026-01-05',
          slot: '10:00',
          holdId: 'HLD-a-hold',
          repairs: ['TAP'],
          idempotencyKey: 'service-booking-key-0001',
        },
      },
    ],
    'POST /api/schedule/rescheduleAService': [
      {
        body: {
          serviceRequestID: 'SR-24000103',
          date: '2026-01-05',
          slot: '10:00',
          holdId: 'HLD-a-hold',
          reason: 'OTHER',
        },
      },
    ],
    'POST /api/schedule/ir-reschedule': [
      {
        body: {
          serviceRequestID: 'SR-24000104',
          date: '2026-01-05',
          slot: '10:00',
          holdId: 'HLD-a-hold',
          reason: 'OTHER',
        },
      },
    ],
    'POST /api/schedule/cancelBooking': [{ body: { serviceRequestID: 'SR-24000103', reason: 'OTHER' } }],
    'POST /api/schedule/submitTechnicianFeedback': [
      { body: { serviceRequestID: 'SR-24000110', rating: 5, remarks: 'Quick and tidy' } },
    ],
    'GET /api/service/freeservice': [{ query: { assetId: 'AST-100101' } }],
    'POST /api/dev/field-service/advance': [{ body: { serviceRequestID: 'SR-24000103' } }],
    'GET /api/public/v1/search/plp': [{ query: { category: 'water-purifiers', ...listing, ...page } }],
    'GET /api/public/v1/search': [{ query: { q: 'purifier', facets: 'true', ...listing, ...page } }],
    'GET /api/public/v1/price': [{ query: { productIds } }],
    'GET /api/public/ecom/v1/product/inventories': [{ query: { productIds, pincode: '560001' } }],
    'GET /api/public/ecom/v1/product/pincode-availability': [
      { query: { productId: 'NRM-101-1', pincode: '560001' } },
    ],
    'GET /api/public/v1/product/related': [{ query: { productId: 'NRM-101-1' } }],
    'GET /api/public/ecom/v1/product/offers': [{ query: { productId: 'NRM-101-1' } }],
    'GET /cms/products-detail': [{ query: { slug: 'aqua-ro-uv-water-purifier-white' } }],
    'GET /api/public/v1/cart': [
      { query: { cartId, isDetailed: 'true', isCheckout: 'false', pincode: '560001' } },
    ],
    'POST /api/public/v1/cart/cart-item': [
      { body: { kind: 'product', cartId, productId: 'NRM-211-1', quantity: 1, pincode: '560001' } },
      {
        body: {
          kind: 'exchange',
          cartId,
          parentId: lineId,
          exchange: { productType: 'WATER_PURIFIER', brand: 'Kent', ageYears: 3, condition: 'WORKING' },
        },
      },
    ],
    'PUT /api/public/v1/cart/cart-item': [{ query: { cartId }, body: { cartItemId: lineId, quantity: 1 } }],
    'DELETE /api/public/v1/cart/:cartId/cart-item': [
      { params: { cartId }, query: { cartItemIds: lineId, parentId: lineId } },
    ],
    'GET /api/public/v1/coupon/list': [{ query: { cartId } }],
    'GET /api/public/v1/coupon/index': [{ query: { code: 'FLAT500', cartId } }],
    'POST /api/public/v1/coupon/validate': [{ body: { cartId, code: 'AQUA1000', materialId: '4101010' } }],
    'POST /api/coupon/verifyV2/': [
      { body: { cartId, code: 'PHONE750', materialId: '4101010', otp: '123456' } },
    ],
    'POST /api/coupon/removeCoupons/': [
      { body: { cartId, codes: ['FLAT500'], exceptMaterialId: '4101010' } },
    ],
    'POST /api/coupon/resendOtp/': [{ body: { cartId, code: 'PHONE750' } }],
    'POST /api/account/address': [{ body: ADDRESS }],
    'PUT /api/account/address': [{ body: { ...ADDRESS, id: 'addr_1' } }],
    'DELETE /api/account/address': [{ query: { id: 'addr_1' } }],
    'GET /api/v1/order/list': [
      {
        query: {
          kind: 'product',
          status: 'paid',
          from: '2026-01-01',
          to: '2026-12-31',
          page: '1',
          pageSize: '10',
        },
      },
    ],
    'GET /api/v1/order/confirmation/': [{ query: order }],
    'POST /api/v1/order/cancel': [
      { body: { ...order, reason: 'other', comment: 'Bought it in a shop.\nSorry.' } },
    ],
    'GET /api/v1/order/:orderId': [{ params: order }],
    'GET /api/order/getOrderDetails': [{ query: order }],
    'GET /api/cart/checkoutV2': [{ query: checkout }],
    'POST /api/v1/checkout': [
      {
        body: {
          ...checkout,
          isTCChecked: true,
          provider: 'PAYU',
          priceVersion: 'v1',
          idempotencyKey: 'idempotency-key-0001',
        },
      },
    ],
    'POST /api/payment/initiate': [{ body: { ...order, provider: 'PAYU' } }],
    'GET /api/payment/status': [{ query: order }],
    'GET /api/payment/getPaymentStatus': [{ query: order }],
    'GET /api/public/v1/product/reviews': [
      { query: { productId: 'NRM-211-1', sort: 'helpful', stars: '5', page: '1', pageSize: '5' } },
    ],
    'GET /api/v1/reviews/mine': [{ query: { productId: 'NRM-211-1' } }],
    'POST /api/v1/reviews': [
      {
        body: {
          productId: 'NRM-211-1',
          ...{ rating: 4, title: 'Quiet at night', text: 'Runs all night without a sound.' },
        },
      },
    ],
    'PUT /api/v1/reviews/:reviewId': [
      {
        params: { reviewId: 'RV-211-1' },
        body: { rating: 4, title: 'Quiet at night', text: 'Runs all night without a sound.' },
      },
    ],
    'DELETE /api/v1/reviews/:reviewId': [{ params: { reviewId: 'RV-211-1' } }],
  };
}

/** The request with a NUL in one of its strings, once for each string, and where that string sits. */
function withNulInEachString(
  request: Request,
): { request: Request; part: Part; path: (string | number)[] }[] {
  const variants: { request: Request; part: Part; path: (string | number)[] }[] = [];
  const visit = (value: unknown, path: (string | number)[], put: (nul: string) => Request, part: Part) => {
    if (typeof value === 'string') {
      variants.push({ request: put(`${value.slice(0, 1)}\u0000${value.slice(1)}`), part, path });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const step = Array.isArray(value) ? Number(key) : key;
        visit(item, [...path, step], (nul) => put(replaced(value, step, nul)), part);
      }
    }
  };
  const replaced = (container: object, step: string | number, item: unknown): never =>
    (Array.isArray(container)
      ? container.map((old, index) => (index === step ? item : old))
      : { ...container, [step]: item }) as never;
  for (const part of ['params', 'query', 'body'] as const) {
    const values = request[part];
    if (values) visit(values, [], (nul) => ({ ...request, [part]: nul }), part);
  }
  return variants;
}

async function send(api: TestApi, call: AnyCall, request: Request, cookies: string) {
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => [name, String(item)]) : [[name, String(value)]],
    ),
  );
  const path = `${buildCallPath(call, request.params)}${query.size > 0 ? `?${query}` : ''}`;
  return api.request(path, {
    method: call.method,
    cookies,
    headers: { [CLIENT_TYPE_HEADER]: 'web' },
    ...(request.body ? { json: request.body } : {}),
  });
}

describe('control characters', () => {
  test('a NUL in any string of any call is a 400 that names the field, never a 500', async () => {
    const api = await testApi();
    // Signed in as a customer and as staff at once: each call reads only its own session.
    const cookies = `${await api.signIn(ASHA)}; ${await staffSignIn(api, KAVYA.mobile)}`;
    const added = await api.request('/api/public/v1/cart/cart-item', {
      json: { kind: 'product', productId: 'NRM-101-1', quantity: 1 },
      cookies,
    });
    const cart = cartAnswerSchema.parse(await added.json()).data;
    const table = requests(cart.id, cart.lines[0]?.id ?? '');

    const withInput = definedCalls().filter((call) => call.params ?? call.query ?? call.body);
    expect(withInput.map((call) => `${call.method} ${call.path}`).filter((name) => !table[name])).toEqual([]);

    const answers: string[] = [];
    const refusals: string[] = [];
    for (const call of withInput) {
      for (const request of table[`${call.method} ${call.path}`] ?? []) {
        // The request as it is passes the call's own rules: only the NUL can be refused.
        for (const part of ['params', 'query', 'body'] as const) {
          expect(call[part]?.safeParse(request[part]).error, `${call.path} ${part}`).toBeUndefined();
        }
        for (const { request: withNul, part, path } of withNulInEachString(request)) {
          const response = await send(api, call, withNul, cookies);
          const answer = errorAnswerSchema.safeParse(await response.json()).data;
          const where = `${call.method} ${call.path} ${part} ${path.join('.')}`;
          answers.push(`${where}: ${response.status} ${answer?.message}`);
          refusals.push(`${where}: 400 ${controlCharacterMessage(path)}`);
        }
      }
    }
    expect(answers).toEqual(refusals);
    expect(answers.length).toBeGreaterThan(80);
  });

  test('a NUL in the address a payment provider sends the browser back to is a 400 that names it, never a 500', async () => {
    const api = await testApi();
    const answers: string[] = [];
    for (const provider of PAYMENT_PROVIDERS) {
      for (const [method, path] of [
        ['POST', PAYMENT_PROVIDER_PATHS.callback(provider)],
        ['GET', PAYMENT_PROVIDER_PATHS.cancel(provider)],
        ['POST', PAYMENT_PROVIDER_PATHS.cancel(provider)],
      ] as const) {
        const response = await api.request(`${path}?attempt=pa_1%00`, { method });
        const answer = errorAnswerSchema.safeParse(await response.json()).data;
        answers.push(`${method} ${path}: ${response.status} ${answer?.message}`);
      }
      // An attempt that names none still goes back to the failure page.
      const unknown = await api.request(`${PAYMENT_PROVIDER_PATHS.cancel(provider)}?attempt=pa_1`);
      expect(unknown.status).toBe(303);
    }
    expect(answers).toEqual(
      answers.map(
        (answer) => `${answer.slice(0, answer.indexOf(':'))}: 400 ${controlCharacterMessage(['attempt'])}`,
      ),
    );
  });
});
