import { describe, expect, test } from 'vitest';
import { CHECKOUT_MESSAGES, catalogueCalls, orderCalls } from '@nirmal/domain/contract';
import type { Order, OrderDetails } from '@nirmal/domain/contract';
import { noCostEmiTerms, promotionsFor } from '../src/flows/checkout/promotions.ts';
import { confirmOrderPaid } from '../src/flows/order-payment/index.ts';
import { markPaymentFailed } from '../src/modules/orders/lifecycle.ts';
import {
  AIRPURE_MINI,
  AQUA_RO,
  addToCart,
  checkoutState,
  newKey,
  placeOrder,
  placeOrderRequest,
  placedOrderId,
  raceForStock,
  readyToBuy,
  setStock,
  stockAt,
} from './orders-support.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

const ROBOVAC = 'NRM-301-2';

async function orderOf(api: TestApi, cookies: string, orderId: string): Promise<Order> {
  const response = await api.request(orderCalls.get.path.replace(':orderId', orderId), { cookies });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Order }).data;
}

async function ashaWithCart(productId = AQUA_RO, quantity = 1) {
  const api = await testApi();
  const cookies = await api.signIn(ASHA);
  await addToCart(api, cookies, productId, quantity);
  return { api, cookies };
}

describe('the checkout state', () => {
  test('is priced by the server at the default address, with promotions and a priceVersion', async () => {
    const { api, cookies } = await ashaWithCart(AQUA_RO, 2);
    const state = await checkoutState(api, cookies);

    expect(state.addressId).toBe('AD-ASHA-HOME');
    expect(state.cart.pincode).toBe('560034');
    expect(state.paymentSummary).toMatchObject({
      actualPricePaise: 2 * 16_999_00,
      discountPaise: 2 * 4_000_00,
      couponDiscountPaise: 0,
      deliveryChargePaise: 0,
      finalPricePaise: 2 * 12_999_00,
      discounts: [{ kind: 'product', label: 'Discount on MRP', amountPaise: 8_000_00 }],
    });
    expect(state.promotions.bankCashback).toMatchObject({ isAllowed: true, cashbackPaise: 1_299_90 });
    expect(state.promotions.ncemi.isAllowed).toBe(true);
    expect(state.canPlaceOrder).toBe(true);
    expect(state.isAssistantCodeValid).toBeNull();
    expect(state.priceVersion).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  test('no-cost EMI takes the interest off and says what cashback is given up', async () => {
    const { api, cookies } = await ashaWithCart(AQUA_RO, 2);
    const state = await checkoutState(api, cookies, '?promotion=ncemi');
    const terms = state.promotions.ncemi.terms;

    expect(state.promotion).toBe('ncemi');
    expect(terms).toEqual(noCostEmiTerms(25_998_00, 1_299_90));
    expect(terms?.cashDiscountForgonePaise).toBe(1_299_90);
    expect(state.paymentSummary.finalPricePaise).toBe(25_998_00 - (terms?.interestCoveredPaise ?? 0));
    expect(state.paymentSummary.discounts).toContainEqual({
      kind: 'promotion',
      label: 'No-cost EMI: interest paid by Nirmal',
      amountPaise: terms?.interestCoveredPaise,
    });
  });

  test('says whether an assistant code is valid, and refuses a malformed one', async () => {
    const { api, cookies } = await ashaWithCart();
    expect((await checkoutState(api, cookies, '?assistantCode=na1001')).isAssistantCodeValid).toBe(true);
    const unknown = await checkoutState(api, cookies, '?assistantCode=NA4242');
    expect(unknown.isAssistantCodeValid).toBe(false);
    expect(unknown.canPlaceOrder).toBe(false);
    expect((await checkoutState(api, cookies, '?assistantCode=NA9999')).isAssistantCodeValid).toBe(false);

    const malformed = await api.request('/api/cart/checkoutV2?assistantCode=a!', { cookies });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: CHECKOUT_MESSAGES.assistantCode });
  });

  test('needs a signed-in customer with something in the cart', async () => {
    const api = await testApi();
    expect((await api.request('/api/cart/checkoutV2')).status).toBe(401);
    const cookies = await api.signIn(ROHAN);
    const empty = await api.request('/api/cart/checkoutV2', { cookies });
    expect(empty.status).toBe(409);
    expect(await empty.json()).toMatchObject({ code: 'CART_EMPTY', message: CHECKOUT_MESSAGES.emptyCart });
  });

  test("another customer's address is not found", async () => {
    const { api, cookies } = await ashaWithCart();
    const response = await api.request('/api/cart/checkoutV2?addressId=AD-ROHAN-HOME', { cookies });
    expect(response.status).toBe(404);
  });
});

describe('promotion rules', () => {
  const purifier = { name: 'Aqua RO', productType: 'WATER_PURIFIER' as const };
  const vacuum = { name: 'Robovac 2', productType: 'VACUUM_CLEANER' as const };

  test('no-cost EMI needs ₹10,000 and eligible products', () => {
    expect(promotionsFor({ amountPaise: 9_999_99, products: [purifier] }).ncemi).toMatchObject({
      isAllowed: false,
      reason: 'No-cost EMI is for orders of ₹10,000 or more.',
      terms: null,
    });
    expect(promotionsFor({ amountPaise: 40_000_00, products: [purifier, vacuum] }).ncemi.reason).toBe(
      'No-cost EMI is not offered on Robovac 2. Remove it to pay by no-cost EMI.',
    );
  });

  test('no-cost EMI interest: ₹12,000 over 6 months at 15% a year', () => {
    // Instalments of ₹2,000 repay (2000 / r)(1 − (1 + r)^−6) = ₹11,492.02 at r = 1.25% a month.
    expect(noCostEmiTerms(12_000_00, 0)).toEqual({
      months: 6,
      annualInterestPercent: 15,
      monthlyInstalmentPaise: 2_000_00,
      interestCoveredPaise: 507_98,
      cashDiscountForgonePaise: 0,
    });
  });

  test('bank cashback is 5% up to ₹1,500 from ₹3,000; pay later from ₹1,000 to ₹60,000', () => {
    const at = (amountPaise: number) => promotionsFor({ amountPaise, products: [purifier] });
    expect(at(2_999_99).bankCashback.isAllowed).toBe(false);
    expect(at(3_000_00).bankCashback).toMatchObject({ isAllowed: true, cashbackPaise: 150_00 });
    expect(at(50_000_00).bankCashback.cashbackPaise).toBe(1_500_00);
    expect(at(999_99).bnpl.isAllowed).toBe(false);
    expect(at(60_000_01).bnpl.reason).toBe('Buy now, pay later is for orders up to ₹60,000.');
  });
});

describe('placing an order', () => {
  test('creates one order awaiting payment, with its lines, stock held and a timeline', async () => {
    const { api, cookies } = await ashaWithCart(AQUA_RO, 2);
    const before = await stockAt(api, 'BLR-05', AQUA_RO);
    const result = await placeOrder(api, cookies, { extra: { assistantCode: 'na1001' } });

    if (result.outcome !== 'placed') throw new Error('not placed');
    expect(result.order).toMatchObject({ status: 'awaiting_payment', amountPaise: 25_998_00 });
    expect(Date.parse(result.order.holdExpiresAt) - api.clock.now().getTime()).toBe(15 * 60_000);
    expect(await stockAt(api, 'BLR-05', AQUA_RO)).toEqual({ quantity: before?.quantity, held: 2 });

    const order = await orderOf(api, cookies, result.order.orderId);
    expect(order).toMatchObject({
      kind: 'product',
      assistantCode: 'NA1001',
      address: { city: 'Bengaluru', state: 'Karnataka', postal_code: '560034', name: 'Asha Verma' },
      lines: [{ productId: AQUA_RO, hsnCode: '84212120', quantity: 2, unitPricePaise: 12_999_00 }],
      // The provider is chosen on the payment page, so an unpaid order names none.
      payment: { payable: true, amountPaise: 25_998_00, provider: null, paidAt: null },
      cancellable: true,
    });
  });

  test('a double click or a retried request with the same key gives one order', async () => {
    const { api, cookies } = await ashaWithCart();
    const { priceVersion } = await checkoutState(api, cookies);
    const idempotencyKey = newKey();
    const results = await Promise.all([
      placeOrder(api, cookies, { priceVersion, idempotencyKey }),
      placeOrder(api, cookies, { priceVersion, idempotencyKey }),
    ]);
    const retried = await placeOrder(api, cookies, { priceVersion, idempotencyKey });

    const ids = [...results, retried].map((result) =>
      result.outcome === 'placed' ? result.order.orderId : null,
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^OD\d{14}$/);
    expect(
      await api.db.query(
        "SELECT id FROM orders WHERE customer_id = 'CUS1000001' AND kind = 'product' AND status = 'awaiting_payment'",
      ),
    ).toHaveLength(1);
    expect((await stockAt(api, 'BLR-05', AQUA_RO))?.held).toBe(1);

    const otherRequest = await placeOrderRequest(api, cookies, {
      isTCChecked: true,
      addressId: 'AD-ASHA-HOME',
      promotion: 'bankCashback',
      priceVersion,
      idempotencyKey,
    });
    expect(otherRequest.status).toBe(409);
    expect(await otherRequest.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  test('refuses a price or total the browser sends and writes nothing; ignores lines it sends', async () => {
    const { api, cookies } = await ashaWithCart(AQUA_RO, 1);
    const { addressId, priceVersion } = await checkoutState(api, cookies);
    const body = { addressId, isTCChecked: true, priceVersion };
    const ordersBefore = await api.db.query('SELECT id FROM orders');
    for (const forged of [{ amountPaise: 100 }, { finalPrice: 1 }, { totalPaise: 1 }]) {
      const response = await placeOrderRequest(api, cookies, {
        ...body,
        idempotencyKey: newKey(),
        ...forged,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: CHECKOUT_MESSAGES.amount });
    }
    expect(await api.db.query('SELECT id FROM orders')).toEqual(ordersBefore);

    const orderId = await placedOrderId(api, cookies, {
      extra: { lines: [{ productId: AQUA_RO, quantity: 5, unitPricePaise: 1 }] },
    });
    const order = await orderOf(api, cookies, orderId);
    expect(order.amountPaise).toBe(12_999_00);
    expect(order.lines).toMatchObject([
      { quantity: 1, unitPricePaise: 12_999_00, linePricePaise: 12_999_00 },
    ]);
  });

  test('is refused without the terms accepted, and writes nothing', async () => {
    const { api, cookies } = await ashaWithCart();
    const { priceVersion } = await checkoutState(api, cookies);
    for (const isTCChecked of [false, undefined, 'true']) {
      const response = await placeOrderRequest(api, cookies, {
        addressId: 'AD-ASHA-HOME',
        isTCChecked,
        provider: 'RAZORPAY',
        priceVersion,
        idempotencyKey: newKey(),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: CHECKOUT_MESSAGES.terms });
    }
    expect(await api.db.query("SELECT id FROM orders WHERE status = 'awaiting_payment'")).toEqual([]);
  });

  test('says what changed when the price moved since the customer looked, and places after they confirm', async () => {
    const { api, cookies } = await ashaWithCart(AQUA_RO, 1);
    const { priceVersion } = await checkoutState(api, cookies);
    await api.db.query('UPDATE products SET price_paise = 13_499_00 WHERE product_id = $1', [AQUA_RO]);

    const result = await placeOrder(api, cookies, { priceVersion });
    if (result.outcome !== 'changed') throw new Error('placed at a price the customer did not see');
    expect(result.changes).toContainEqual({
      code: 'price_changed',
      lineId: result.checkout.cart.lines[0]?.id,
      previousUnitPricePaise: 12_999_00,
      unitPricePaise: 13_499_00,
    });
    expect(result.changes).toContainEqual({
      code: 'total_changed',
      previousFinalPricePaise: 12_999_00,
      finalPricePaise: 13_499_00,
    });
    expect(await api.db.query('SELECT order_id FROM stock_reservations')).toEqual([]);

    const placed = await placeOrder(api, cookies, { priceVersion: result.checkout.priceVersion });
    expect(placed.outcome === 'placed' && placed.order.amountPaise).toBe(13_499_00);
  });

  test('a version that is not ours is a change to confirm, not an error', async () => {
    const { api, cookies } = await ashaWithCart();
    const result = await placeOrder(api, cookies, { priceVersion: 'forged' });
    expect(result).toMatchObject({
      outcome: 'changed',
      changes: [{ code: 'total_changed', previousFinalPricePaise: null, finalPricePaise: 12_999_00 }],
    });
  });

  test('an unknown assistant code and a promotion not allowed are refused', async () => {
    const { api, cookies } = await ashaWithCart(AIRPURE_MINI, 1);
    const unknown = await placeOrderRequest(api, cookies, {
      addressId: 'AD-ASHA-HOME',
      isTCChecked: true,
      provider: 'RAZORPAY',
      priceVersion: (await checkoutState(api, cookies)).priceVersion,
      idempotencyKey: newKey(),
      assistantCode: 'NA4242',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      code: 'INVALID_ASSISTANT_CODE',
      message: CHECKOUT_MESSAGES.unknownAssistantCode,
    });

    // ₹7,990 is under no-cost EMI's minimum.
    const result = await placeOrder(api, cookies, { extra: { promotion: 'ncemi' } });
    expect(result.outcome === 'changed' && result.changes).toEqual([
      { code: 'promotion_unavailable', promotion: 'ncemi' },
    ]);
  });

  test('a product not in stock at the address cannot be ordered', async () => {
    const { api, cookies } = await ashaWithCart(ROBOVAC, 1);
    await setStock(api, 'BLR-05', ROBOVAC, 0);
    const state = await checkoutState(api, cookies);
    expect(state.canPlaceOrder).toBe(false);
    const result = await placeOrder(api, cookies, { priceVersion: state.priceVersion });
    expect(result.outcome === 'changed' && result.changes).toEqual([
      { code: 'out_of_stock', lineId: state.cart.lines[0]?.id },
    ]);
  });
});

describe('stock', () => {
  test('two checkouts racing for the last unit: one wins, the other is told it is out of stock', async () => {
    const api = await testApi();
    const results = await raceForStock(api, [ASHA, ROHAN], AQUA_RO, 1);
    expect(results.map((result) => result.outcome).sort()).toEqual(['changed', 'placed']);
    const lost = results.find((result) => result.outcome === 'changed');
    expect(lost?.outcome === 'changed' && lost.changes.map((change) => change.code)).toEqual([
      'out_of_stock',
    ]);
    expect(await stockAt(api, 'BLR-05', AQUA_RO)).toEqual({ quantity: 1, held: 1 });

    // Shoppers see it sold out at that hub while it is held.
    const availability = await api.request(
      `${catalogueCalls.availability.path}?productId=${AQUA_RO}&pincode=560034`,
    );
    expect(await availability.json()).toMatchObject({ data: { stockStatus: 'out_of_stock' } });
  });

  test('an unpaid order past its hold expires and its stock is for sale again', async () => {
    const { api, cookies } = await ashaWithCart(AQUA_RO, 1);
    await setStock(api, 'BLR-05', AQUA_RO, 1);
    const orderId = await placedOrderId(api, cookies);
    // Held for Asha, so not for another customer in Bengaluru.
    const rohan = await readyToBuy(api, ROHAN, AQUA_RO);
    const inBengaluru = `?addressId=${rohan.addressId}`;
    expect((await checkoutState(api, rohan.cookies, inBengaluru)).canPlaceOrder).toBe(false);

    api.clock.advance(15 * 60 + 1);
    expect((await checkoutState(api, rohan.cookies, inBengaluru)).canPlaceOrder).toBe(true);
    expect(await stockAt(api, 'BLR-05', AQUA_RO)).toEqual({ quantity: 1, held: 0 });
    const order = await orderOf(api, cookies, orderId);
    expect(order).toMatchObject({ status: 'expired', payment: { payable: false, holdExpiresAt: null } });
  });
});

describe('a newer order', () => {
  test("counts the units the customer's own unpaid order holds as theirs, and replaces that order, naming the new one", async () => {
    const { api, cookies } = await ashaWithCart(AQUA_RO, 1);
    await setStock(api, 'BLR-05', AQUA_RO, 1);
    const first = await placedOrderId(api, cookies);

    // The last unit is held for Asha's first order, which placing again gives up: hers to order.
    const state = await checkoutState(api, cookies);
    expect(state.canPlaceOrder).toBe(true);
    expect(state.cart.problems).toEqual([]);
    const second = await placedOrderId(api, cookies, { priceVersion: state.priceVersion });
    expect(await stockAt(api, 'BLR-05', AQUA_RO)).toEqual({ quantity: 1, held: 1 });

    const replaced = await orderOf(api, cookies, first);
    expect(replaced).toMatchObject({ status: 'expired', replacedBy: second, payment: { payable: false } });
    const details = await api.request(`${orderCalls.details.path}?orderId=${first}`, { cookies });
    const { data } = (await details.json()) as { data: OrderDetails };
    expect(data.timeline.at(-1)).toMatchObject({
      status: 'expired',
      kind: 'status',
      note: `Replaced by order ${second}, so the items were released.`,
    });
    expect(await orderOf(api, cookies, second)).toMatchObject({
      status: 'awaiting_payment',
      replacedBy: null,
    });
  });
});

describe('the order lifecycle (for the payments side)', () => {
  test('confirmOrderPaid commits the stock, empties the cart lines, gives an invoice, and is idempotent', async () => {
    const { api, cookies } = await ashaWithCart(AQUA_RO, 2);
    await addToCart(api, cookies, AIRPURE_MINI, 1);
    const before = await stockAt(api, 'BLR-05', AQUA_RO);
    const orderId = await placedOrderId(api, cookies);
    const confirm = () =>
      api.db.transaction((tx) =>
        confirmOrderPaid(tx, {
          orderId,
          amountPaise: 2 * 12_999_00 + 7_990_00,
          provider: 'RAZORPAY',
          providerPaymentId: 'pay_123',
          now: api.clock.now(),
        }),
      );
    const paid = await confirm();
    const again = await confirm();

    expect(paid).toMatchObject({ status: 'paid', payment: { payable: false, providerPaymentId: 'pay_123' } });
    expect(again).toEqual(paid);
    expect(await stockAt(api, 'BLR-05', AQUA_RO)).toEqual({ quantity: (before?.quantity ?? 0) - 2, held: 0 });
    expect(
      await api.db.query(
        "SELECT id FROM cart_lines WHERE cart_id = (SELECT id FROM carts WHERE customer_id = 'CUS1000001')",
      ),
    ).toEqual([]);
    const [row] = await api.db.query<{ invoiceNumber: string; events: number }>(
      `SELECT invoice_number AS "invoiceNumber",
              (SELECT count(*)::int FROM order_events WHERE order_id = $1 AND status = 'paid') AS events
         FROM orders WHERE id = $1`,
      [orderId],
    );
    expect(row?.invoiceNumber).toMatch(/^NRM\/\d{2}-\d{2}\/\d{6}$/);
    expect(row?.events).toBe(1);
  });

  test('confirmOrderPaid refuses an amount that is not the order’s, and changes nothing', async () => {
    const { api, cookies } = await ashaWithCart();
    const orderId = await placedOrderId(api, cookies);
    await expect(
      api.db.transaction((tx) =>
        confirmOrderPaid(tx, {
          orderId,
          amountPaise: 100,
          provider: 'RAZORPAY',
          providerPaymentId: 'pay_x',
          now: api.clock.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH', status: 409 });
    expect((await orderOf(api, cookies, orderId)).status).toBe('awaiting_payment');
  });

  test('a failed payment leaves the order payable; a late payment of an expired order is kept if stock allows', async () => {
    const { api, cookies } = await ashaWithCart();
    const orderId = await placedOrderId(api, cookies);
    const failed = await api.db.transaction((tx) => markPaymentFailed(tx, orderId, api.clock.now()));
    expect(failed).toMatchObject({ status: 'payment_failed', payment: { payable: true } });

    api.clock.advance(16 * 60);
    expect((await orderOf(api, cookies, orderId)).status).toBe('expired');
    const paid = await api.db.transaction((tx) =>
      confirmOrderPaid(tx, {
        orderId,
        amountPaise: 12_999_00,
        provider: 'PAYU',
        providerPaymentId: 'payu_late',
        now: api.clock.now(),
      }),
    );
    expect(paid).toMatchObject({ status: 'paid', payment: { provider: 'PAYU' } });
    expect(await api.db.query('SELECT state FROM stock_reservations WHERE order_id = $1', [orderId])).toEqual(
      [{ state: 'committed' }],
    );
  });
});
