import { describe, expect, test } from 'vitest';
import { simulatedStepAt } from '../src/flows/service-visits/simulator.ts';
import { coverOf, freeServices, repairPrice, visitPrice } from '../src/modules/service/pricing.ts';
import {
  capacityOf,
  nearestFreeSlots,
  slotCalendar,
  slotClosedReason,
  slotKey,
  slotLabel,
  slotStarts,
} from '../src/modules/service/slot-calendar.ts';
import type { HubSchedule } from '../src/modules/service/slot-calendar.ts';
import {
  amountDuePaise,
  canTakeStep,
  isChangeable,
  nextFieldStep,
  whyNotEligible,
} from '../src/modules/service/visit-rules.ts';

// The service visit rules as plain functions: slot generation, prices and cover, eligibility and
// the forward-only steps of a visit.

// Thursday 26 November 2026, 10:15 in India.
const NOW = new Date('2026-11-26T04:45:00Z');
const shift = (start: string, end: string, weeklyOff: number | null = null) => ({ start, end, weeklyOff });
const HUB: HubSchedule = {
  hubCode: 'PNQ-02',
  hubName: 'Chakan hub',
  opensAt: '09:00',
  closesAt: '18:00',
  minNoticeMinutes: 180,
  technicians: [shift('09:00', '18:00', 0), shift('09:00', '18:00'), shift('11:00', '15:00')],
};

describe('slot generation', () => {
  test('one-hour slots from opening to the last that ends by closing', () => {
    expect(slotStarts('09:00', '18:00')).toEqual([
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
    expect(slotStarts('09:30', '11:00')).toEqual(['09:30']);
    expect(slotLabel('09:00')).toBe('09:00 AM – 10:00 AM');
    expect(slotLabel('12:00')).toBe('12:00 PM – 01:00 PM');
  });

  test('capacity is the technicians on duty for the whole hour, not on their day off', () => {
    expect(capacityOf('2026-11-26', '10:00', HUB.technicians)).toBe(2);
    expect(capacityOf('2026-11-26', '11:00', HUB.technicians)).toBe(3);
    expect(capacityOf('2026-11-26', '14:00', HUB.technicians)).toBe(3);
    expect(capacityOf('2026-11-26', '15:00', HUB.technicians)).toBe(2);
    // Sunday 29 November: the first technician's day off.
    expect(capacityOf('2026-11-29', '11:00', HUB.technicians)).toBe(2);
  });

  test('a slot sooner than the notice, outside the hours or past two weeks cannot be booked', () => {
    expect(slotClosedReason(HUB, '2026-11-26', '13:00', NOW)).toBe('too_soon');
    expect(slotClosedReason(HUB, '2026-11-26', '14:00', NOW)).toBeNull();
    expect(slotClosedReason(HUB, '2026-11-25', '14:00', NOW)).toBe('too_soon');
    expect(slotClosedReason(HUB, '2026-11-27', '18:00', NOW)).toBe('not_a_slot');
    expect(slotClosedReason(HUB, '2026-12-09', '10:00', NOW)).toBeNull();
    expect(slotClosedReason(HUB, '2026-12-10', '10:00', NOW)).toBe('too_far');
  });

  test('the calendar: two weeks from today, places left, full when taken, unavailable when too soon', () => {
    const taken = new Map([
      [slotKey('2026-11-27', '10:00'), 2],
      [slotKey('2026-11-27', '11:00'), 1],
    ]);
    const days = slotCalendar(HUB, taken, NOW);
    expect(days.map((day) => day.date)).toHaveLength(14);
    expect(days[0]?.date).toBe('2026-11-26');
    expect(days[0]?.slots.find((slot) => slot.id === '13:00')).toMatchObject({
      state: 'unavailable',
      remaining: 0,
    });
    expect(days[0]?.slots.find((slot) => slot.id === '14:00')).toMatchObject({
      state: 'available',
      remaining: 3,
    });
    expect(days[1]?.slots.find((slot) => slot.id === '10:00')).toMatchObject({ state: 'full', remaining: 0 });
    expect(days[1]?.slots.find((slot) => slot.id === '11:00')).toMatchObject({
      state: 'available',
      remaining: 2,
    });
  });

  test('the nearest free slots to a taken one, soonest first', () => {
    const days = slotCalendar(HUB, new Map([[slotKey('2026-11-27', '10:00'), 2]]), NOW);
    expect(nearestFreeSlots(days, '2026-11-27', '10:00')).toEqual([
      { date: '2026-11-27', slot: '09:00', label: '09:00 AM – 10:00 AM' },
      { date: '2026-11-27', slot: '11:00', label: '11:00 AM – 12:00 PM' },
      { date: '2026-11-27', slot: '12:00', label: '12:00 PM – 01:00 PM' },
    ]);
  });
});

describe('price rules', () => {
  const plan = { kind: 'PLAN', tier: 'GOLD' } as const;
  const gold = {
    labour: true,
    filters: true,
    electrical_parts: false,
    ro_membrane: false,
    spare_parts: '10% off',
  };

  test('what covers a device: its warranty, a running plan (a rented one’s rent includes it), or nothing', () => {
    const device = (status: 'IW' | 'IC' | 'OC' | 'OW', state: string, isRental = false) => ({
      expiryStatus: { status },
      currentPlan:
        status === 'IW' || status === 'OW'
          ? null
          : { tier: 'GOLD' as const, startDate: '2026-01-01', endDate: '2026-12-31' },
      planStatus: { state } as never,
      isRental,
    });
    expect(coverOf(device('IW', 'none'))).toEqual({ kind: 'WARRANTY' });
    expect(coverOf(device('IC', 'ending_soon'))).toEqual(plan);
    expect(coverOf(device('IC', 'included', true))).toEqual(plan);
    expect(coverOf(device('OC', 'expired'))).toBeNull();
    expect(coverOf(device('OW', 'none'))).toBeNull();
  });

  test('a repair visit is free under warranty or a plan with labour; moving a device never is', () => {
    const base = { benefits: gold, chargePaise: 399_00, freeServicesLeft: 0 };
    expect(visitPrice({ ...base, serviceType: 'REPAIR', cover: plan })).toEqual({
      coverage: 'PLAN',
      pricePaise: null,
    });
    expect(visitPrice({ ...base, serviceType: 'REPAIR', cover: { kind: 'WARRANTY' } })).toEqual({
      coverage: 'WARRANTY',
      pricePaise: null,
    });
    expect(visitPrice({ ...base, serviceType: 'REPAIR', cover: null })).toEqual({
      coverage: null,
      pricePaise: 399_00,
    });
    expect(visitPrice({ ...base, serviceType: 'REINSTALL', cover: plan })).toEqual({
      coverage: null,
      pricePaise: 399_00,
    });
    expect(visitPrice({ ...base, serviceType: 'UNINSTALL', cover: { kind: 'WARRANTY' } }).pricePaise).toBe(
      399_00,
    );
  });

  test('a periodic service is free while the cover has some left', () => {
    const base = {
      serviceType: 'PERIODIC_SERVICE' as const,
      benefits: gold,
      chargePaise: 599_00,
      cover: plan,
    };
    expect(visitPrice({ ...base, freeServicesLeft: 1 }).pricePaise).toBeNull();
    expect(visitPrice({ ...base, freeServicesLeft: 0 }).pricePaise).toBe(599_00);
    expect(freeServices(plan, 3, 2)).toEqual({ included: 3, used: 2, remaining: 1 });
    expect(freeServices({ kind: 'WARRANTY' }, 3, 5)).toEqual({ included: 2, used: 2, remaining: 0 });
    expect(freeServices(null, 3, 0)).toEqual({ included: 0, used: 0, remaining: 0 });
  });

  test('a repair: free when the cover includes its part, a share off other parts, full price without cover', () => {
    expect(repairPrice({ part: 'filters', pricePaise: 650_00 }, plan, gold)).toBe(0);
    expect(repairPrice({ part: 'electrical_parts', pricePaise: 1_150_00 }, plan, gold)).toBe(1_035_00);
    expect(repairPrice({ part: 'spare_parts', pricePaise: 355_00 }, plan, gold)).toBe(320_00);
    expect(repairPrice({ part: 'spare_parts', pricePaise: 350_00 }, plan, { spare_parts: 'Charged' })).toBe(
      350_00,
    );
    expect(repairPrice({ part: 'ro_membrane', pricePaise: 2_499_00 }, plan, { spare_parts: 'Free' })).toBe(0);
    expect(repairPrice({ part: 'ro_membrane', pricePaise: 2_499_00 }, { kind: 'WARRANTY' }, {})).toBe(0);
    expect(repairPrice({ part: 'ro_membrane', pricePaise: 2_499_00 }, null, gold)).toBe(2_499_00);
  });
});

describe('eligibility', () => {
  const base = {
    serviceType: 'REPAIR' as const,
    openRequests: [],
    hasAddress: true,
    serviceable: true,
    freeServicesLeft: 0,
  };
  test('one open request of a kind per device, an address we know, a pincode we serve', () => {
    expect(whyNotEligible(base)).toBeNull();
    const open = [{ serviceRequestID: 'SR-1', serviceType: 'REPAIR' as const }];
    expect(whyNotEligible({ ...base, openRequests: open })).toMatchObject({
      code: 'OPEN_REQUEST',
      serviceRequestID: 'SR-1',
    });
    expect(whyNotEligible({ ...base, serviceType: 'UNINSTALL', openRequests: open })).toBeNull();
    expect(whyNotEligible({ ...base, hasAddress: false })?.code).toBe('NO_ADDRESS');
    expect(whyNotEligible({ ...base, serviceable: false })?.code).toBe('OUTSIDE_SERVICE_AREA');
    // A reinstall goes to a new address: until it is given, nothing of the place stops it; given, its pincode must be served.
    const reinstall = { ...base, serviceType: 'REINSTALL' as const };
    expect(whyNotEligible({ ...reinstall, hasAddress: false, serviceable: false })).toBeNull();
    expect(whyNotEligible({ ...reinstall, serviceable: false })?.code).toBe('OUTSIDE_SERVICE_AREA');
  });

  test('a periodic service is the free one a warranty or plan includes: refused when none is left', () => {
    const periodic = { ...base, serviceType: 'PERIODIC_SERVICE' as const };
    expect(whyNotEligible({ ...periodic, freeServicesLeft: 1 })).toBeNull();
    const refused = whyNotEligible(periodic);
    expect(refused?.code).toBe('NO_FREE_SERVICE');
    expect(refused?.message).toMatch(/Buy a plan/);
  });
});

describe('a visit’s steps', () => {
  test('forward only, one at a time', () => {
    expect(nextFieldStep('SCHEDULED')).toBe('TECHNICIAN_ASSIGNED');
    expect(nextFieldStep('RESCHEDULED')).toBe('TECHNICIAN_ASSIGNED');
    expect(nextFieldStep('IN_PROGRESS')).toBe('COMPLETED');
    expect(nextFieldStep('AWAITING_PAYMENT')).toBeNull();
    expect(nextFieldStep('COMPLETED')).toBeNull();
    expect(nextFieldStep('CANCELLED')).toBeNull();
    expect(canTakeStep('SCHEDULED', 'ON_THE_WAY')).toBe(false);
    expect(canTakeStep('COMPLETED', 'IN_PROGRESS')).toBe(false);
    expect(canTakeStep('ON_THE_WAY', 'IN_PROGRESS')).toBe(true);
  });

  test('changeable until the technician sets off and before the slot begins', () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(isChangeable('TECHNICIAN_ASSIGNED', later, NOW)).toBe(true);
    expect(isChangeable('ON_THE_WAY', later, NOW)).toBe(false);
    expect(isChangeable('SCHEDULED', NOW, NOW)).toBe(false);
  });

  test('the simulator: a technician a day before, on the way half an hour before, faster when sped up', () => {
    const visit = { day: '2026-11-30', slot: '10:00', lastStepAt: NOW };
    expect(simulatedStepAt('TECHNICIAN_ASSIGNED', visit, 1).toISOString()).toBe('2026-11-29T04:30:00.000Z');
    expect(simulatedStepAt('ON_THE_WAY', visit, 1).toISOString()).toBe('2026-11-30T04:00:00.000Z');
    expect(simulatedStepAt('COMPLETED', visit, 1).toISOString()).toBe('2026-11-30T05:15:00.000Z');
    // At 60 times, the 2 days 23 h 45 min to the day before pass in 1 h 11 min 45 s.
    expect(simulatedStepAt('TECHNICIAN_ASSIGNED', visit, 60).toISOString()).toBe('2026-11-26T05:56:45.000Z');
    // A step already due is taken at once, never before the last.
    expect(
      simulatedStepAt(
        'IN_PROGRESS',
        { ...visit, lastStepAt: new Date('2026-12-01T00:00:00Z') },
        1,
      ).toISOString(),
    ).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('what is due on a visit', () => {
  const visit = { status: 'SCHEDULED' as const, prepaid: false, servicePricePaise: 49_900 };

  test('an open visit not paid in advance owes its price', () => {
    expect(amountDuePaise(visit)).toBe(49_900);
    expect(amountDuePaise({ ...visit, status: 'AWAITING_PAYMENT' })).toBe(49_900);
  });

  test('nothing is due on a free visit, a prepaid one, or one no longer open', () => {
    expect(amountDuePaise({ ...visit, servicePricePaise: 0 })).toBeNull();
    expect(amountDuePaise({ ...visit, prepaid: true })).toBeNull();
    expect(amountDuePaise({ ...visit, status: 'COMPLETED' })).toBeNull();
    expect(amountDuePaise({ ...visit, status: 'CANCELLED' })).toBeNull();
  });
});
