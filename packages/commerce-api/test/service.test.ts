import {
  SERVICE_MESSAGES,
  addDays,
  bookingEligibilitySchema,
  bookingResultSchema,
  dispositionsSchema,
  errorAnswerSchema,
  freeServiceSchema,
  indianDay,
  serviceHistorySchema,
  serviceRequestDetailsSchema,
  slotCalendarSchema,
  slotHoldSchema,
} from '@nirmal/domain/contract';
import type { SlotCalendar } from '@nirmal/domain/contract';
import * as z from 'zod/mini';
import { describe, expect, test } from 'vitest';
import { confirmOrderPaid } from '../src/flows/order-payment/index.ts';
import { newKey, overHttp } from './orders-support.ts';
import {
  fillSlot,
  placesTaken,
  punePlace,
  raceForTheLastPlace,
  raceToBookTheLastPlace,
} from './service-support.ts';
import { ASHA, ROHAN, listening, testApi } from './support.ts';
import type { TestApi } from './support.ts';

// Service visits through the API as the storefront drives them. Every answer is checked against
// its contract by the app itself (outside production an answer outside it is a 500).

async function call(api: TestApi, cookies: string | undefined, path: string, json?: unknown) {
  const response = await api.request(path, { cookies, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}
const data = <T>(schema: z.ZodMiniType<T>, answer: { body: { data?: unknown } }) =>
  schema.parse(answer.body.data);
const error = (answer: { body: unknown }) => errorAnswerSchema.parse(answer.body);

async function calendar(api: TestApi, cookies: string, query: string): Promise<SlotCalendar> {
  const answer = await call(api, cookies, `/api/schedule/slotData?${query}`);
  expect(answer.status).toBe(200);
  return data(slotCalendarSchema, answer);
}

/** The first slot with a place, two days ahead or later. */
function freeSlot(days: SlotCalendar['days'], from = 2) {
  for (const day of days.slice(from)) {
    const slot = day.slots.find((option) => option.state === 'available');
    if (slot) return { date: day.date, slot: slot.id };
  }
  throw new Error('No free slot');
}

async function hold(api: TestApi, cookies: string, body: object) {
  return call(api, cookies, '/api/schedule/hold', body);
}

async function book(api: TestApi, cookies: string, body: Record<string, unknown>) {
  return call(api, cookies, '/api/service/schedule', { idempotencyKey: newKey(), ...body });
}

/** Holds the first free slot of the device's hub and books a visit of the kind in it. */
async function bookFirstFree(api: TestApi, cookies: string, assetId: string, extra: Record<string, unknown>) {
  const chosen = freeSlot((await calendar(api, cookies, `assetId=${assetId}`)).days);
  const held = data(slotHoldSchema, await hold(api, cookies, { assetId, ...chosen }));
  const answer = await book(api, cookies, { assetId, ...chosen, holdId: held.holdId, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { chosen, result: data(bookingResultSchema, answer) };
}

const REPAIR = { serviceType: 'REPAIR', defectType: 'LEAKING', repairs: ['TAP'] };

describe('tracking', () => {
  test('the demo customer’s requests in every state, open and closed', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const history = data(serviceHistorySchema, await call(api, asha, '/api/schedule/getServices'));
    const byId = new Map(
      [...history.open, ...history.closed].map((request) => [request.serviceRequestID, request]),
    );
    expect(byId.get('SR-24000103')).toMatchObject({ status: 'SCHEDULED', isCancellable: true });
    expect(byId.get('SR-24000108')).toMatchObject({ status: 'RESCHEDULED', isReschedulable: true });
    expect(byId.get('SR-24000109')).toMatchObject({
      status: 'TECHNICIAN_ASSIGNED',
      technicianName: 'Ramesh Patil',
    });
    expect(byId.get('SR-24000110')).toMatchObject({ status: 'COMPLETED', isRateable: true });
    expect(byId.get('SR-24000111')).toMatchObject({ status: 'COMPLETED', isRateable: false });
    expect(byId.get('SR-24000107')).toMatchObject({ status: 'CANCELLED', isCancellable: false });
    expect(history.open.map((request) => request.serviceDate)).toEqual(
      history.open.map((request) => request.serviceDate).sort(),
    );
    expect(history.closed.every((request) => ['COMPLETED', 'CANCELLED'].includes(request.status))).toBe(true);
  });

  test('every demo request was made before today, and its timeline never runs ahead of it', async () => {
    const api = await testApi();
    const rows = await api.db.query<{ id: string; createdAt: Date }>(
      'SELECT id, created_at AS "createdAt" FROM service_requests',
    );
    for (const { id, createdAt } of rows)
      expect(createdAt.getTime(), id).toBeLessThanOrEqual(api.clock.now().getTime());
  });

  test('one request: its timeline, done then to come, its technician and its address', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const details = data(
      serviceRequestDetailsSchema,
      await call(api, asha, '/api/schedule/getServiceDetails?serviceRequestID=SR-24000109'),
    );
    expect(details.timeline.map((event) => [event.label, event.at !== null])).toEqual([
      ['Request received', true],
      ['Repair Scheduled', true],
      ['Technician assigned', true],
      ['On the way', false],
      ['Visit started', false],
      ['Completed', false],
    ]);
    expect(details.technician).toMatchObject({ name: 'Ramesh Patil', rating: 4.8 });
    expect(details.address.postal_code).toBe('411001');
    const photo = await api.request(details.technician?.photoUrl ?? '');
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await photo.text()).toContain('>RP<');

    const installation = data(
      serviceRequestDetailsSchema,
      await call(api, asha, '/api/schedule/getServiceDetails?serviceRequestID=SR-24000104'),
    );
    expect(installation.timeline.map((event) => event.label)).toContain('Installation Scheduled');
  });

  test('another customer’s device or request answers exactly as a missing one', async () => {
    const api = await testApi();
    const rohan = await api.signIn(ROHAN);
    const missing = async (path: string, body?: object) => {
      const answer = await call(api, rohan, path, body);
      expect(answer.status, path).toBe(404);
      return error(answer).message;
    };
    for (const [theirs, none] of [
      [
        '/api/schedule/getServiceDetails?serviceRequestID=SR-24000103',
        '/api/schedule/getServiceDetails?serviceRequestID=SR-NONE',
      ],
      ['/api/schedule/getServices?assetId=AST-100101', '/api/schedule/getServices?assetId=AST-NONE'],
      [
        '/api/service/service-booking-eligibility?assetId=AST-100101&serviceType=REPAIR',
        '/api/service/service-booking-eligibility?assetId=AST-NONE&serviceType=REPAIR',
      ],
      ['/api/schedule/slotData?assetId=AST-100101', '/api/schedule/slotData?assetId=AST-NONE'],
      ['/api/service/freeservice?assetId=AST-100101', '/api/service/freeservice?assetId=AST-NONE'],
    ] as const) {
      expect(await missing(theirs)).toBe(await missing(none));
    }
    expect(
      await missing('/api/schedule/cancelBooking', { serviceRequestID: 'SR-24000103', reason: 'OTHER' }),
    ).toBe(SERVICE_MESSAGES.requestUnknown);
    expect(
      await missing('/api/schedule/submitTechnicianFeedback', { serviceRequestID: 'SR-24000110', rating: 1 }),
    ).toBe(SERVICE_MESSAGES.requestUnknown);
    expect(
      await missing('/api/schedule/hold', { assetId: 'AST-100101', date: '2030-01-01', slot: '10:00' }),
    ).toBe(SERVICE_MESSAGES.deviceUnknown);
  });

  test('the reasons for rescheduling and cancelling are public', async () => {
    const api = await testApi();
    const { reschedule, cancel } = data(
      dispositionsSchema,
      await call(api, undefined, '/api/slot/dispositions'),
    );
    expect(reschedule.map((reason) => reason.code)).toContain('NOT_AT_HOME');
    expect(cancel.map((reason) => reason.code)).toContain('ISSUE_RESOLVED');
  });
});

describe('eligibility and price', () => {
  const eligibility = async (api: TestApi, cookies: string, assetId: string, serviceType: string) =>
    data(
      bookingEligibilitySchema,
      await call(
        api,
        cookies,
        `/api/service/service-booking-eligibility?assetId=${assetId}&serviceType=${serviceType}`,
      ),
    );

  test('free in warranty, free labour under a plan with its parts as its tier says, charged otherwise', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const price = (result: { repairs: { code: string; pricePaise: number }[] }, code: string) =>
      result.repairs.find((repair) => repair.code === code)?.pricePaise;

    const inWarranty = await eligibility(api, asha, 'AST-100107', 'REPAIR');
    expect(inWarranty).toMatchObject({ eligible: true, coverage: 'WARRANTY', servicePricePaise: null });
    expect(inWarranty.repairs.every((repair) => repair.pricePaise === 0)).toBe(true);

    const outOfWarranty = await eligibility(api, asha, 'AST-100108', 'REPAIR');
    expect(outOfWarranty).toMatchObject({
      coverage: null,
      servicePricePaise: 399_00,
      isPrepaidAllowed: true,
    });
    expect(price(outOfWarranty, 'RO_MEMBRANE')).toBe(2_499_00);
    expect(outOfWarranty.defectTypes.map((defect) => defect.value)).toContain('LEAKING');

    const gold = await eligibility(api, asha, 'AST-100101', 'REPAIR');
    expect(gold).toMatchObject({ coverage: 'PLAN', servicePricePaise: null });
    expect(price(gold, 'SEDIMENT_FILTER')).toBe(0);
    expect(price(gold, 'TAP')).toBe(315_00);
    expect(price(gold, 'UV_LAMP')).toBe(1_035_00);

    const base = await eligibility(api, asha, 'AST-100102', 'REPAIR');
    expect(price(base, 'SEDIMENT_FILTER')).toBe(650_00);

    const uninstall = await eligibility(api, asha, 'AST-100107', 'UNINSTALL');
    expect(uninstall).toMatchObject({
      coverage: null,
      servicePricePaise: 349_00,
      isPrepaidAllowed: false,
      repairs: [],
    });
  });

  test('one open request of a kind per device: the customer is told which', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const blocked = await eligibility(api, asha, 'AST-100104', 'REPAIR');
    expect(blocked.eligible).toBe(false);
    expect(blocked.reason).toMatchObject({ code: 'OPEN_REQUEST', serviceRequestID: 'SR-24000108' });
    expect(blocked.reason?.message).toMatch(/SR-24000108/);
    expect((await eligibility(api, asha, 'AST-100104', 'UNINSTALL')).eligible).toBe(true);
  });

  test("a reinstall's new address at a pincode with no service centre is refused before any slot", async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const reinstall = (query: string) => eligibility(api, asha, 'AST-100104', `REINSTALL${query}`);
    expect((await reinstall('')).eligible).toBe(true);
    expect(await reinstall('&pincode=411001')).toMatchObject({ eligible: true, hubCode: 'PNQ-02' });
    for (const pincode of ['190001', '999999']) {
      const refused = await reinstall(`&pincode=${pincode}`);
      expect(refused).toMatchObject({ eligible: false, reason: { code: 'OUTSIDE_SERVICE_AREA' } });
      expect(refused.reason?.message).toContain(SERVICE_MESSAGES.outsideServiceArea);
    }
  });

  test('free services: included, used and left', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const all = data(z.array(freeServiceSchema), await call(api, asha, '/api/service/freeservice'));
    expect(all).toHaveLength(8);
    const gold = all.find((entitlement) => entitlement.assetId === 'AST-100101');
    expect(gold).toMatchObject({ coverage: 'PLAN', tier: 'GOLD', included: 3, used: 2, remaining: 1 });
    expect(gold?.openServiceRequestID).toBe('SR-24000103');
    expect(all.find((entitlement) => entitlement.assetId === 'AST-100108')).toMatchObject({
      coverage: null,
      remaining: 0,
    });
    expect(all.find((entitlement) => entitlement.assetId === 'AST-100107')).toMatchObject({
      coverage: 'WARRANTY',
      included: 2,
    });
  });

  test('a periodic service with no free service left is refused before any slot, and not booked', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const refused = await eligibility(api, asha, 'AST-100108', 'PERIODIC_SERVICE');
    expect(refused).toMatchObject({ eligible: false, reason: { code: 'NO_FREE_SERVICE' } });
    expect(refused.reason?.message).toMatch(/Buy a plan/);
    expect((await eligibility(api, asha, 'AST-100105', 'PERIODIC_SERVICE')).eligible).toBe(true);

    const chosen = freeSlot((await calendar(api, asha, 'assetId=AST-100108')).days);
    const held = data(slotHoldSchema, await hold(api, asha, { assetId: 'AST-100108', ...chosen }));
    const answer = await book(api, asha, {
      assetId: 'AST-100108',
      serviceType: 'PERIODIC_SERVICE',
      ...chosen,
      holdId: held.holdId,
    });
    expect(answer.status).toBe(409);
    expect(error(answer).message).toBe(refused.reason?.message);
  });
});

describe('the slot calendar', () => {
  test('two weeks of one-hour slots: too soon unavailable, booked out full', async () => {
    // At noon in India the morning's slots are too soon, whenever the test runs.
    const api = await testApi({ now: new Date(`${indianDay(new Date())}T12:00:00+05:30`) });
    const asha = await api.signIn(ASHA);
    const { days, hubCode, hubName, serviceDuration } = await calendar(api, asha, 'assetId=AST-100108');
    expect({ hubCode, hubName, serviceDuration }).toEqual({
      hubCode: 'PNQ-02',
      hubName: 'Chakan hub',
      serviceDuration: '01:00',
    });
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe(indianDay(api.clock.now()));
    expect(days[0]?.slots.map((slot) => slot.id)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(days[0]?.slots[0]).toMatchObject({ label: '09:00 AM – 10:00 AM' });
    const past = days[0]?.slots.filter((slot) => slot.state === 'unavailable') ?? [];
    expect(past.length).toBeGreaterThan(0);
    expect(days[2]?.slots.find((slot) => slot.id === '10:00')).toMatchObject({ state: 'full', remaining: 0 });
    expect(await calendar(api, asha, 'pincode=411001')).toMatchObject({ hubCode: 'PNQ-02' });
    const outside = await call(api, asha, '/api/schedule/slotData?pincode=401107');
    expect(outside.status).toBe(409);
    expect(error(outside)).toMatchObject({ code: 'OUTSIDE_SERVICE_AREA' });
    const both = await call(api, asha, '/api/schedule/slotData?pincode=411001&assetId=AST-100108');
    expect(error(both).message).toBe(SERVICE_MESSAGES.assetOrPincode);
  });

  test('a full slot answers with the nearest free ones; a past or closed slot is refused', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const full = await hold(api, asha, {
      assetId: 'AST-100108',
      date: addDays(indianDay(api.clock.now()), 2),
      slot: '10:00',
    });
    expect(full.status).toBe(409);
    expect(error(full)).toMatchObject({ code: 'SLOT_TAKEN', message: 'This slot is no longer available' });
    expect(error(full).nearestSlots?.length).toBe(3);
    const yesterday = await hold(api, asha, {
      assetId: 'AST-100108',
      date: addDays(indianDay(api.clock.now()), -1),
      slot: '10:00',
    });
    expect(error(yesterday)).toMatchObject({ code: 'SLOT_NOT_BOOKABLE', message: SERVICE_MESSAGES.slotPast });
    const night = await hold(api, asha, {
      assetId: 'AST-100108',
      date: addDays(indianDay(api.clock.now()), 3),
      slot: '21:00',
    });
    expect(error(night)).toMatchObject({ code: 'SLOT_NOT_BOOKABLE', message: SERVICE_MESSAGES.slotClosed });
    // A day that is not on the calendar is refused as such, not taken to the database.
    for (const date of ['2026-11-31', '2027-02-29']) {
      const unreal = await hold(api, asha, { assetId: 'AST-100108', date, slot: '10:00' });
      expect(unreal.status, date).toBe(400);
      expect(error(unreal).message).toBe(SERVICE_MESSAGES.date);
    }
  });

  test('a hold keeps the last place for a few minutes, then anyone may take it', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rohan = await api.signIn(ROHAN);
    const place = await punePlace(api.db, api.clock.now());
    await fillSlot(api.db, place, api.clock.now(), 1);
    const slot = { date: place.day, slot: place.slot };
    expect((await hold(api, asha, { assetId: 'AST-100108', ...slot })).status).toBe(200);
    const taken = await hold(api, rohan, { pincode: '411001', ...slot });
    expect(error(taken).code).toBe('SLOT_TAKEN');
    const slotState = async () =>
      (await calendar(api, rohan, 'pincode=411001')).days
        .find((day) => day.date === place.day)
        ?.slots.find((option) => option.id === place.slot)?.state;
    expect(await slotState()).toBe('full');
    api.clock.advance(5 * 60 + 1);
    expect(await slotState()).toBe('available');
    expect((await hold(api, rohan, { pincode: '411001', ...slot })).status).toBe(200);
    expect(await placesTaken(api.db, place)).toBe(place.capacity);
  });

  test('a customer keeps one hold: a new one gives the other back; release gives it back too', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const first = await punePlace(api.db, api.clock.now(), 3, '14:00');
    const second = await punePlace(api.db, api.clock.now(), 3, '15:00');
    const held = data(
      slotHoldSchema,
      await hold(api, asha, { assetId: 'AST-100108', date: first.day, slot: first.slot }),
    );
    const before = await placesTaken(api.db, first);
    await hold(api, asha, { assetId: 'AST-100108', date: second.day, slot: second.slot });
    expect(await placesTaken(api.db, first)).toBe(before - 1);
    expect(
      data(
        z.object({ released: z.boolean() }),
        await call(api, asha, '/api/schedule/release', { holdId: held.holdId }),
      ),
    ).toEqual({ released: false });
  });

  test('many racing for the last place of a slot: exactly one gets it', async () => {
    const api = await testApi();
    await raceForTheLastPlace(api.db, api.clock.now());
  });

  test('customers booking the last place at once over HTTP: exactly one is booked', async () => {
    const api = await testApi();
    const server = await listening(api.app);
    try {
      await raceToBookTheLastPlace(overHttp(server.url, api.db), api.clock.now());
    } finally {
      await server.close();
    }
  });
});

describe('booking', () => {
  test('a repair paid to the technician: scheduled, its place taken, the same key answers the same request', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const { days } = await calendar(api, asha, 'assetId=AST-100108');
    const chosen = freeSlot(days);
    const left =
      days.find((day) => day.date === chosen.date)?.slots.find((slot) => slot.id === chosen.slot)
        ?.remaining ?? 0;
    const held = data(slotHoldSchema, await hold(api, asha, { assetId: 'AST-100108', ...chosen }));
    const body = {
      assetId: 'AST-100108',
      ...chosen,
      holdId: held.holdId,
      ...REPAIR,
      addnRemarks: ' Under the sink ',
      idempotencyKey: newKey(),
    };
    const answer = await call(api, asha, '/api/service/schedule', body);
    expect(answer.status).toBe(200);
    const { request, order } = data(bookingResultSchema, answer);
    expect(order).toBeNull();
    expect(request).toMatchObject({
      status: 'SCHEDULED',
      serviceType: 'REPAIR',
      defectType: 'Water is leaking',
      addnRemarks: 'Under the sink',
      servicePricePaise: 399_00 + 350_00,
      repairs: [{ code: 'TAP', pricePaise: 350_00 }],
      isCancellable: true,
    });
    expect(request.timeline.filter((event) => event.at !== null).map((event) => event.step)).toEqual([
      'REQUEST_RECEIVED',
      'SCHEDULED',
    ]);
    const after = (await calendar(api, asha, 'assetId=AST-100108')).days
      .find((day) => day.date === chosen.date)
      ?.slots.find((slot) => slot.id === chosen.slot);
    expect(after?.remaining ?? 0).toBe(left - 1);

    const again = data(bookingResultSchema, await call(api, asha, '/api/service/schedule', body));
    expect(again.request.serviceRequestID).toBe(request.serviceRequestID);
    const second = await book(api, asha, { ...body, idempotencyKey: newKey() });
    expect(error(second)).toMatchObject({ code: 'SERVICE_NOT_ELIGIBLE' });
    expect(error(second).message).toMatch(request.serviceRequestID);
  });

  test('bad choices are refused and nothing is written', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const chosen = freeSlot((await calendar(api, asha, 'assetId=AST-100108')).days);
    const held = data(slotHoldSchema, await hold(api, asha, { assetId: 'AST-100108', ...chosen }));
    const count = async () =>
      (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_requests'))[0]?.n;
    const before = await count();
    const base = { assetId: 'AST-100108', ...chosen, holdId: held.holdId, ...REPAIR };
    expect(error(await book(api, asha, { ...base, repairs: ['NOT_A_REPAIR'] })).message).toBe(
      SERVICE_MESSAGES.repairs,
    );
    expect(error(await book(api, asha, { ...base, repairs: [] })).message).toBe(SERVICE_MESSAGES.repairs);
    expect(error(await book(api, asha, { ...base, defectType: 'NOPE' })).message).toBe(
      SERVICE_MESSAGES.defectType,
    );
    expect(
      error(
        await book(api, asha, {
          ...base,
          serviceType: 'UNINSTALL',
          payNow: true,
          repairs: [],
          defectType: undefined,
        }),
      ).message,
    ).toBe(SERVICE_MESSAGES.prepaidNotAllowed);
    expect(await count()).toBe(before);
    // The hold is still there for a right booking.
    expect((await book(api, asha, base)).status).toBe(200);
  });

  test('a slot held at another hub is refused by name', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const chosen = freeSlot((await calendar(api, asha, 'pincode=560001')).days);
    const held = data(slotHoldSchema, await hold(api, asha, { pincode: '560001', ...chosen }));
    const answer = await book(api, asha, {
      assetId: 'AST-100108',
      ...chosen,
      holdId: held.holdId,
      ...REPAIR,
    });
    expect(answer.status).toBe(409);
    expect(error(answer)).toMatchObject({
      code: 'SLOT_NOT_BOOKABLE',
      message: SERVICE_MESSAGES.slotOtherHub,
    });
  });

  test('a reinstall goes to the new address and its hub', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const chosen = freeSlot((await calendar(api, asha, 'pincode=560034')).days);
    const held = data(slotHoldSchema, await hold(api, asha, { pincode: '560034', ...chosen }));
    const address = {
      house_number: '7, 2nd Main',
      address_name: 'Koramangala 4th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560034',
    };
    const answer = await book(api, asha, {
      assetId: 'AST-100107',
      serviceType: 'REINSTALL',
      ...chosen,
      holdId: held.holdId,
      useCurrentAddress: false,
      address,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { request } = data(bookingResultSchema, answer);
    expect(request).toMatchObject({
      hubCode: 'BLR-05',
      address: { ...address, latitude: null },
      servicePricePaise: 699_00,
    });
  });

  test('paid now: awaiting payment until its order is paid, and released when it is not paid in time', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const { result } = await bookFirstFree(api, asha, 'AST-100108', { ...REPAIR, payNow: true });
    expect(result.request.status).toBe('AWAITING_PAYMENT');
    expect(result.order).toMatchObject({ status: 'awaiting_payment', amountPaise: 749_00 });
    const orderId = result.order?.orderId ?? '';
    const order = await call(api, asha, `/api/v1/order/${orderId}`);
    expect(order.body.data).toMatchObject({ kind: 'service', amountPaise: 749_00 });

    await api.db.transaction((tx) =>
      confirmOrderPaid(tx, {
        orderId,
        amountPaise: 749_00,
        provider: 'RAZORPAY',
        providerPaymentId: 'pay_visit1',
        now: api.clock.now(),
      }),
    );
    const paid = data(
      serviceRequestDetailsSchema,
      await call(
        api,
        asha,
        `/api/schedule/getServiceDetails?serviceRequestID=${result.request.serviceRequestID}`,
      ),
    );
    expect(paid).toMatchObject({
      status: 'SCHEDULED',
      prepaidAmountCollected: true,
      prepaidOrder: { status: 'paid' },
    });
    expect(paid.timeline.map((event) => event.label)).toContain('Payment received');

    const unpaid = await bookFirstFree(api, asha, 'AST-100107', { serviceType: 'UNINSTALL' });
    expect(unpaid.result.order).toBeNull();
    const later = await bookFirstFree(api, asha, 'AST-100102', {
      serviceType: 'REINSTALL',
      payNow: true,
      useCurrentAddress: true,
    });
    expect(later.result.request.status).toBe('AWAITING_PAYMENT');
    api.clock.advance(16 * 60);
    const lapsed = data(
      serviceRequestDetailsSchema,
      await call(
        api,
        asha,
        `/api/schedule/getServiceDetails?serviceRequestID=${later.result.request.serviceRequestID}`,
      ),
    );
    expect(lapsed).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Not paid in time, so the slot was released.',
    });
    await expect(
      api.db.transaction((tx) =>
        confirmOrderPaid(tx, {
          orderId: later.result.order?.orderId ?? '',
          amountPaise: later.result.order?.amountPaise ?? 0,
          provider: 'RAZORPAY',
          providerPaymentId: 'pay_late',
          now: api.clock.now(),
        }),
      ),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe('rescheduling, cancelling and rating', () => {
  test('reschedule is one swap: the old place freed and the new one taken, with the reason in the timeline', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const old = { hubCode: 'PNQ-02', day: addDays(indianDay(api.clock.now()), 6), slot: '11:00' };
    const oldTaken = await placesTaken(api.db, old);
    const chosen = freeSlot((await calendar(api, asha, 'assetId=AST-100101')).days);
    const held = data(slotHoldSchema, await hold(api, asha, { assetId: 'AST-100101', ...chosen }));
    const same = await call(api, asha, '/api/schedule/rescheduleAService', {
      serviceRequestID: 'SR-24000103',
      date: old.day,
      slot: old.slot,
      holdId: held.holdId,
      reason: 'OTHER',
    });
    expect(error(same).message).toBe(SERVICE_MESSAGES.sameSlot);
    const moved = data(
      serviceRequestDetailsSchema,
      await call(api, asha, '/api/schedule/rescheduleAService', {
        serviceRequestID: 'SR-24000103',
        ...chosen,
        holdId: held.holdId,
        reason: 'NOT_AT_HOME',
      }),
    );
    expect(moved).toMatchObject({
      status: 'RESCHEDULED',
      serviceDate: chosen.date,
      serviceSlot: chosen.slot,
      technician: null,
    });
    expect(moved.timeline.find((event) => event.step === 'RESCHEDULED')?.note).toMatch(
      /I will not be at home then/,
    );
    expect(await placesTaken(api.db, old)).toBe(oldTaken - 1);

    const notInstallation = await call(api, asha, '/api/schedule/ir-reschedule', {
      serviceRequestID: 'SR-24000103',
      ...chosen,
      holdId: held.holdId,
      reason: 'OTHER',
    });
    expect(error(notInstallation).message).toBe(SERVICE_MESSAGES.notInstallation);
  });

  test('a full slot cannot be moved into, and the visit stays where it was', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const full = { date: addDays(indianDay(api.clock.now()), 2), slot: '10:00' };
    const answer = await call(api, asha, '/api/schedule/rescheduleAService', {
      serviceRequestID: 'SR-24000108',
      ...full,
      holdId: 'HLD-none',
      reason: 'OTHER',
    });
    expect(error(answer).code).toBe('SLOT_TAKEN');
    const visit = data(
      serviceRequestDetailsSchema,
      await call(api, asha, '/api/schedule/getServiceDetails?serviceRequestID=SR-24000108'),
    );
    expect(visit.serviceDate).toBe(addDays(indianDay(api.clock.now()), 3));
    expect(
      await placesTaken(api.db, { hubCode: 'PNQ-02', day: visit.serviceDate, slot: visit.serviceSlot }),
    ).toBeGreaterThan(0);
  });

  test('cancel with a reason frees the place; what cannot be cancelled says why', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const place = { hubCode: 'PNQ-02', day: addDays(indianDay(api.clock.now()), 3), slot: '15:00' };
    const before = await placesTaken(api.db, place);
    const cancelled = data(
      serviceRequestDetailsSchema,
      await call(api, asha, '/api/schedule/cancelBooking', {
        serviceRequestID: 'SR-24000108',
        reason: 'ISSUE_RESOLVED',
      }),
    );
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      isCancellable: false,
      cancelReason: 'The problem went away',
    });
    expect(cancelled.timeline.at(-1)?.label).toBe('Cancelled');
    expect(await placesTaken(api.db, place)).toBe(before - 1);
    const again = await call(api, asha, '/api/schedule/cancelBooking', {
      serviceRequestID: 'SR-24000108',
      reason: 'OTHER',
    });
    expect(error(again)).toMatchObject({
      code: 'REQUEST_NOT_CHANGEABLE',
      message: SERVICE_MESSAGES.notCancellable,
    });
    const done = await call(api, asha, '/api/schedule/cancelBooking', {
      serviceRequestID: 'SR-24000110',
      reason: 'OTHER',
    });
    expect(error(done).code).toBe('REQUEST_NOT_CHANGEABLE');
    const badReason = await call(api, asha, '/api/schedule/cancelBooking', {
      serviceRequestID: 'SR-24000103',
      reason: 'BORED',
    });
    expect(error(badReason)).toMatchObject({ code: 'INVALID_REQUEST', message: SERVICE_MESSAGES.reason });
  });

  test('a completed visit is rated once, from 1 to 5', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rate = (serviceRequestID: string, rating: unknown) =>
      call(api, asha, '/api/schedule/submitTechnicianFeedback', {
        serviceRequestID,
        rating,
        remarks: ' Neat work ',
      });
    for (const wrong of [0, 6, 4.5, '5'])
      expect(error(await rate('SR-24000110', wrong)).message).toBe(SERVICE_MESSAGES.rating);
    expect(error(await rate('SR-24000103', 4))).toMatchObject({
      code: 'REQUEST_NOT_CHANGEABLE',
      message: SERVICE_MESSAGES.notRateable,
    });
    const rated = data(serviceRequestDetailsSchema, await rate('SR-24000110', 4));
    expect(rated).toMatchObject({ feedback: { rating: 4, remarks: 'Neat work' }, isRateable: false });
    expect(error(await rate('SR-24000110', 5))).toMatchObject({
      code: 'ALREADY_RATED',
      message: SERVICE_MESSAGES.alreadyRated,
    });
  });
});

describe('the field-service simulator', () => {
  test('moves a visit forward one step at a time, texting the customer at each', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const { result } = await bookFirstFree(api, asha, 'AST-100108', REPAIR);
    const id = result.request.serviceRequestID;
    const statuses: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      const moved = data(
        serviceRequestDetailsSchema,
        await call(api, undefined, '/api/dev/field-service/advance', { serviceRequestID: id }),
      );
      statuses.push(moved.status);
    }
    expect(statuses).toEqual(['TECHNICIAN_ASSIGNED', 'ON_THE_WAY', 'IN_PROGRESS', 'COMPLETED']);
    const over = await call(api, undefined, '/api/dev/field-service/advance', { serviceRequestID: id });
    expect(error(over).code).toBe('REQUEST_NOT_CHANGEABLE');
    const texts = await api.db.query<{ text: string }>(
      'SELECT text FROM sms_outbox WHERE mobile = $1 AND text LIKE $2 ORDER BY id',
      [ASHA, `%${id}%`],
    );
    expect(texts.map((row) => row.text)).toEqual([
      expect.stringMatching(/will come for your repair visit/),
      expect.stringMatching(/is on the way/),
      expect.stringMatching(/has started/),
      expect.stringMatching(/is complete. Please rate/),
    ]);
    const done = data(
      serviceRequestDetailsSchema,
      await call(api, asha, `/api/schedule/getServiceDetails?serviceRequestID=${id}`),
    );
    expect(done).toMatchObject({ status: 'COMPLETED', isRateable: true, chargePaise: 749_00 });
    expect(done.timeline.every((event) => event.at !== null)).toBe(true);
  });

  test('on its own clock: a day before the visit a technician, then the rest, faster when sped up', async () => {
    const api = await testApi({ config: { fieldService: { simulator: true, speed: 1000 } } });
    const asha = await api.signIn(ASHA);
    const { result } = await bookFirstFree(api, asha, 'AST-100108', REPAIR);
    const id = result.request.serviceRequestID;
    const statusNow = async () =>
      data(
        serviceRequestDetailsSchema,
        await call(api, asha, `/api/schedule/getServiceDetails?serviceRequestID=${id}`),
      ).status;
    expect(await statusNow()).toBe('SCHEDULED');
    // Two to fifteen days ahead: at 1000 times, a little over 20 minutes at most brings it to the end.
    api.clock.advance(30 * 60);
    expect(await statusNow()).toBe('COMPLETED');
  });
});
