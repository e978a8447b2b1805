import { describe, expect, test } from 'vitest';
import { cartCalls } from '@nirmal/domain/contract';
import type { Cart } from '@nirmal/domain/contract';
import { secondsAfter } from '../src/clock.ts';
import { holdCouponsForOrder } from '../src/flows/cart-pricing/coupon-holds.ts';
import { commitCouponsForOrder, releaseCouponsForOrder } from '../src/modules/coupons/usage.ts';
import { cartWithCoupons, raceForTheLastUse } from './coupon-usage.ts';
import { ASHA, testApi } from './support.ts';

const ASHA_ID = 'CUS1000001';
const ROHAN_ID = 'CUS1000002';

async function usages(api: Awaited<ReturnType<typeof testApi>>) {
  return api.db.query<{ order_id: string; coupon_id: string; state: string; discount_paise: number }>(
    'SELECT order_id, coupon_id, state, discount_paise FROM coupon_usages ORDER BY id',
  );
}

describe('holding coupons for an order', () => {
  test('holds every applied coupon with its discount, and answers the total', async () => {
    const api = await testApi();
    const now = api.clock.now();
    await cartWithCoupons(api.db, {
      cartId: 'cart_0000000000_asha_hold',
      customerId: ASHA_ID,
      couponIds: ['CPN_FLAT500', 'CPN_ASHA100'],
      now,
    });
    const hold = await api.db.transaction((tx) =>
      holdCouponsForOrder(tx, {
        cartId: 'cart_0000000000_asha_hold',
        customerId: ASHA_ID,
        orderId: 'ORD_A',
        expiresAt: secondsAfter(now, 900),
        now,
      }),
    );
    expect(hold).toEqual({
      coupons: [
        { code: 'FLAT500', materialId: null, discountPaise: 50_000 },
        { code: 'ASHA100', materialId: null, discountPaise: 10_000 },
      ],
      couponDiscountPaise: 60_000,
    });
    expect(await usages(api)).toEqual([
      { order_id: 'ORD_A', coupon_id: 'CPN_FLAT500', state: 'held', discount_paise: 50_000 },
      { order_id: 'ORD_A', coupon_id: 'CPN_ASHA100', state: 'held', discount_paise: 10_000 },
    ]);
  });

  test('refuses another customer’s cart', async () => {
    const api = await testApi();
    const now = api.clock.now();
    await cartWithCoupons(api.db, {
      cartId: 'cart_0000000000_asha_x',
      customerId: ASHA_ID,
      couponIds: ['CPN_FLAT500'],
      now,
    });
    await expect(
      api.db.transaction((tx) =>
        holdCouponsForOrder(tx, {
          cartId: 'cart_0000000000_asha_x',
          customerId: ROHAN_ID,
          orderId: 'ORD_X',
          expiresAt: secondsAfter(now, 900),
          now,
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  test('the per-customer limit counts held and committed usages; a released or expired hold frees it', async () => {
    const api = await testApi();
    const now = api.clock.now();
    const hold = (orderId: string, at: Date) =>
      api.db.transaction((tx) =>
        holdCouponsForOrder(tx, {
          cartId: 'cart_0000000000_asha_solo',
          customerId: ASHA_ID,
          orderId,
          expiresAt: secondsAfter(at, 900),
          now: at,
        }),
      );
    await cartWithCoupons(api.db, {
      cartId: 'cart_0000000000_asha_solo',
      customerId: ASHA_ID,
      couponIds: ['CPN_ASHA100'],
      now,
    });
    await hold('ORD_1', now);
    // Holding again for the same order replaces its hold rather than counting twice.
    await hold('ORD_1', now);
    await expect(hold('ORD_2', now)).rejects.toMatchObject({
      code: 'COUPON_USED_UP',
      message: 'You have already used ASHA100. Choose another coupon.',
    });
    expect(await api.db.transaction((tx) => releaseCouponsForOrder(tx, 'ORD_1', now))).toBe(1);
    expect(await api.db.transaction((tx) => releaseCouponsForOrder(tx, 'ORD_1', now))).toBe(0);
    await hold('ORD_2', now);
    // ORD_2's hold expires unpaid: it no longer counts.
    const later = secondsAfter(now, 901);
    await hold('ORD_3', later);
    expect(await api.db.transaction((tx) => commitCouponsForOrder(tx, 'ORD_3', later))).toBe(1);
    expect(await api.db.transaction((tx) => commitCouponsForOrder(tx, 'ORD_3', later))).toBe(0);
    expect(await usages(api)).toMatchObject([
      { order_id: 'ORD_1', state: 'released' },
      { order_id: 'ORD_2', state: 'held' },
      { order_id: 'ORD_3', state: 'committed' },
    ]);
    // Committed, it leaves the cart; applied again it is refused for good.
    expect(
      await api.db.query('SELECT 1 FROM cart_coupons WHERE cart_id = $1', ['cart_0000000000_asha_solo']),
    ).toEqual([]);
    await api.db.query(
      "INSERT INTO cart_coupons (cart_id, coupon_id, applied_at) VALUES ('cart_0000000000_asha_solo', 'CPN_ASHA100', $1)",
      [later],
    );
    await expect(hold('ORD_4', secondsAfter(later, 3600))).rejects.toMatchObject({ code: 'COUPON_USED_UP' });
  });

  test('a coupon that stopped applying is refused with its reason, and nothing is held', async () => {
    const api = await testApi();
    const now = api.clock.now();
    await cartWithCoupons(api.db, {
      cartId: 'cart_0000000000_aircart',
      customerId: ASHA_ID,
      couponIds: ['CPN_FLAT500'],
      now,
    });
    await api.db.query(
      "INSERT INTO cart_coupons (cart_id, coupon_id, material_id, applied_at) VALUES ('cart_0000000000_aircart', 'CPN_AIR10', '4102110', $1)",
      [now],
    );
    await expect(
      api.db.transaction((tx) =>
        holdCouponsForOrder(tx, {
          cartId: 'cart_0000000000_aircart',
          customerId: ASHA_ID,
          orderId: 'ORD_AIR',
          expiresAt: secondsAfter(now, 900),
          now,
        }),
      ),
    ).rejects.toMatchObject({ code: 'COUPON_NOT_ELIGIBLE', status: 409 });
    expect(await usages(api)).toEqual([]);
  });

  test('the cart a pending order came from still shows its coupons; another cart sees the limit reached', async () => {
    const api = await testApi();
    const now = api.clock.now();
    const cookies = await api.signIn(ASHA);
    await cartWithCoupons(api.db, {
      cartId: 'cart_0000000000_other',
      customerId: ROHAN_ID,
      couponIds: ['CPN_FIRSTONE'],
      now,
    });
    await api.db.query('DELETE FROM carts WHERE customer_id = $1', [ASHA_ID]);
    await cartWithCoupons(api.db, {
      cartId: 'cart_0000000000_asha_first',
      customerId: ASHA_ID,
      couponIds: ['CPN_FIRSTONE'],
      now,
    });
    await api.db.transaction((tx) =>
      holdCouponsForOrder(tx, {
        cartId: 'cart_0000000000_other',
        customerId: ROHAN_ID,
        orderId: 'ORD_R',
        expiresAt: secondsAfter(now, 900),
        now,
      }),
    );
    const ashas = ((await (await api.request(cartCalls.get.path, { cookies })).json()) as { data: Cart })
      .data;
    expect(ashas.coupons).toMatchObject([
      {
        code: 'FIRSTONE',
        applies: false,
        reason: 'FIRSTONE has been fully redeemed. Choose another coupon.',
      },
    ]);
    await api.db.transaction((tx) => releaseCouponsForOrder(tx, 'ORD_R', now));
    const after = ((await (await api.request(cartCalls.get.path, { cookies })).json()) as { data: Cart })
      .data;
    expect(after.coupons).toMatchObject([{ code: 'FIRSTONE', applies: true, savingPaise: 200_000 }]);
  });

  test('two customers racing for a coupon with one use left: one hold wins (embedded database)', async () => {
    const api = await testApi();
    await raceForTheLastUse(api.db, api.clock.now());
  });
});
