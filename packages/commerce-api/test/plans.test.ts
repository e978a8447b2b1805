import { describe, expect, test } from 'vitest';
import {
  AMC_MESSAGES,
  TIERS,
  addDays,
  addYears,
  agreementSchema,
  amcCalls,
  amcDataSchema,
  assetCalls,
  assetListAnswerSchema,
  benefitsSchema,
  errorAnswerSchema,
  indianDay,
  orderCalls,
  orderDetailsSchema,
  orderListSchema,
  planCheckoutResultSchema,
  planPriceSchema,
  planTerm,
  renewalOpensOn,
} from '@nirmal/domain/contract';
import type { Asset, PlanCheckout, PlanPrice, Tier } from '@nirmal/domain/contract';
import { formatDate } from '@nirmal/format';
import { confirmOrderPaid } from '../src/flows/order-payment/index.ts';
import {
  orderRow,
  pay,
  payments,
  razorpayCaptureEvent,
  sendRazorpayWebhook,
  start,
} from './payment-support.ts';
import { ASHA, ROHAN, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// AMC plans for a customer's devices: what is offered and what it costs, buying one, and paying
// for it applying the plan to the device.

async function get(api: TestApi, path: string, cookies?: string) {
  const response = await api.request(path, { cookies });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

const devicePath = (call: { path: string }, assetId: string, extra = '') =>
  `${call.path}?assetId=${assetId}${extra}`;

async function devices(api: TestApi, cookies: string): Promise<Map<string, Asset>> {
  const { body } = await get(api, assetCalls.list.path, cookies);
  return new Map(assetListAnswerSchema.parse(body).data.map((asset) => [asset.id, asset]));
}

async function device(api: TestApi, cookies: string, assetId: string): Promise<Asset> {
  const found = (await devices(api, cookies)).get(assetId);
  if (!found) throw new Error(`No device ${assetId}`);
  return found;
}

async function priceOf(api: TestApi, cookies: string, assetId: string, tier: Tier): Promise<PlanPrice> {
  const { status, body } = await get(api, devicePath(amcCalls.price, assetId, `&tier=${tier}`), cookies);
  expect(status, JSON.stringify(body)).toBe(200);
  return planPriceSchema.parse(body.data);
}

let keys = 0;
const newKey = () => `plan-key-${Date.now()}-${++keys}`.padEnd(20, 'x');

async function checkout(
  api: TestApi,
  cookies: string,
  body: Partial<PlanCheckout> & Record<string, unknown>,
) {
  const response = await api.request(amcCalls.checkout.path, { cookies, json: body });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

/** The provider's word that an order was paid in full, now, as its callback or webhook brings it. */
async function paidNow(api: TestApi, order: { orderId: string; amountPaise: number }, paymentId: string) {
  await api.db.transaction((tx) =>
    confirmOrderPaid(tx, {
      orderId: order.orderId,
      amountPaise: order.amountPaise,
      provider: 'RAZORPAY',
      providerPaymentId: paymentId,
      now: api.clock.now(),
    }),
  );
}

/** A plan order for the device at the price shown, awaiting payment: its id and amount. */
async function placePlan(api: TestApi, cookies: string, assetId: string, tier: Tier, years: number) {
  const price = await priceOf(api, cookies, assetId, tier);
  const { status, body } = await checkout(api, cookies, {
    assetId,
    tier,
    years,
    provider: 'RAZORPAY',
    priceVersion: price.priceVersion,
    idempotencyKey: newKey(),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  const result = planCheckoutResultSchema.parse(body.data);
  if (result.outcome !== 'placed') throw new Error('The plan order was not placed');
  return { ...result.order, price };
}

const orderCount = async (api: TestApi) =>
  (await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM orders WHERE kind = 'plan'"))[0]
    ?.count;

async function expectUnknownDevice(response: { status: number; body: unknown }) {
  expect(response.status).toBe(404);
  expect(errorAnswerSchema.parse(response.body)).toMatchObject({
    code: 'NOT_FOUND',
    message: AMC_MESSAGES.deviceUnknown,
  });
}

describe('what a device can have', () => {
  test('every tier is offered in order, priced for a year, Gold recommended; a rented device is offered none', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const today = indianDay(api.clock.now());

    const uv = amcDataSchema.parse(
      (await get(api, devicePath(amcCalls.offer, 'AST-100102'), asha)).body.data,
    );
    expect(uv.plans.map((plan) => plan.tier)).toEqual([...TIERS]);
    expect(uv.plans.map((plan) => plan.pricePerYearPaise)).toEqual([
      1_499_00, 2_299_00, 2_999_00, 3_799_00, 4_999_00,
    ]);
    expect(uv.plans.filter((plan) => plan.recommended).map((plan) => plan.tier)).toEqual(['GOLD']);
    for (const plan of uv.plans) expect(plan.highlights.length).toBeGreaterThanOrEqual(3);
    // Base ending in 20 days: a new plan follows it.
    expect(uv).toMatchObject({ purpose: 'renew', startDate: addDays(today, 21), technology: 'UV' });

    const ro = amcDataSchema.parse(
      (await get(api, devicePath(amcCalls.offer, 'AST-100107'), asha)).body.data,
    );
    expect(ro.plans.map((plan) => plan.pricePerYearPaise)).toEqual([
      1_999_00, 2_999_00, 3_799_00, 4_799_00, 5_999_00,
    ]);
    expect(ro).toMatchObject({ purpose: 'buy', startDate: today });

    const rented = amcDataSchema.parse(
      (await get(api, devicePath(amcCalls.offer, 'AST-100103'), asha)).body.data,
    );
    expect(rented.plans).toEqual([]);
    expect(rented.planStatus).toMatchObject({ state: 'included', canBuy: false });
  });

  test('the plan status of each seeded device, from the server’s day', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const today = indianDay(api.clock.now());
    const all = await devices(api, asha);
    const status = (id: string) => all.get(id)?.planStatus;

    const gold = all.get('AST-100101');
    const goldEnd = addDays(today, 214);
    expect(gold?.currentPlan).toEqual({
      tier: 'GOLD',
      startDate: addDays(addYears(goldEnd, -1), 1),
      endDate: goldEnd,
    });
    expect(status('AST-100101')).toEqual({
      state: 'active',
      daysLeft: 214,
      canBuy: false,
      renewableFrom: renewalOpensOn(goldEnd),
      message: `The Gold plan of this device runs until ${formatDate(goldEnd)}. You can renew this plan from ${formatDate(renewalOpensOn(goldEnd))}.`,
    });
    expect(status('AST-100102')).toMatchObject({
      state: 'ending_soon',
      daysLeft: 20,
      canBuy: true,
      renewableFrom: null,
    });
    expect(status('AST-100105')).toMatchObject({
      state: 'active',
      daysLeft: 45,
      canBuy: true,
      renewableFrom: null,
    });
    expect(status('AST-100106')).toMatchObject({ state: 'expired', daysLeft: -40, canBuy: true });
    expect(status('AST-100107')).toMatchObject({ state: 'none', daysLeft: null, canBuy: true });
    expect(status('AST-100108')).toMatchObject({ state: 'none', canBuy: true });
    expect(status('AST-100103')).toMatchObject({ state: 'included', canBuy: false });
    expect(all.get('AST-100107')).toMatchObject({
      expiryStatus: { status: 'IW' },
      warrantyEndDate: addDays(today, 200),
      agreementId: null,
      accountId: 'ACC1000001',
    });
    expect(all.get('AST-100108')?.warrantyEndDate).toBe(addDays(today, -400));
    expect(all.get('AST-100106')?.expiryStatus.status).toBe('OC');

    // The same device a day after renewal opens can be renewed.
    api.clock.advance((214 - 60) * 86_400);
    const later = await api.signIn(ASHA);
    expect((await device(api, later, 'AST-100101')).planStatus).toMatchObject({
      state: 'active',
      canBuy: true,
    });
  });

  test('what each tier includes, for anyone: Base charges parts, only RO has a membrane row', async () => {
    const api = await testApi();
    const ro = benefitsSchema.parse((await get(api, `${amcCalls.benefits.path}?technology=RO`)).body.data);
    const uv = benefitsSchema.parse((await get(api, `${amcCalls.benefits.path}?technology=UV`)).body.data);
    expect(ro.tiers).toEqual([...TIERS]);
    const row = (benefits: typeof ro, id: string) =>
      benefits.rows.find((candidate) => candidate.id === id)?.values;
    expect(row(ro, 'spare_parts')).toMatchObject({ VALUE: 'Charged', SILVER: '10% off', COMP: 'Free' });
    expect(row(ro, 'preventive_visits')).toMatchObject({ VALUE: '2', GOLD: '3' });
    expect(row(ro, 'filters')).toEqual({
      VALUE: false,
      SILVER: false,
      GOLD: true,
      PLATINUM: true,
      COMP: true,
    });
    expect(row(ro, 'ro_membrane')).toMatchObject({ PLATINUM: false, COMP: true });
    expect(row(uv, 'ro_membrane')).toBeUndefined();
    expect(row(uv, 'response_time')).toMatchObject({ VALUE: '48 hours', COMP: '12 hours' });
    expect((await get(api, `${amcCalls.benefits.path}?technology=XX`)).status).toBe(400);
  });

  test('the agreement of a device, and none before its first plan', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const gold = agreementSchema.parse(
      (await get(api, devicePath(amcCalls.agreement, 'AST-100101'), asha)).body.data,
    );
    expect(gold).toMatchObject({ accountId: 'ACC1000001', agreementId: 'AGR-100101', tier: 'GOLD' });
    const none = agreementSchema.parse(
      (await get(api, devicePath(amcCalls.agreement, 'AST-100107'), asha)).body.data,
    );
    expect(none).toMatchObject({ agreementId: null, tier: null, startDate: null, endDate: null });
  });

  test('a tier priced for one to five years, longer terms saving, in whole rupees', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const today = indianDay(api.clock.now());
    const price = await priceOf(api, asha, 'AST-100107', 'GOLD');
    expect(price.durations.map((duration) => duration.years)).toEqual([1, 2, 3, 4, 5]);
    // ₹3,799 a year, less 0, 8, 12, 15 and 18%.
    expect(price.durations.map((duration) => duration.pricePaise)).toEqual([
      3_799_00, 6_990_00, 10_029_00, 12_917_00, 15_576_00,
    ]);
    for (const duration of price.durations) {
      expect(duration.yearByYearPaise).toBe(3_799_00 * duration.years);
      expect(duration.savingPaise).toBe(duration.yearByYearPaise - duration.pricePaise);
      expect(duration.pricePaise % 100).toBe(0);
      expect(duration.perYearPaise).toBe(Math.round(duration.pricePaise / duration.years));
      expect(duration).toMatchObject(planTerm({ currentEndDate: null, today, years: duration.years }));
    }
    expect(price.durations[0]?.savingPaise).toBe(0);
    expect(price.purpose).toBe('buy');

    // A renewal starts after the current plan, and so does its version.
    const renewal = await priceOf(api, asha, 'AST-100102', 'GOLD');
    expect(renewal.purpose).toBe('renew');
    expect(renewal.durations[0]).toMatchObject({ startDate: addDays(today, 21), pricePaise: 2_999_00 });
    expect((await priceOf(api, asha, 'AST-100102', 'SILVER')).priceVersion).not.toBe(renewal.priceVersion);

    const rented = await get(api, devicePath(amcCalls.price, 'AST-100103', '&tier=GOLD'), asha);
    expect(rented.status).toBe(409);
    expect(errorAnswerSchema.parse(rented.body)).toMatchObject({
      code: 'RENTAL_DEVICE',
      message: AMC_MESSAGES.rental,
    });
    expect((await get(api, devicePath(amcCalls.price, 'AST-100107', '&tier=BRONZE'), asha)).status).toBe(400);
  });
});

describe('a device’s place and service', () => {
  test('where it is installed and whether we service there', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const { body } = await get(api, devicePath(assetCalls.location, 'AST-100101'), asha);
    expect(body.data).toMatchObject({
      assetId: 'AST-100101',
      hubCode: 'PNQ-02',
      serviceable: true,
      address: { city: 'Pune', state: 'Maharashtra', postal_code: '411001' },
    });
    const rohan = await api.signIn(ROHAN);
    expect((await get(api, devicePath(assetCalls.location, 'AST-200201'), rohan)).body.data).toMatchObject({
      hubCode: 'BLR-05',
      address: { city: 'Bengaluru', postal_code: '560001' },
    });
    // A pincode whose hub makes no service visits.
    await api.db.query("UPDATE hub_pincodes SET service_available = false WHERE pincode = '411001'");
    expect((await get(api, devicePath(assetCalls.location, 'AST-100101'), asha)).body.data).toMatchObject({
      serviceable: false,
    });
  });

  test('what the recommended plan saves in a year, only for a device no plan covers', async () => {
    const api = await testApi({ config: { payments } });
    const asha = await api.signIn(ASHA);
    const promo = async (id: string) =>
      (await get(api, devicePath(assetCalls.savingPromo, id), asha)).body.data;
    // RO, in warranty without a plan: 5 visits at ₹599 and filters at ₹1,800 = ₹4,795 against Gold's ₹3,799.
    expect(await promo('AST-100107')).toMatchObject({
      tier: 'GOLD',
      withoutPlanPaise: 4_795_00,
      planPricePaise: 3_799_00,
      savingPaise: 996_00,
    });
    // UV, its plan ended: 5 visits at ₹499 and filters at ₹1,400 = ₹3,895 against ₹2,999.
    expect(await promo('AST-100106')).toMatchObject({ withoutPlanPaise: 3_895_00, savingPaise: 896_00 });
    // Base ending soon, Gold, Platinum, Comprehensive, and a rented device: a plan covers each already.
    for (const covered of ['AST-100102', 'AST-100101', 'AST-100104', 'AST-100105', 'AST-100103']) {
      expect(await promo(covered), covered).toBeNull();
    }
    // Once a plan is paid for, the device is no longer pitched one.
    const order = await placePlan(api, asha, 'AST-100108', 'GOLD', 1);
    expect(await promo('AST-100108')).toMatchObject({ tier: 'GOLD' });
    await paidNow(api, order, 'pay_promo1');
    expect(await promo('AST-100108')).toBeNull();
    // Were the plan dearer than what it covers, there would be nothing to promise.
    await api.db.query(
      "UPDATE plan_tiers SET price_per_year_paise = 5_000_00 WHERE technology = 'RO' AND tier = 'GOLD'",
    );
    expect(await promo('AST-100107')).toBeNull();
  });

  test('a device’s service visits, open and closed, newest first', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const { status, body } = await get(
      api,
      devicePath({ path: '/api/schedule/getServices' }, 'AST-100101'),
      asha,
    );
    expect(status).toBe(200);
    const history = body.data as {
      open: { status: string; serviceDate: string }[];
      closed: { status: string; serviceDate: string }[];
    };
    expect(history.open.map((visit) => visit.status)).toEqual(['SCHEDULED']);
    expect(history.closed.map((visit) => visit.status)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(history.closed[0]!.serviceDate > history.closed[1]!.serviceDate).toBe(true);
    const expired = (await get(api, devicePath({ path: '/api/schedule/getServices' }, 'AST-100106'), asha))
      .body.data as typeof history;
    expect(expired.closed.map((visit) => visit.status).sort()).toEqual(['CANCELLED', 'COMPLETED']);
    const none = (await get(api, devicePath({ path: '/api/schedule/getServices' }, 'AST-100108'), asha)).body
      .data;
    expect(none).toEqual({ open: [], closed: [] });
  });
});

describe('another customer’s device, or none', () => {
  test('answers every call exactly as a missing device', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rohan = await api.signIn(ROHAN);
    const { priceVersion } = await priceOf(api, rohan, 'AST-200201', 'GOLD');
    for (const assetId of ['AST-200201', 'AST-999999']) {
      for (const path of [
        devicePath(amcCalls.offer, assetId),
        devicePath(amcCalls.agreement, assetId),
        devicePath(amcCalls.price, assetId, '&tier=GOLD'),
        devicePath(assetCalls.location, assetId),
        devicePath(assetCalls.savingPromo, assetId),
        devicePath({ path: '/api/schedule/getServices' }, assetId),
      ]) {
        await expectUnknownDevice(await get(api, path, asha));
      }
      await expectUnknownDevice(
        await checkout(api, asha, {
          assetId,
          tier: 'GOLD',
          years: 1,
          provider: 'RAZORPAY',
          priceVersion,
          idempotencyKey: newKey(),
        }),
      );
    }
    expect((await get(api, devicePath(amcCalls.offer, 'AST-100101'))).status).toBe(401);
  });
});

describe('buying a plan', () => {
  test('a rented device, and a plan whose renewal is not open yet, are refused', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const { priceVersion } = await priceOf(api, asha, 'AST-100101', 'GOLD');
    const body = { tier: 'GOLD' as const, years: 1, provider: 'RAZORPAY' as const, priceVersion };

    const rented = await checkout(api, asha, { ...body, assetId: 'AST-100103', idempotencyKey: newKey() });
    expect(rented.status).toBe(409);
    expect(errorAnswerSchema.parse(rented.body)).toMatchObject({
      code: 'RENTAL_DEVICE',
      message: AMC_MESSAGES.rental,
    });

    const early = await checkout(api, asha, { ...body, assetId: 'AST-100101', idempotencyKey: newKey() });
    expect(early.status).toBe(409);
    expect(errorAnswerSchema.parse(early.body)).toMatchObject({
      code: 'PLAN_NOT_BUYABLE',
      message: (await device(api, asha, 'AST-100101')).planStatus.message,
    });
    const years = await checkout(api, asha, {
      ...body,
      years: 6,
      assetId: 'AST-100107',
      idempotencyKey: newKey(),
    });
    expect(years.status).toBe(400);
    expect(await orderCount(api)).toBe(3);
  });

  test('a changed price answers the new one and writes nothing; a forged version is a change too', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const seen = await priceOf(api, asha, 'AST-100107', 'GOLD');
    await api.db.query(
      "UPDATE plan_tiers SET price_per_year_paise = 3_999_00 WHERE technology = 'RO' AND tier = 'GOLD'",
    );
    const before = await orderCount(api);

    const changed = await checkout(api, asha, {
      assetId: 'AST-100107',
      tier: 'GOLD',
      years: 2,
      provider: 'RAZORPAY',
      priceVersion: seen.priceVersion,
      idempotencyKey: newKey(),
    });
    expect(changed.status).toBe(200);
    const result = planCheckoutResultSchema.parse(changed.body.data);
    expect(result).toMatchObject({ outcome: 'changed', previousPricePaise: 6_990_00 });
    if (result.outcome !== 'changed') throw new Error('unreachable');
    expect(result.price.durations[1]?.pricePaise).toBe(7_358_00);

    const forged = await checkout(api, asha, {
      assetId: 'AST-100107',
      tier: 'GOLD',
      years: 1,
      provider: 'RAZORPAY',
      priceVersion: Buffer.from(
        JSON.stringify({ assetId: 'AST-100107', tier: 'GOLD', prices: [100] }),
      ).toString('base64url'),
      idempotencyKey: newKey(),
    });
    expect(planCheckoutResultSchema.parse(forged.body.data)).toMatchObject({ outcome: 'changed' });
    expect(await orderCount(api)).toBe(before);
  });

  test('an amount in the body is refused; the same key answers the same order; a newer order replaces the unpaid one', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const price = await priceOf(api, asha, 'AST-100107', 'SILVER');
    const body = {
      assetId: 'AST-100107',
      tier: 'SILVER' as const,
      years: 3,
      provider: 'PAYU' as const,
      priceVersion: price.priceVersion,
      idempotencyKey: newKey(),
    };
    const ordersBefore = await api.db.query('SELECT id FROM orders');
    for (const forged of [{ amount: 1 }, { pricePaise: 100 }, { amountPaise: 100 }]) {
      const refused = await checkout(api, asha, { ...body, ...forged });
      expect(refused.status).toBe(400);
      expect(errorAnswerSchema.parse(refused.body).message).toBe(AMC_MESSAGES.amount);
    }
    expect(await api.db.query('SELECT id FROM orders')).toEqual(ordersBefore);
    const first = planCheckoutResultSchema.parse((await checkout(api, asha, body)).body.data);
    const again = planCheckoutResultSchema.parse((await checkout(api, asha, body)).body.data);
    expect(first).toMatchObject({
      outcome: 'placed',
      order: { amountPaise: 7_917_00, status: 'awaiting_payment', provider: 'PAYU' },
    });
    expect(again).toEqual(first);
    if (first.outcome !== 'placed') throw new Error('unreachable');

    const reused = await checkout(api, asha, { ...body, tier: 'GOLD' });
    expect(reused.status).toBe(409);
    expect(errorAnswerSchema.parse(reused.body).code).toBe('IDEMPOTENCY_KEY_REUSED');

    const second = await placePlan(api, asha, 'AST-100107', 'GOLD', 1);
    const earlier = orderDetailsSchema.parse(
      (await get(api, `${orderCalls.details.path}?orderId=${first.order.orderId}`, asha)).body.data,
    );
    expect(earlier.status).toBe('expired');
    expect(second.amountPaise).toBe(3_799_00);
  });
});

describe('paying for a plan', () => {
  test('a renewal: the plan follows the current one, the order reads as a plan with its SAC, and is listed', async () => {
    const api = await testApi({ config: { payments } });
    let asha = await api.signIn(ASHA);
    const today = indianDay(api.clock.now());
    const baseEnd = addDays(today, 20);
    const before = await device(api, asha, 'AST-100102');
    const order = await placePlan(api, asha, 'AST-100102', 'GOLD', 2);
    expect(order.amountPaise).toBe(5_518_00);

    const placed = orderDetailsSchema.parse(
      (await get(api, `${orderCalls.details.path}?orderId=${order.orderId}`, asha)).body.data,
    );
    const term = planTerm({ currentEndDate: baseEnd, today, years: 2 });
    expect(placed).toMatchObject({ kind: 'plan', cancellable: true, invoice: null });
    expect(placed.lines[0]?.plan).toEqual({
      tier: 'GOLD',
      assetId: 'AST-100102',
      deviceName: 'Nirmal Aqua UV 6 L',
      months: 24,
      ...term,
    });

    await pay(api, asha, order.orderId, 'RAZORPAY', { webhook: 'never' });
    expect(await orderRow(api, order.orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });

    // Until its first day the current plan covers the device; the renewal waits beside it.
    const renewed = await device(api, asha, 'AST-100102');
    expect(term.startDate).toBe(addDays(baseEnd, 1));
    expect(renewed.currentPlan).toEqual(before.currentPlan);
    expect(renewed.currentPlan?.tier).toBe('VALUE');
    expect(renewed.nextPlan).toEqual({ tier: 'GOLD', ...term });
    expect(renewed.expiryStatus.status).toBe('IC');
    expect(renewed.planStatus).toMatchObject({ state: 'renewed', canBuy: false, daysLeft: 20 });
    expect(renewed.planStatus.message).toMatch(/The Gold plan you bought follows it/);
    const again = await checkout(api, asha, {
      assetId: 'AST-100102',
      tier: 'SILVER',
      years: 1,
      provider: 'RAZORPAY',
      priceVersion: 'any',
      idempotencyKey: newKey(),
    });
    expect(again.status).toBe(409);
    expect(errorAnswerSchema.parse(again.body).code).toBe('PLAN_NOT_BUYABLE');

    const paid = orderDetailsSchema.parse(
      (await get(api, `${orderCalls.details.path}?orderId=${order.orderId}`, asha)).body.data,
    );
    expect(paid.lines[0]?.plan).toMatchObject(term);
    expect(paid.lines[0]?.hsnCode).toBe('998719');
    expect(paid.invoice?.lines.map((line) => line.hsnCode)).toEqual(['998719']);
    expect(paid.invoice?.recipient).toMatchObject({ state: 'Maharashtra' });
    expect(paid.invoice?.totals.totalPaise).toBe(5_518_00);
    expect(paid.timeline.map((event) => event.status)).toEqual(['awaiting_payment', 'paid']);
    expect(paid.paymentSummary).toMatchObject({ actualPricePaise: 5_998_00, finalPricePaise: 5_518_00 });

    const history = orderListSchema.parse(
      (await get(api, `${orderCalls.list.path}?kind=plan`, asha)).body.data,
    );
    expect(history.orders[0]).toMatchObject({ orderId: order.orderId, kind: 'plan', status: 'paid' });
    expect(history.total).toBe(3);

    // On its first day the renewal is the device's plan.
    api.clock.advance(21 * 86_400);
    asha = await api.signIn(ASHA);
    const started = await device(api, asha, 'AST-100102');
    expect(started.currentPlan).toEqual({ tier: 'GOLD', ...term });
    expect(started.nextPlan).toBeNull();
    expect(started.planStatus.state).toBe('active');
  });

  test('a renewal cancelled before it starts leaves the current plan as it was', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const before = await device(api, asha, 'AST-100102');
    const order = await placePlan(api, asha, 'AST-100102', 'GOLD', 1);
    await paidNow(api, order, 'pay_renewal1');
    expect((await device(api, asha, 'AST-100102')).nextPlan?.tier).toBe('GOLD');
    const response = await api.request(orderCalls.cancel.path, {
      cookies: asha,
      json: { orderId: order.orderId, reason: 'wrong_plan' },
    });
    expect(response.status).toBe(200);
    const after = await device(api, asha, 'AST-100102');
    expect(after).toMatchObject({
      currentPlan: before.currentPlan,
      nextPlan: null,
      planStatus: before.planStatus,
    });
  });

  test('after expiry the plan starts on the payment day; a device without one gets an agreement', async () => {
    const api = await testApi({ config: { payments } });
    let asha = await api.signIn(ASHA);
    const expired = await placePlan(api, asha, 'AST-100106', 'SILVER', 1);
    // Paid the next day: the term is worked out again on the day it is paid.
    api.clock.advance(86_400);
    asha = await api.signIn(ASHA);
    const payDay = indianDay(api.clock.now());
    await paidNow(api, expired, 'pay_expired1');
    const renewed = await device(api, asha, 'AST-100106');
    expect(renewed.currentPlan).toEqual({
      tier: 'SILVER',
      ...planTerm({ currentEndDate: null, today: payDay, years: 1 }),
    });
    expect(renewed.expiryStatus.status).toBe('IC');
    expect(renewed.planStatus.state).toBe('active');

    const fresh = await placePlan(api, asha, 'AST-100108', 'COMP', 5);
    await paidNow(api, fresh, 'pay_fresh1');
    const covered = await device(api, asha, 'AST-100108');
    expect(covered).toMatchObject({ agreementId: 'AGR-100108', expiryStatus: { status: 'IC' } });
    expect(covered.currentPlan?.endDate).toBe(
      planTerm({ currentEndDate: null, today: payDay, years: 5 }).endDate,
    );
  });

  test('the callback and then the webhook (twice) apply the plan once; another amount is refused', async () => {
    const api = await testApi({ config: { payments } });
    const asha = await api.signIn(ASHA);
    const today = indianDay(api.clock.now());
    const order = await placePlan(api, asha, 'AST-100105', 'COMP', 1);
    const started = await start(api, asha, order.orderId, 'RAZORPAY');

    const wrong = razorpayCaptureEvent({
      id: 'pay_Short1',
      orderId: started.handoff.fields['order_id'],
      amount: 100,
      method: 'upi',
    });
    expect((await sendRazorpayWebhook(api, wrong, 'evt_plan_short')).status).toBe(200);
    expect(await orderRow(api, order.orderId)).toMatchObject({ status: 'payment_failed', timesPaid: 0 });
    expect((await device(api, asha, 'AST-100105')).currentPlan?.endDate).toBe(addDays(today, 45));

    await pay(api, asha, order.orderId, 'RAZORPAY', { webhook: 'never' });
    const paid = await orderRow(api, order.orderId);
    const body = razorpayCaptureEvent({
      id: paid.provider_payment_id ?? '',
      orderId: started.handoff.fields['order_id'],
      amount: order.amountPaise,
      method: 'card',
    });
    await sendRazorpayWebhook(api, body, 'evt_plan_1');
    await sendRazorpayWebhook(api, body, 'evt_plan_2');
    await sendRazorpayWebhook(api, body, 'evt_plan_1');

    expect(await orderRow(api, order.orderId)).toMatchObject({ status: 'paid', timesPaid: 1 });
    const term = planTerm({ currentEndDate: addDays(today, 45), today, years: 1 });
    expect((await device(api, asha, 'AST-100105')).nextPlan).toEqual({ tier: 'COMP', ...term });
  });
});

describe('cancelling a plan order', () => {
  test('within 15 days its device gets its plan back and the refund starts; a product reason is refused', async () => {
    const api = await testApi();
    let asha = await api.signIn(ASHA);
    const before = await device(api, asha, 'AST-100107');
    const order = await placePlan(api, asha, 'AST-100107', 'PLATINUM', 1);
    await paidNow(api, order, 'pay_cancel1');
    expect((await device(api, asha, 'AST-100107')).currentPlan?.tier).toBe('PLATINUM');
    const cancel = (reason: string) =>
      api.request(orderCalls.cancel.path, { cookies: asha, json: { orderId: order.orderId, reason } });

    expect((await cancel('delivery_too_late')).status).toBe(400);
    api.clock.advance(10 * 86_400);
    asha = await api.signIn(ASHA);
    const response = await cancel('wrong_plan');
    expect(response.status).toBe(200);
    const cancelled = orderDetailsSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refundState: 'initiated',
      cancelReason: 'wrong_plan',
    });
    const restored = await device(api, asha, 'AST-100107');
    expect(restored).toMatchObject({
      currentPlan: before.currentPlan,
      expiryStatus: before.expiryStatus,
      agreementId: null,
    });
  });

  test('not after 15 days, nor once a visit was made under it, nor after a later plan', async () => {
    const api = await testApi();
    let asha = await api.signIn(ASHA);
    const cancel = async (orderId: string) => {
      const response = await api.request(orderCalls.cancel.path, {
        cookies: asha,
        json: { orderId, reason: 'changed_mind' },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };

    const visited = await placePlan(api, asha, 'AST-100108', 'GOLD', 1);
    await paidNow(api, visited, 'pay_v1');
    await api.db.query(
      `INSERT INTO service_requests (id, customer_id, asset_id, service_type, status, service_date, service_slot,
                                     technician_name, charge_paise, created_at, updated_at)
       VALUES ('SR-TEST-1', 'CUS1000001', 'AST-100108', 'PERIODIC_SERVICE', 'COMPLETED', $1::date, '10:00',
               'Ramesh Patil', 0, now(), now())`,
      [indianDay(api.clock.now())],
    );
    const refused = await cancel(visited.orderId);
    expect(refused.status).toBe(409);
    expect(errorAnswerSchema.parse(refused.body).message).toMatch(/service visit has been made/);

    // Two orders for one device: the first, replaced by the second, is still paid late and
    // applies after it, so the second is no longer the device's latest plan.
    const first = await placePlan(api, asha, 'AST-100107', 'SILVER', 1);
    const later = await placePlan(api, asha, 'AST-100107', 'GOLD', 1);
    await paidNow(api, later, 'pay_l1');
    await paidNow(api, first, 'pay_f1');
    expect(errorAnswerSchema.parse((await cancel(later.orderId)).body).message).toMatch(/later plan/);

    api.clock.advance(16 * 86_400);
    asha = await api.signIn(ASHA);
    const details = orderDetailsSchema.parse(
      (await get(api, `${orderCalls.details.path}?orderId=${first.orderId}`, asha)).body.data,
    );
    expect(details.cancellable).toBe(false);
    const late = await cancel(first.orderId);
    expect(late.status).toBe(409);
    expect(errorAnswerSchema.parse(late.body).message).toMatch(/within 15 days/);
  });
});
