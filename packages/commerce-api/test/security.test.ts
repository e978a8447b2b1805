import { describe, expect, test } from 'vitest';
import { couponCalls } from '@nirmal/domain/contract';
import { ApiError } from '../src/http/errors.ts';
import { confirmOrderPaid } from '../src/flows/order-payment/index.ts';
import { AIRPURE_MINI, AQUA_RO, addToCart, placeOrder } from './orders-support.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// What an outside attacker would try on checkout, payments, coupons, orders, addresses and content.

async function customerWithCoupon(api: TestApi, mobile: string, code: string) {
  const cookies = await api.signIn(mobile);
  await addToCart(api, cookies, AQUA_RO);
  await addToCart(api, cookies, AIRPURE_MINI);
  const applied = await api.request(couponCalls.apply.path, { cookies, json: { code } });
  expect(applied.status, await applied.clone().text()).toBe(200);
  return cookies;
}

async function placed(api: TestApi, cookies: string, addressId?: string) {
  const result = await placeOrder(api, cookies, addressId ? { addressId } : {});
  if (result.outcome !== 'placed') throw new Error(`Not placed: ${JSON.stringify(result.changes)}`);
  return result.order;
}

const pay = (api: TestApi, order: { orderId: string; amountPaise: number }, id: string) =>
  api.db.transaction((tx) =>
    confirmOrderPaid(tx, {
      orderId: order.orderId,
      amountPaise: order.amountPaise,
      provider: 'PAYU',
      providerPaymentId: id,
      now: api.clock.now(),
    }),
  );

async function committed(api: TestApi, code: string) {
  return api.db.query<{ orderId: string }>(
    `SELECT u.order_id AS "orderId" FROM coupon_usages u JOIN coupons c ON c.id = u.coupon_id
      WHERE c.code = $1 AND u.state = 'committed'`,
    [code],
  );
}

describe('a coupon of one use is spent once, however late a payment arrives', () => {
  test('paying a replaced order after its replacement does not spend the coupon twice', async () => {
    const api = await testApi();
    const asha = await customerWithCoupon(api, ASHA, 'FIRSTONE');
    const first = await placed(api, asha);
    const second = await placed(api, asha);
    await pay(api, second, 'pay_second');

    // The provider's page of the first order was still open: its payment comes now.
    const late = await pay(api, first, 'pay_first').catch((error: unknown) => error);
    expect(late).toBeInstanceOf(ApiError);
    expect(late).toMatchObject({ status: 409 });
    expect(await committed(api, 'FIRSTONE')).toEqual([{ orderId: second.orderId }]);
  });

  test('a late payment of an expired order does not take a coupon another customer has since used', async () => {
    const api = await testApi();
    const asha = await customerWithCoupon(api, ASHA, 'FIRSTONE');
    const first = await placed(api, asha);
    api.clock.advance(16 * 60); // its hold ends, releasing FIRSTONE
    const rohan = await customerWithCoupon(api, ROHAN, 'FIRSTONE');
    const rohans = await placed(api, rohan, 'AD-ROHAN-HOME');
    await pay(api, rohans, 'pay_rohan');

    await expect(pay(api, first, 'pay_asha')).rejects.toMatchObject({ status: 409 });
    expect(await committed(api, 'FIRSTONE')).toEqual([{ orderId: rohans.orderId }]);
  });
});

describe('coupon codes typed with tricks name one coupon once', () => {
  test('case, spaces and look-alike letters neither apply a coupon twice nor reach another', async () => {
    const api = await testApi();
    const asha = await customerWithCoupon(api, ASHA, ' flat500 ');
    const apply = async (code: string) => {
      const response = await api.request(couponCalls.apply.path, { cookies: asha, json: { code } });
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    };
    // The ligature "ﬂ" upper-cases to "FL": the same coupon, already on the cart.
    for (const code of ['FLAT500', 'Flat500\t', 'ﬂat500']) {
      expect(await apply(code)).toEqual({ status: 409, code: 'COUPON_ALREADY_APPLIED' });
    }
    // Full-width digits and Cyrillic look-alikes are not codes at all.
    for (const code of ['ＦＬＡＴ５００', 'FLАТ500']) {
      expect((await apply(code)).status).toBe(400);
    }
    const applied = await api.db.query(
      `SELECT c.code FROM cart_coupons cc JOIN coupons c ON c.id = cc.coupon_id
        JOIN carts ct ON ct.id = cc.cart_id JOIN customers cu ON cu.id = ct.customer_id WHERE cu.mobile = $1`,
      [ASHA],
    );
    expect(applied).toEqual([{ code: 'FLAT500' }]);
  });
});

describe('an SVG we serve, opened on its own, runs nothing', () => {
  test("a content icon and a technician's portrait carry a policy that allows no script", async () => {
    const api = await testApi();
    for (const path of ['/cms/uploads/icons/service.svg', '/api/service/technician-photo/TEC-PNQ-01.svg']) {
      const response = await api.request(path);
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({
        path,
        status: 200,
        type: 'image/svg+xml',
      });
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
    }
  });
});
