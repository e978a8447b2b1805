import { describe, expect, test } from 'vitest';
import {
  addDays,
  addYears,
  amcCalls,
  amcDataSchema,
  assetCalls,
  assetListAnswerSchema,
  indianDay,
  orderCalls,
  slotCalendarSchema,
  slotHoldSchema,
} from '@nirmal/domain/contract';
import type { Asset } from '@nirmal/domain/contract';
import { AIRPURE_MINI, AQUA_RO, addToCart, newKey, placedOrderId, readyToBuy } from './orders-support.ts';
import { pay } from './payment-support.ts';
import { testApi } from './support.ts';
import type { TestApi } from './support.ts';

// A new customer's water purifier bought in the shop becomes their device once paid, so they can
// buy its plan and book its visits; cancelling the order takes it away, but not once a plan or a
// visit has been booked for it.

async function devices(api: TestApi, cookies: string): Promise<Asset[]> {
  const response = await api.request(assetCalls.list.path, { cookies });
  expect(response.status).toBe(200);
  return assetListAnswerSchema.parse(await response.json()).data;
}

function cancel(api: TestApi, cookies: string, orderId: string) {
  return api.request(orderCalls.cancel.path, { cookies, json: { orderId, reason: 'changed_mind' } });
}

/** A new customer who has paid for two water purifiers and an air purifier; their cookies and order. */
async function paidPurchase(api: TestApi, mobile: string) {
  const { cookies, addressId } = await readyToBuy(api, mobile, AQUA_RO, 2);
  await addToCart(api, cookies, AIRPURE_MINI);
  const orderId = await placedOrderId(api, cookies, { addressId });
  await pay(api, cookies, orderId, 'RAZORPAY');
  return { cookies, orderId };
}

describe('devices bought in the shop', () => {
  test('each water purifier paid for is a device in warranty at the delivery address, with plans to buy', async () => {
    const api = await testApi();
    const buyer = await api.signIn('9811100301');
    expect(await devices(api, buyer)).toEqual([]);

    const { cookies, orderId } = await paidPurchase(api, '9811100301');
    const today = indianDay(api.clock.now());
    const bought = await devices(api, cookies);
    // Two units, two devices; the air purifier has no maintenance plans, so it is no device.
    expect(bought).toHaveLength(2);
    expect(bought[0]).toMatchObject({
      name: 'Nirmal Aqua RO',
      technology: 'RO',
      hubCode: 'BLR-05',
      isRental: false,
      expiryStatus: { status: 'IW' },
      currentPlan: null,
      planStatus: { state: 'none', canBuy: true },
    });
    expect(bought[0]?.warrantyEndDate).toBe(addDays(addYears(today, 1), -1));
    expect(new Set(bought.map((device) => device.id)).size).toBe(2);

    const offer = await api.request(`${amcCalls.offer.path}?assetId=${bought[0]?.id}`, { cookies });
    expect(amcDataSchema.parse(((await offer.json()) as { data: unknown }).data)).toMatchObject({
      purpose: 'buy',
      startDate: today,
    });
    const location = await api.request(`${assetCalls.location.path}?assetId=${bought[0]?.id}`, { cookies });
    expect(((await location.json()) as { data: unknown }).data).toMatchObject({
      address: { house_number: '7', address_name: 'MG Road', postal_code: '560001' },
      serviceable: true,
    });

    // Cancelled, the order takes its devices with it.
    expect((await cancel(api, cookies, orderId)).status).toBe(200);
    expect(await devices(api, cookies)).toEqual([]);
  });

  test('an order one of whose purifiers has a plan since can no longer be cancelled online', async () => {
    const api = await testApi();
    const { cookies, orderId } = await paidPurchase(api, '9811100302');
    const [device] = await devices(api, cookies);
    await api.db.query(
      `UPDATE assets SET plan_tier = 'GOLD', plan_start_date = current_date, plan_end_date = current_date + 365
        WHERE id = $1`,
      [device?.id],
    );
    const refused = await cancel(api, cookies, orderId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Call us/);
    expect(await devices(api, cookies)).toHaveLength(2);
  });

  test('nor one for whose purifier a service visit has been booked since', async () => {
    const api = await testApi();
    const { cookies, orderId } = await paidPurchase(api, '9811100303');
    const [device] = await devices(api, cookies);
    const assetId = device?.id ?? '';
    const slots = await api.request(`/api/schedule/slotData?assetId=${assetId}`, { cookies });
    const days = slotCalendarSchema.parse(((await slots.json()) as { data: unknown }).data).days;
    const day = days.find((option) => option.slots.some((slot) => slot.state === 'available'));
    const chosen = { date: day?.date, slot: day?.slots.find((slot) => slot.state === 'available')?.id };
    const held = await api.request('/api/schedule/hold', { cookies, json: { assetId, ...chosen } });
    const { holdId } = slotHoldSchema.parse(((await held.json()) as { data: unknown }).data);
    const booked = await api.request('/api/service/schedule', {
      cookies,
      json: { assetId, serviceType: 'UNINSTALL', ...chosen, holdId, idempotencyKey: newKey() },
    });
    expect(booked.status, await booked.clone().text()).toBe(200);

    const refused = await cancel(api, cookies, orderId);
    expect(refused.status).toBe(409);
    expect(await devices(api, cookies)).toHaveLength(2);
  });
});
