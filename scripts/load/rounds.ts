// The four kinds of people `pnpm bench:load` sends, each going round the pages and calls a person of
// that kind makes, over and over, one person per connection.
import { randomUUID } from 'node:crypto';
import { payInSandbox, type Handoff, type ReturnForm } from './sandbox.ts';

export type Kind = 'visitor' | 'shopper' | 'buyer' | 'device owner';

/** One person, one connection: who they are and what their last answers told them. */
export interface Person {
  kind: Kind;
  /** A customer's mobile, cookies and delivery address (visitors have none). */
  mobile?: string;
  cookies?: string;
  addressId?: string;
  cartItemId?: string;
  priceVersion?: string;
  /** The order placed this round, until it is paid for. */
  orderId?: string;
  /** The provider's return, sent through the storefront at the start of the next round. */
  paymentReturn?: ReturnForm;
}

/** One request: a page or a call, and what to make of its answer. */
export interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Sent with the person's cookies (a customer's) or as a visitor nobody knows. */
  signedIn: boolean;
  json?: unknown;
  form?: Record<string, string>;
  read?: (status: number, body: string) => void;
}

/** What the buyers were told, for the database check afterwards. */
export interface Ledger {
  /** Orders the shop answered `placed` for, by customer mobile. */
  placed: Map<string, Set<string>>;
  /** Orders the sandbox took a successful payment for. */
  paidInSandbox: Set<string>;
  sandboxFailures: number;
  /** What placing an order answered: `placed`, or `changed` with the first change's code. */
  placings: Map<string, number>;
  /** Payments on the sandbox's pages still under way. */
  inSandbox: Set<Promise<void>>;
}

export const createLedger = (): Ledger => ({
  placed: new Map(),
  paidInSandbox: new Set(),
  sandboxFailures: 0,
  placings: new Map(),
  inSandbox: new Set(),
});

const PRODUCT = 'NRM-101-1';
/** The demo customer's devices a device owner looks after: one on a Gold plan, one in warranty. */
const DEVICES = ['AST-100101', 'AST-100107'];

const dataOf = <T>(body: string): T | undefined => {
  try {
    return (JSON.parse(body) as { data?: T }).data;
  } catch {
    return undefined;
  }
};

const page = (name: string, path: string, signedIn: boolean): Call => ({
  name,
  method: 'GET',
  path,
  signedIn,
});

const visitorRound = (signedIn: boolean): ((person: Person) => Call)[] => [
  () => page('page /', '/', signedIn),
  () => page('page category', '/c/water-purifiers', signedIn),
  () => page('page search', '/search?q=purifier', signedIn),
  () => page('page product', '/dp/aqua-ro', signedIn),
  () =>
    page(
      'call pincode',
      `/api/public/ecom/v1/product/pincode-availability?productId=${PRODUCT}&pincode=560001`,
      signedIn,
    ),
];

const addToCart = (person: Person): Call => ({
  name: 'call add to cart',
  method: 'POST',
  path: '/api/public/v1/cart/cart-item',
  signedIn: true,
  json: { kind: 'product', productId: PRODUCT, quantity: 1 },
  read: (status, body) => {
    const cart = dataOf<{ lines?: { id: string }[] }>(body);
    if (status === 200) person.cartItemId = cart?.lines?.[0]?.id;
  },
});

const applyCoupon = (code: string): Call => ({
  name: `call coupon ${code}`,
  method: 'POST',
  path: '/api/coupon/verifyV2/',
  signedIn: true,
  json: { code },
});

const shopperRound: ((person: Person) => Call)[] = [
  () => page('page product', '/dp/aqua-ro', true),
  addToCart,
  () => page('page cart', '/ecom/cart', true),
  () => applyCoupon('AQUA1000'),
  (person) => ({
    name: 'call quantity',
    method: 'PUT',
    path: '/api/public/v1/cart/cart-item',
    signedIn: true,
    json: { cartItemId: person.cartItemId ?? 'none', quantity: 1 },
  }),
  () => ({
    name: 'call remove coupons',
    method: 'POST',
    path: '/api/coupon/removeCoupons/',
    signedIn: true,
    json: {},
  }),
];

function buyerRound(ledger: Ledger): ((person: Person) => Call)[] {
  return [
    // Back from the provider's page (last round's payment), else a look at the orders.
    (person) => {
      const back = person.paymentReturn;
      person.paymentReturn = undefined;
      return back
        ? { name: 'call payment return', method: 'POST', path: back.path, signedIn: false, form: back.fields }
        : page('call my orders', '/api/v1/order/list?page=1&pageSize=5', true);
    },
    addToCart,
    // Only one order in all may use it: the check afterwards finds it used once at most.
    () => applyCoupon('FIRSTONE'),
    (person) => ({
      name: 'call checkout state',
      method: 'GET',
      path: `/api/cart/checkoutV2?addressId=${person.addressId}`,
      signedIn: true,
      read: (status, body) => {
        person.priceVersion =
          status === 200 ? dataOf<{ priceVersion?: string }>(body)?.priceVersion : undefined;
      },
    }),
    (person) => ({
      name: 'call place order',
      method: 'POST',
      path: '/api/v1/checkout',
      signedIn: true,
      json: {
        addressId: person.addressId,
        isTCChecked: true,
        priceVersion: person.priceVersion,
        idempotencyKey: randomUUID(),
      },
      read: (status, body) => {
        const answer = dataOf<{ outcome: string; order?: { orderId: string }; changes?: { code: string }[] }>(
          body,
        );
        const outcome = answer
          ? [answer.outcome, answer.changes?.[0]?.code].filter(Boolean).join(' ')
          : `${status}`;
        ledger.placings.set(outcome, (ledger.placings.get(outcome) ?? 0) + 1);
        person.orderId = status === 200 && answer?.outcome === 'placed' ? answer.order?.orderId : undefined;
        if (person.orderId && person.mobile) {
          const placed = ledger.placed.get(person.mobile) ?? new Set<string>();
          placed.add(person.orderId);
          ledger.placed.set(person.mobile, placed);
        }
      },
    }),
    (person) => {
      const orderId = person.orderId;
      if (!orderId) return page('call my orders', '/api/v1/order/list?page=1&pageSize=5', true);
      return {
        name: 'call pay',
        method: 'POST',
        path: '/api/payment/initiate',
        signedIn: true,
        json: { orderId, provider: 'RAZORPAY' },
        read: (status, body) => {
          const handoff = status === 200 ? dataOf<{ handoff: Handoff }>(body)?.handoff : undefined;
          if (!handoff) return;
          const paying = payInSandbox(handoff)
            .then((back) => {
              ledger.paidInSandbox.add(orderId);
              person.paymentReturn = back;
            })
            .catch(() => {
              ledger.sandboxFailures += 1;
            })
            .finally(() => ledger.inSandbox.delete(paying));
          ledger.inSandbox.add(paying);
        },
      };
    },
  ];
}

const deviceOwnerRound: ((person: Person) => Call)[] = [
  () => page('page my devices', '/amc/my-devices', true),
  () => page('call devices', '/api/v1/assets', true),
  () => page('call plans', `/api/amc/amcData?assetId=${DEVICES[0]}`, true),
  () => page('call service slots', `/api/schedule/slotData?assetId=${DEVICES[1]}`, true),
];

/** The round a person of this kind goes, step by step. */
export function roundOf(kind: Kind, ledger: Ledger): ((person: Person) => Call)[] {
  switch (kind) {
    case 'visitor':
      return visitorRound(false);
    case 'shopper':
      return shopperRound;
    case 'buyer':
      return buyerRound(ledger);
    case 'device owner':
      return deviceOwnerRound;
  }
}
