import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../contract/index.ts';
import type { Cart, CheckoutQuery, CheckoutState, PlaceOrder, PlaceOrderResult } from '../contract/index.ts';
import type { CheckoutClient } from '../clients/checkout.ts';
import { ProductError, SOMETHING_WENT_WRONG } from '../http/errors.ts';
import { checkoutChangeMessage } from '../rules/checkout.ts';
import { CheckoutStore } from './checkout-store.ts';

const cart: Cart = {
  id: 'cart_1',
  currency: 'INR',
  pincode: '560034',
  lines: [
    {
      kind: 'product',
      id: 'line_1',
      productId: 'NRM-101-1',
      materialId: 'MAT-101',
      slug: 'aqua-ro',
      name: 'Aqua RO',
      imageUrl: null,
      quantity: 1,
      unitMrpPaise: 16_999_00,
      unitPricePaise: 12_999_00,
      linePricePaise: 12_999_00,
      inventory: { stockStatus: 'in_stock', maxQuantity: 2 },
      appliedCoupon: null,
    },
  ],
  coupons: [],
  totals: {
    mrpPaise: 16_999_00,
    productDiscountPaise: 4_000_00,
    couponDiscountPaise: 0,
    exchangeValuePaise: 0,
    deliveryChargePaise: 0,
    payablePaise: 12_999_00,
  },
  problems: [],
};

const promotion = { label: 'x', isAllowed: true, reason: null, discountPaise: 0, cashbackPaise: 0 };

function stateOf(priceVersion: string, overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    cart,
    addressId: 'AD-1',
    couponsApplied: [],
    paymentSummary: {
      currency: 'INR',
      actualPricePaise: 16_999_00,
      discountPaise: 4_000_00,
      couponDiscountPaise: 0,
      deliveryChargePaise: 0,
      finalPricePaise: 12_999_00,
      discounts: [],
    },
    promotions: { bnpl: promotion, bankCashback: promotion, ncemi: { ...promotion, terms: null } },
    promotion: null,
    assistantCode: null,
    isAssistantCodeValid: null,
    providers: ['PAYU', 'RAZORPAY'],
    canPlaceOrder: true,
    priceVersion,
    ...overrides,
  };
}

const placed: PlaceOrderResult = {
  outcome: 'placed',
  order: {
    orderId: 'OD1',
    status: 'awaiting_payment',
    amountPaise: 12_999_00,
    holdExpiresAt: '2026-11-23T10:15:00.000Z',
  },
};

/** A checkout client answering from queues, recording what it was sent. */
function scriptedClient(answers: (PlaceOrderResult | Error)[], states: CheckoutState[] = []) {
  const sent: PlaceOrder[] = [];
  const asked: CheckoutQuery[] = [];
  const client: CheckoutClient = {
    state: async (query = {}) => {
      asked.push(query);
      return states.shift() ?? stateOf('v-again');
    },
    placeOrder: async (request) => {
      sent.push(request);
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
      return answer;
    },
  };
  return { client, sent, asked };
}

let keys = 0;
const counter = () => `key-${(keys += 1)}`.padEnd(16, '0');

describe('CheckoutStore', () => {
  it('places with the choices and the priceVersion seen, never a price', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const { client, sent } = scriptedClient([placed]);
    expect(await store.placeOrder(client)).toEqual(placed.outcome === 'placed' && placed.order);
    expect(sent).toEqual([
      {
        addressId: 'AD-1',
        isTCChecked: true,
        assistantCode: undefined,
        promotion: null,
        priceVersion: 'v1',
        idempotencyKey: expect.stringMatching(/^key-/),
      },
    ]);
  });

  it('keeps the idempotency key for a retry after a lost answer, and takes a new one when the choices change', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const { client, sent } = scriptedClient([new TypeError('fetch failed'), placed, placed]);
    expect(await store.placeOrder(client)).toBeNull();
    expect(store.message).toBe(SOMETHING_WENT_WRONG);
    await store.placeOrder(client);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);

    store.setAssistantCode('NA1001');
    await store.placeOrder(client);
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('will not place without the terms accepted', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const { client, sent } = scriptedClient([placed]);
    store.setTermsAccepted(false);
    expect(store.canPlaceOrder).toBe(false);
    expect(store.termsProblem).toBe(CHECKOUT_MESSAGES.terms);
    expect(await store.placeOrder(client)).toBeNull();
    expect(store.message).toBe(CHECKOUT_MESSAGES.terms);
    expect(sent).toEqual([]);
    store.setTermsAccepted(true);
    expect(store.message).toBeNull();
    expect(store.termsProblem).toBeNull();
  });

  it('shows what changed, takes the new state, and places it when the customer confirms', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const changed: PlaceOrderResult = {
      outcome: 'changed',
      changes: [
        {
          code: 'price_changed',
          lineId: 'line_1',
          previousUnitPricePaise: 12_999_00,
          unitPricePaise: 13_499_00,
        },
        { code: 'total_changed', previousFinalPricePaise: 12_999_00, finalPricePaise: 13_499_00 },
      ],
      checkout: stateOf('v2'),
    };
    const { client, sent } = scriptedClient([changed, placed]);
    expect(await store.placeOrder(client)).toBeNull();
    expect(store.state?.priceVersion).toBe('v2');
    expect(store.changes.map((change) => checkoutChangeMessage(change, cart))).toEqual([
      'The price of Aqua RO is now ₹13,499 (it was ₹12,999).',
      'You now pay ₹13,499 (it was ₹12,999).',
    ]);
    await store.placeOrder(client);
    expect(sent.map((request) => request.priceVersion)).toEqual(['v1', 'v2']);
    expect(store.changes).toEqual([]);
  });

  it('asks the server again for a promotion and an assistant code, and checks the code as typed first', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const { client, asked } = scriptedClient(
      [],
      [
        stateOf('v2', { promotion: 'ncemi' }),
        stateOf('v3', { assistantCode: 'NA4242', isAssistantCodeValid: false }),
      ],
    );
    await store.choosePromotion(client, 'ncemi');
    expect(store.state?.priceVersion).toBe('v2');

    store.setAssistantCode('a!');
    await store.load(client);
    expect(store.assistantCodeProblem).toBe(CHECKOUT_MESSAGES.assistantCode);

    store.setAssistantCode(' na4242 ');
    await store.load(client);
    expect(asked).toEqual([
      { addressId: 'AD-1', assistantCode: undefined, promotion: 'ncemi' },
      { addressId: 'AD-1', assistantCode: 'NA4242', promotion: 'ncemi' },
    ]);
    expect(store.assistantCodeProblem).toBe(CHECKOUT_MESSAGES.unknownAssistantCode);
    expect(store.choices).toEqual({ addressId: 'AD-1', promotion: undefined, assistantCode: undefined });
  });

  it("shows the server's refusal in its words", async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const refusal = new ProductError({
      url: '/api/v1/checkout',
      status: 409,
      statusText: 'Conflict',
      data: null,
      answer: { code: 'CART_EMPTY', message: CHECKOUT_MESSAGES.emptyCart },
    });
    const { client } = scriptedClient([refusal]);
    expect(await store.placeOrder(client)).toBeNull();
    expect(store.message).toBe(CHECKOUT_MESSAGES.emptyCart);
    expect(store.failedStep).toBe('place');
    // A refusal is said at checkout; an order the server could not make at all is not the customer's to fix.
    expect(store.orderFailed).toBe(false);
  });

  it('says the order could not be created when the server fails or cannot be reached', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const failure = new ProductError({
      url: '/api/v1/checkout',
      status: 503,
      statusText: 'Service Unavailable',
      data: null,
    });
    const { client } = scriptedClient([failure, new TypeError('fetch failed')]);
    await store.placeOrder(client);
    expect(store.orderFailed).toBe(true);
    await store.placeOrder(client);
    expect(store.orderFailed).toBe(true);
  });

  it('follows a page load: its state, the code as typed and what a post said, keeping the terms and the attempt', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const { client, sent } = scriptedClient([new TypeError('fetch failed'), placed]);
    store.setTermsAccepted(false);
    store.setTermsAccepted(true);
    await store.placeOrder(client);
    expect(store.message).toBe(SOMETHING_WENT_WRONG);

    const changes = [{ code: 'total_changed' as const, previousFinalPricePaise: 1, finalPricePaise: 2 }];
    store.follow({
      state: stateOf('v1', { promotion: 'bnpl' }),
      assistantCode: 'a!',
      assistantCodeProblem: CHECKOUT_MESSAGES.assistantCode,
      changes,
      message: CHECKOUT_MESSAGES.priceVersion,
    });
    expect(store.promotion).toBe('bnpl');
    expect(store.assistantCode).toBe('a!');
    expect(store.assistantCodeProblem).toBe(CHECKOUT_MESSAGES.assistantCode);
    expect(store.changes).toEqual(changes);
    expect(store.message).toBe(CHECKOUT_MESSAGES.priceVersion);
    expect(store.failedStep).toBe('place');

    store.follow({ state: stateOf('v1') });
    expect(store.changes).toEqual([]);
    expect(store.message).toBeNull();
    // The same choices again: the retry is the same attempt, with the same key.
    await store.placeOrder(client);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('says a failed look-up of the state as such, and keeps the state it had', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const client: CheckoutClient = {
      state: async () => {
        throw new TypeError('fetch failed');
      },
      placeOrder: async () => placed,
    };
    await store.choosePromotion(client, 'ncemi');
    expect(store.message).toBe(SOMETHING_WENT_WRONG);
    expect(store.failedStep).toBe('load');
    expect(store.state?.priceVersion).toBe('v1');
    expect(store.promotion).toBeNull();
    expect(store.loading).toBe(false);
  });

  it('forgets everything when cleared', async () => {
    const store = new CheckoutStore({ state: stateOf('v1') }, counter);
    const { client, sent } = scriptedClient([new TypeError('fetch failed'), placed]);
    store.setAssistantCode('NA1001');
    store.setTermsAccepted(false);
    store.clear();
    expect(store.state).toBeNull();
    expect(store.assistantCode).toBe('');
    expect(store.isTCChecked).toBe(true);

    store.follow({ state: stateOf('v1') });
    await store.placeOrder(client);
    store.clear();
    store.follow({ state: stateOf('v1') });
    await store.placeOrder(client);
    // Another customer's attempt never reuses the key of the one before.
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });
});
