import { describe, expect, test } from 'vitest';
import { couponCalls, orderCalls } from '@nirmal/domain/contract';
import { confirmOrderPaid } from '../src/flows/order-payment/index.ts';
import { AIRPURE_MINI, AQUA_RO, addToCart, checkoutState, newKey, placeOrder } from './orders-support.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// Coupons through checkout: their usage is held with the order, committed when it is paid and
// released when it is cancelled, expires or is replaced, so no coupon is spent past its limit.

async function applyCoupon(api: TestApi, cookies: string, code: string) {
  const response = await api.request(couponCalls.apply.path, { cookies, json: { code } });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function customerWithCoupon(api: TestApi, mobile: string, code: string) {
  const cookies = await api.signIn(mobile);
  await addToCart(api, cookies, AQUA_RO);
  await addToCart(api, cookies, AIRPURE_MINI);
  await applyCoupon(api, cookies, code);
  return cookies;
}

async function usages(api: TestApi, code: string) {
  return api.db.query<{ orderId: string; state: string }>(
    `SELECT u.order_id AS "orderId", u.state FROM coupon_usages u JOIN coupons c ON c.id = u.coupon_id
      WHERE c.code = $1 ORDER BY u.held_at, u.order_id`,
    [code],
  );
}

async function placed(api: TestApi, cookies: string, options: { priceVersion?: string } = {}) {
  const result = await placeOrder(api, cookies, options);
  if (result.outcome !== 'placed') throw new Error(`Not placed: ${JSON.stringify(result.changes)}`);
  return result.order;
}

const CART_PAISE = 12_999_00 + 7_990_00;

describe('coupons at checkout', () => {
  test('a cart coupon is in the payment summary and the order, held with it and committed when paid', async () => {
    const api = await testApi();
    const cookies = await customerWithCoupon(api, ASHA, 'FLAT500');
    const state = await checkoutState(api, cookies);
    expect(state.couponsApplied).toEqual([{ code: 'FLAT500', materialId: null, savingPaise: 500_00 }]);
    expect(state.paymentSummary).toMatchObject({
      couponDiscountPaise: 500_00,
      finalPricePaise: CART_PAISE - 500_00,
    });
    expect(state.paymentSummary.discounts).toContainEqual({
      kind: 'coupon',
      label: 'Coupon FLAT500',
      amountPaise: 500_00,
    });

    const order = await placed(api, cookies);
    expect(order.amountPaise).toBe(CART_PAISE - 500_00);
    expect(await usages(api, 'FLAT500')).toEqual([{ orderId: order.orderId, state: 'held' }]);

    await api.db.transaction((tx) =>
      confirmOrderPaid(tx, {
        orderId: order.orderId,
        amountPaise: order.amountPaise,
        provider: 'RAZORPAY',
        providerPaymentId: 'pay_coupon',
        now: api.clock.now(),
      }),
    );
    expect(await usages(api, 'FLAT500')).toEqual([{ orderId: order.orderId, state: 'committed' }]);
  });

  test('a coupon of one use, spent by another order while the customer looked, is a change to confirm', async () => {
    const api = await testApi();
    const asha = await customerWithCoupon(api, ASHA, 'FIRSTONE');
    const rohan = await customerWithCoupon(api, ROHAN, 'FIRSTONE');
    const rohanSaw = await checkoutState(api, rohan, '?addressId=AD-ROHAN-HOME');
    expect(rohanSaw.paymentSummary.couponDiscountPaise).toBe(2_000_00);

    await placed(api, asha);
    const late = await placeOrder(api, rohan, {
      addressId: 'AD-ROHAN-HOME',
      priceVersion: rohanSaw.priceVersion,
    });
    expect(late.outcome).toBe('changed');
    expect(late.outcome === 'changed' && late.changes.map((change) => change.code)).toContain(
      'coupons_changed',
    );
    expect(late.outcome === 'changed' && late.checkout.paymentSummary.couponDiscountPaise).toBe(0);
    expect((await usages(api, 'FIRSTONE')).map((usage) => usage.state)).toEqual(['held']);
  });

  test('cancelling an unpaid order gives its coupon back for another order', async () => {
    const api = await testApi();
    const asha = await customerWithCoupon(api, ASHA, 'FIRSTONE');
    const order = await placed(api, asha);
    const cancelled = await api.request(orderCalls.cancel.path, {
      cookies: asha,
      json: { orderId: order.orderId, reason: 'changed_mind' },
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await usages(api, 'FIRSTONE')).toEqual([{ orderId: order.orderId, state: 'released' }]);

    const rohan = await customerWithCoupon(api, ROHAN, 'FIRSTONE');
    const rohanOrder = await placed(api, rohan);
    expect(rohanOrder.amountPaise).toBe(CART_PAISE - 2_000_00);
  });

  test('a new order replaces the customer’s unpaid one, and its coupon goes with the new order', async () => {
    const api = await testApi();
    const asha = await customerWithCoupon(api, ASHA, 'FIRSTONE');
    const first = await placed(api, asha);
    const second = await placed(api, asha);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.amountPaise).toBe(CART_PAISE - 2_000_00);
    const held = await usages(api, 'FIRSTONE');
    expect(held).toHaveLength(2);
    expect(held).toEqual(
      expect.arrayContaining([
        { orderId: first.orderId, state: 'released' },
        { orderId: second.orderId, state: 'held' },
      ]),
    );
    const replaced = await api.request(orderCalls.get.path.replace(':orderId', first.orderId), {
      cookies: asha,
    });
    expect(((await replaced.json()) as { data: { status: string } }).data.status).toBe('expired');
  });

  test('a retried request with the same key does not hold the coupon twice', async () => {
    const api = await testApi();
    const asha = await customerWithCoupon(api, ASHA, 'FIRSTONE');
    const state = await checkoutState(api, asha);
    const idempotencyKey = newKey();
    const send = () =>
      api.request('/api/v1/checkout', {
        cookies: asha,
        json: {
          addressId: state.addressId,
          isTCChecked: true,
          provider: 'PAYU',
          priceVersion: state.priceVersion,
          idempotencyKey,
        },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await usages(api, 'FIRSTONE')).toHaveLength(1);
  });
});
