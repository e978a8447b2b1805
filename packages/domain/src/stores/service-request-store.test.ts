import { describe, expect, it } from 'vitest';
import type { ServiceClient } from '../clients/service.ts';
import type { BookingEligibility, ServiceHistory, ServiceRequestDetails } from '../contract/service.ts';
import { ProductError } from '../http/errors.ts';
import { ServiceRequestStore } from './service-request-store.ts';

const HISTORY: ServiceHistory = {
  open: [
    {
      serviceRequestID: 'SR-1',
      assetId: 'A-1',
      productName: 'Nirmal Aqua RO',
      serviceType: 'REPAIR',
      status: 'SCHEDULED',
      serviceDate: '2026-12-01',
      serviceSlot: '10:00',
      serviceDuration: '01:00',
      technicianName: null,
      defectType: 'NO_WATER',
      chargePaise: 0,
      isCancellable: true,
      isReschedulable: true,
      isRateable: false,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  closed: [],
};

const NEW_HOME = {
  house_number: '12B',
  address_name: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
};

function deviceStore() {
  const store = new ServiceRequestStore();
  store.setDevice(
    { assetId: 'A-1', productId: 'P-1', materialId: 'M-1', productName: 'Nirmal RO+', is_vc_tracking: true },
    HISTORY,
  );
  return store;
}

describe('ServiceRequestStore', () => {
  it('starts on the pending request list with §3 defaults: a one-hour visit at the device address', () => {
    const store = new ServiceRequestStore();
    expect(store.step).toBe('pending-requests');
    expect(store.serviceDuration).toBe('01:00');
    expect(store.useCurrentAddress).toBe(true);
    expect(store.serviceType).toBeNull();
    expect(store.history).toEqual({ open: [], closed: [] });
    expect(store.isRescheduleFlow).toBe(false);
  });

  it('books a repair along its path, and Back retraces it', () => {
    const store = deviceStore();
    expect(store.next()).toBe('book-service');
    store.chooseService({ serviceType: 'REPAIR', defectType: 'NO_WATER', addnRemarks: 'Call first' });
    expect(store.next()).toBe('select-repair');
    store.chooseRepairs(['FILTER'], 450, true);
    expect(store.next()).toBe('book-slot');
    store.chooseSlot('2026-12-02', '09:00');
    expect(store.next()).toBe('request-summary');
    expect(store.back()).toBe('book-slot');
    expect(store.back()).toBe('select-repair');
    expect(store.back()).toBe('book-service');
    // What was chosen stays while going back and forth.
    expect(store.serviceSlot).toBe('09:00');
    expect(store.repairs).toEqual(['FILTER']);
  });

  it('takes a reinstall through its new address and the map locator, which returns to the form', () => {
    const store = deviceStore();
    store.goTo('book-service');
    store.chooseService({ serviceType: 'REINSTALL', defectType: '', addnRemarks: '' });
    expect(store.useCurrentAddress).toBe(false);
    expect(store.next()).toBe('reinstall-form');
    expect(store.openMapLocator()).toBe('map-locator');
    expect(store.previousStep).toBe('reinstall-form');
    store.setCoordinates(18.52, 73.85);
    expect(store.next()).toBe('reinstall-form');
    store.setAddress(NEW_HOME);
    expect(store.address).toEqual({ ...NEW_HOME, latitude: 18.52, longitude: 73.85 });
    expect(store.next()).toBe('book-slot');
    expect(store.back()).toBe('reinstall-form');
  });

  it('opens the map locator only over a step that enters an address', () => {
    const store = deviceStore();
    store.goTo('book-service');
    expect(store.openMapLocator()).toBe('book-service');
  });

  it('sends an uninstall from "book a service" straight to the slot', () => {
    const store = deviceStore();
    store.goTo('book-service');
    store.chooseService({ serviceType: 'UNINSTALL', defectType: '', addnRemarks: '' });
    expect(store.next()).toBe('book-slot');
    expect(store.back()).toBe('book-service');
  });

  it('keeps the customer on the step the address asks for only when the steps before it are answered', () => {
    const store = deviceStore();
    expect(store.goTo('request-summary')).toBe('book-service');
    store.chooseService({ serviceType: 'REPAIR', defectType: 'NO_WATER', addnRemarks: '' });
    expect(store.goTo('request-summary')).toBe('select-repair');
    store.chooseRepairs(['FILTER'], null);
    expect(store.goTo('request-summary')).toBe('book-slot');
    store.chooseSlot('2026-12-02', '09:00');
    expect(store.goTo('request-summary')).toBe('request-summary');
    // A step not on this kind's path leads to the furthest step the customer may be on.
    expect(store.goTo('reinstall-form')).toBe('request-summary');
    // Booking success opens only once booked.
    expect(store.goTo('booking-success')).toBe('request-summary');
    // A repair has no step that opens the map.
    expect(store.goTo('map-locator')).toBe('pending-requests');
  });

  it('opens the map locator from the address over the form that opens it, once the form may open', () => {
    const store = deviceStore();
    store.chooseService({ serviceType: 'REINSTALL', defectType: '', addnRemarks: '' });
    expect(store.goTo('map-locator')).toBe('map-locator');
    expect(store.mapOpenedFrom).toBe('reinstall-form');
    expect(store.back()).toBe('reinstall-form');
    expect(store.mapOpenedFrom).toBeNull();
  });

  it('ends on booking success, from which nothing goes back', () => {
    const store = deviceStore();
    store.chooseService({ serviceType: 'UNINSTALL', defectType: '', addnRemarks: '' });
    store.chooseSlot('2026-12-02', '09:00');
    store.goTo('request-summary');
    store.booked('SR-9');
    expect(store.step).toBe('booking-success');
    expect(store.previousStep).toBeNull();
    expect(store.back()).toBe('booking-success');
    expect(store.next()).toBe('booking-success');
    expect(store.goTo('booking-success')).toBe('booking-success');
  });

  it('moves a booked visit from the list to a new slot, and Back from the slot returns to the list', () => {
    const store = deviceStore();
    store.chooseService({ serviceType: 'UNINSTALL', defectType: '', addnRemarks: 'old' });
    store.startReschedule({ serviceRequestID: 'SR-1', serviceType: 'REPAIR' });
    expect(store.step).toBe('book-slot');
    expect(store.isRescheduleFlow).toBe(true);
    expect(store.addnRemarks).toBe('');
    expect(store.back()).toBe('pending-requests');
    expect(store.goTo('book-slot')).toBe('book-slot');
  });

  it('a new kind of visit forgets what only the old one asked', () => {
    const store = deviceStore();
    store.chooseService({ serviceType: 'REPAIR', defectType: 'NO_WATER', addnRemarks: '' });
    store.chooseRepairs(['FILTER'], 450);
    store.chooseService({ serviceType: 'UNINSTALL', defectType: '', addnRemarks: '' });
    expect(store.repairs).toEqual([]);
    expect(store.servicePrice).toBeNull();
  });

  it('resets to the defaults but keeps the history and the device facts analytics read (§4)', () => {
    const store = deviceStore();
    store.chooseService({ serviceType: 'REINSTALL', defectType: '', addnRemarks: 'Gate 2' });
    store.setAddress(NEW_HOME);
    store.chooseSlot('2026-12-02', '09:00', '02:00');
    store.setPrice(499, true);
    store.booked('SR-9', true);
    store.reset();
    expect(store.serialize()).toEqual({
      ...new ServiceRequestStore().serialize(),
      assetId: 'A-1',
      history: HISTORY,
      productId: 'P-1',
      materialId: 'M-1',
      productName: 'Nirmal RO+',
      is_vc_tracking: true,
    });
  });

  it('serialises to plain JSON that a new store reads back the same', () => {
    const server = deviceStore();
    server.chooseService({ serviceType: 'REINSTALL', defectType: '', addnRemarks: 'Gate 2' });
    server.setAddress(NEW_HOME);
    server.goTo('map-locator');
    const snapshot = JSON.parse(JSON.stringify(server.serialize()));
    const browser = new ServiceRequestStore(snapshot);
    expect(browser.serialize()).toEqual(server.serialize());
    expect(browser.step).toBe('map-locator');
    expect(browser.back()).toBe('reinstall-form');
  });
});

describe('ServiceRequestStore with the server', () => {
  const ELIGIBLE: BookingEligibility = {
    assetId: 'A-1',
    productName: 'Nirmal RO+',
    serviceType: 'UNINSTALL',
    eligible: true,
    reason: null,
    coverage: null,
    servicePricePaise: 49_900,
    isPrepaidAllowed: true,
    address: { ...NEW_HOME, latitude: 18.5, longitude: 73.8 },
    hubCode: 'PUN-1',
    serviceDuration: '01:00',
    defectTypes: [],
    repairs: [],
  };

  /** A service client answering what a test gives it, and keeping what it was sent. */
  function fakeService(answers: Partial<Record<keyof ServiceClient, (...args: never[]) => unknown>>) {
    const sent: Record<string, unknown[]> = {};
    const client = new Proxy({} as ServiceClient, {
      get:
        (_, name: string) =>
        async (...args: unknown[]) => {
          (sent[name] ??= []).push(args[0]);
          const answer = answers[name as keyof ServiceClient];
          if (!answer) throw new Error(`unexpected call ${name}`);
          return (answer as (...a: unknown[]) => unknown)(...args);
        },
    });
    return { client, sent };
  }

  function uninstallOnSlot() {
    const store = deviceStore();
    store.chooseService({ serviceType: 'UNINSTALL', defectType: '', addnRemarks: 'Gate 2' });
    store.chooseSlot('2026-12-02', '09:00');
    return store;
  }

  it('takes the price and the installed address from eligibility, before a slot is chosen', async () => {
    const store = uninstallOnSlot();
    const { client } = fakeService({ eligibility: () => ELIGIBLE });
    await store.checkEligibility(client);
    expect(store.servicePrice).toBe(49_900);
    expect(store.isPrepaidAllowed).toBe(true);
    expect(store.address.city).toBe('Pune');
    expect(store.problem).toBeNull();
  });

  it('says why a device cannot have the visit, and a free visit costs nothing', async () => {
    const store = uninstallOnSlot();
    const refused = {
      ...ELIGIBLE,
      eligible: false,
      coverage: 'PLAN' as const,
      servicePricePaise: null,
      reason: {
        code: 'OPEN_REQUEST' as const,
        message: 'An uninstallation is already open.',
        serviceRequestID: 'SR-1',
      },
    };
    const { client } = fakeService({ eligibility: () => refused });
    expect((await store.checkEligibility(client))?.eligible).toBe(false);
    expect(store.problem).toBe('An uninstallation is already open.');
    expect(store.isFree).toBe(true);
    // The refusal is of that kind of visit: choosing another drops it, the same kind keeps it.
    store.chooseService({ serviceType: 'UNINSTALL', defectType: '', addnRemarks: 'Gate 2' });
    expect(store.problem).toBe('An uninstallation is already open.');
    store.chooseService({ serviceType: 'REPAIR', defectType: 'NO_WATER', addnRemarks: '' });
    expect(store.problem).toBeNull();
  });

  it("refuses a reinstall's new address whose pincode has no service centre, on the address step", async () => {
    const store = deviceStore();
    store.goTo('book-service');
    store.chooseService({ serviceType: 'REINSTALL', defectType: '', addnRemarks: '' });
    store.goTo('reinstall-form');
    const outside = {
      ...ELIGIBLE,
      serviceType: 'REINSTALL' as const,
      eligible: false,
      reason: {
        code: 'OUTSIDE_SERVICE_AREA' as const,
        message: 'We do not make service visits at this pincode yet.',
        serviceRequestID: null,
      },
    };
    const asked: unknown[][] = [];
    const { client } = fakeService({
      eligibility: (...args: unknown[]) => {
        asked.push(args);
        return args[2] === '190001' ? outside : { ...ELIGIBLE, serviceType: 'REINSTALL' };
      },
    });
    const srinagar = { ...NEW_HOME, postal_code: '190001', latitude: null, longitude: null };
    expect(await store.chooseNewAddress(client, srinagar)).toBe(false);
    expect(store.problem).toBe('We do not make service visits at this pincode yet.');
    expect(store.step).toBe('reinstall-form');
    expect(asked[0]).toEqual(['A-1', 'REINSTALL', '190001']);

    expect(await store.chooseNewAddress(client, { ...srinagar, postal_code: '411001' })).toBe(true);
    expect(store.problem).toBeNull();
    expect(store.address.postal_code).toBe('411001');
  });

  it('holds the chosen slot once, and announces a slot taken meanwhile with the nearest free ones', async () => {
    const store = uninstallOnSlot();
    const hold = {
      holdId: 'H-1',
      hubCode: 'PUN-1',
      date: '2026-12-02',
      slot: '09:00',
      expiresAt: '2999-01-01T00:00:00.000Z',
    };
    const { client, sent } = fakeService({ hold: () => hold });
    expect(await store.holdSlot(client)).toBe(true);
    expect(await store.holdSlot(client)).toBe(true);
    expect(sent['hold']).toEqual([
      { assetId: 'A-1', date: '2026-12-02', slot: '09:00', replacesHoldId: undefined },
    ]);

    store.chooseSlot('2026-12-02', '10:00');
    const nearestSlots = [{ date: '2026-12-02', slot: '11:00', label: '11:00 AM – 12:00 PM' }];
    const taken = new ProductError({
      url: '/api/schedule/hold',
      status: 409,
      statusText: 'Conflict',
      data: null,
      answer: { code: 'SLOT_TAKEN', message: 'This slot is no longer available', nearestSlots },
    });
    const second = fakeService({
      hold: () => {
        throw taken;
      },
    });
    expect(await store.holdSlot(second.client)).toBe(false);
    expect(second.sent['hold']?.[0]).toMatchObject({ replacesHoldId: 'H-1' });
    expect(store.problem).toBe('This slot is no longer available');
    expect(store.nearestSlots).toEqual(nearestSlots);
    expect(store.hold).toBeNull();
    // The taken slot is no longer the one chosen.
    expect(store.serviceDate).toBeNull();
    expect(store.serviceSlot).toBeNull();
  });

  it('forgets a hold the server refused at booking, and a slot it will not book sends the summary back to the slots', async () => {
    const store = uninstallOnSlot();
    store.goTo('request-summary');
    const refusal = (code: 'HOLD_EXPIRED' | 'SLOT_TAKEN', message: string) =>
      fakeService({
        book: () => {
          throw new ProductError({
            url: '/api/service/schedule',
            status: 409,
            statusText: 'Conflict',
            data: null,
            answer: { code, message, nearestSlots: [] },
          });
        },
      }).client;
    const held = { holdId: 'H-1', date: '2026-12-02', slot: '09:00', expiresAt: '2999-01-01T00:00:00.000Z' };
    store.hold = held;
    const options = { payNow: false, idempotencyKey: 'key-0123456789abcdef' };
    expect(await store.book(refusal('HOLD_EXPIRED', 'Choose your slot again.'), options)).toBeNull();
    expect(store.hold).toBeNull();
    expect(store.serviceSlot).toBe('09:00');
    expect(store.step).toBe('request-summary');

    store.hold = held;
    expect(await store.book(refusal('SLOT_TAKEN', 'This slot is no longer available'), options)).toBeNull();
    expect(store.hold).toBeNull();
    expect(store.serviceSlot).toBeNull();
    expect(store.step).toBe('book-slot');
    expect(store.problem).toBe('This slot is no longer available');
  });

  it("asks a reinstall's slots of the new address's pincode", () => {
    const store = deviceStore();
    store.chooseService({ serviceType: 'REINSTALL', defectType: '', addnRemarks: '' });
    expect(store.slotCalendarFor).toEqual({ assetId: 'A-1' });
    store.setAddress(NEW_HOME);
    expect(store.slotCalendarFor).toEqual({ pincode: '411001' });
  });

  it('books the held slot with the choices only, and ends on booking success', async () => {
    const store = uninstallOnSlot();
    store.setPrice(49_900, false);
    store.hold = { holdId: 'H-1', date: '2026-12-02', slot: '09:00', expiresAt: '2999-01-01T00:00:00.000Z' };
    const request = {
      ...HISTORY.open[0],
      serviceRequestID: 'SR-9',
      isCancellable: true,
      servicePricePaise: 49_900,
      prepaidAmountCollected: false,
    } as unknown as ServiceRequestDetails;
    const { client, sent } = fakeService({ book: () => ({ request, order: null }) });
    const result = await store.book(client, { payNow: true, idempotencyKey: 'key-0123456789abcdef' });
    expect(result?.request.serviceRequestID).toBe('SR-9');
    expect(sent['book']).toEqual([
      {
        assetId: 'A-1',
        serviceType: 'UNINSTALL',
        defectType: undefined,
        addnRemarks: 'Gate 2',
        date: '2026-12-02',
        slot: '09:00',
        holdId: 'H-1',
        useCurrentAddress: true,
        address: undefined,
        repairs: [],
        // Paying now is not allowed for this visit.
        payNow: false,
        idempotencyKey: 'key-0123456789abcdef',
      },
    ]);
    expect(store.step).toBe('booking-success');
    expect(store.serviceRequestID).toBe('SR-9');
    expect(store.hold).toBeNull();
  });

  it('leaves a visit paid now on the summary: it is booked once its order is paid', async () => {
    const store = uninstallOnSlot();
    store.setPrice(49_900, true);
    store.goTo('request-summary');
    store.hold = { holdId: 'H-1', date: '2026-12-02', slot: '09:00', expiresAt: '2999-01-01T00:00:00.000Z' };
    const request = {
      ...HISTORY.open[0],
      serviceRequestID: 'SR-11',
      status: 'AWAITING_PAYMENT',
      servicePricePaise: 49_900,
      prepaidAmountCollected: false,
    } as unknown as ServiceRequestDetails;
    const order = { orderId: 'ORD-1', status: 'PENDING_PAYMENT', amountPaise: 49_900 };
    const { client, sent } = fakeService({ book: () => ({ request, order }) });
    const result = await store.book(client, { payNow: true, idempotencyKey: 'key-0123456789abcdef' });
    expect(result?.order?.orderId).toBe('ORD-1');
    expect(sent['book']?.[0]).toMatchObject({ payNow: true });
    expect(store.step).toBe('request-summary');
    expect(store.serviceRequestID).toBe('SR-11');
    expect(store.hold).toBeNull();
  });

  it('holds the slot again when its hold was lost (a reload after it ran out), then books it', async () => {
    const store = uninstallOnSlot();
    const request = {
      ...HISTORY.open[0],
      serviceRequestID: 'SR-10',
      isCancellable: true,
      servicePricePaise: 0,
      prepaidAmountCollected: false,
    } as unknown as ServiceRequestDetails;
    const { client, sent } = fakeService({
      hold: () => ({
        holdId: 'H-3',
        hubCode: 'PUN-1',
        date: '2026-12-02',
        slot: '09:00',
        expiresAt: '2999-01-01T00:00:00.000Z',
      }),
      book: () => ({ request, order: null }),
    });
    expect(
      await store.book(client, { payNow: false, idempotencyKey: 'key-0123456789abcdef' }),
    ).not.toBeNull();
    expect(sent['hold']).toHaveLength(1);
    expect(sent['book']?.[0]).toMatchObject({ holdId: 'H-3', date: '2026-12-02', slot: '09:00' });
  });

  it('books nothing when the slot cannot be held again, and says why', async () => {
    const store = uninstallOnSlot();
    const { client, sent } = fakeService({
      hold: () => {
        throw new ProductError({
          url: '/api/schedule/hold',
          status: 409,
          statusText: 'Conflict',
          data: null,
          answer: { code: 'SLOT_TAKEN', message: 'This slot is no longer available', nearestSlots: [] },
        });
      },
    });
    expect(await store.book(client, { payNow: false, idempotencyKey: 'key-0123456789abcdef' })).toBeNull();
    expect(store.problem).toBe('This slot is no longer available');
    expect(sent['book']).toBeUndefined();
  });

  it('moves a visit to the held slot with the reason given', async () => {
    const store = deviceStore();
    store.startReschedule({ serviceRequestID: 'SR-1', serviceType: 'REPAIR' });
    store.chooseSlot('2026-12-03', '14:00');
    store.hold = { holdId: 'H-2', date: '2026-12-03', slot: '14:00', expiresAt: '2999-01-01T00:00:00.000Z' };
    const moved = { ...HISTORY.open[0], prepaidAmountCollected: false } as unknown as ServiceRequestDetails;
    const { client, sent } = fakeService({ reschedule: () => moved });
    expect(await store.reschedule(client, 'NOT_AT_HOME')).toBe(true);
    expect(sent['reschedule']).toEqual([
      { serviceRequestID: 'SR-1', date: '2026-12-03', slot: '14:00', holdId: 'H-2', reason: 'NOT_AT_HOME' },
    ]);
    expect(store.step).toBe('booking-success');
  });

  it('gives a held slot back when the customer leaves the summary', async () => {
    const store = uninstallOnSlot();
    store.hold = { holdId: 'H-1', date: '2026-12-02', slot: '09:00', expiresAt: '2999-01-01T00:00:00.000Z' };
    const { client, sent } = fakeService({ release: () => true });
    await store.releaseHold(client);
    expect(sent['release']).toEqual(['H-1']);
    expect(store.hold).toBeNull();
  });
});
