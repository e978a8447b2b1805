import { ProductError } from '@nirmal/domain';
import { SERVICE_MESSAGES, serviceDevCalls } from '@nirmal/domain/contract';
import type { SlotCalendar } from '@nirmal/domain/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, ROHAN, failureOf, signedInBrowser, useCommerceApi } from './support.ts';

const api = useCommerceApi();

// Asha's devices (the demo seed): one out of warranty, whose visits are charged; one under a
// Comprehensive plan, whose periodic services are free.
const OUT_OF_WARRANTY = 'AST-100108';
const COMPREHENSIVE = 'AST-100105';

const freeSlots = (calendar: SlotCalendar) =>
  calendar.days.flatMap((day) =>
    day.slots.filter((slot) => slot.state === 'available').map((slot) => ({ date: day.date, slot: slot.id })),
  );

describe('service visits through the domain client', () => {
  it('books a priced repair on a held slot, moves it, cancels it, and shows it in the history', async () => {
    const { service } = await signedInBrowser(api(), ASHA);
    const eligibility = await service.eligibility(OUT_OF_WARRANTY, 'REPAIR');
    expect(eligibility).toMatchObject({ eligible: true, coverage: null });
    expect(eligibility.servicePricePaise).toBeGreaterThan(0);
    const [defect] = eligibility.defectTypes;
    const [repair] = eligibility.repairs;

    const calendar = await service.slots({ assetId: OUT_OF_WARRANTY });
    expect(calendar.days).toHaveLength(14);
    const [first, second] = freeSlots(calendar);
    if (!first || !second || !defect || !repair)
      throw new Error('the demo seed offers free slots and repairs');

    const hold = await service.hold({ assetId: OUT_OF_WARRANTY, ...first });
    const { request, order } = await service.book({
      assetId: OUT_OF_WARRANTY,
      serviceType: 'REPAIR',
      defectType: defect.value,
      date: first.date,
      slot: first.slot,
      holdId: hold.holdId,
      repairs: [repair.code],
      idempotencyKey: 'contract-repair-0001',
    });
    expect(order).toBeNull();
    expect(request).toMatchObject({ status: 'SCHEDULED', serviceDate: first.date, serviceSlot: first.slot });
    expect(request.servicePricePaise).toBe(eligibility.servicePricePaise! + repair.pricePaise);
    expect((await service.details(request.serviceRequestID)).serviceRequestID).toBe(request.serviceRequestID);

    const dispositions = await service.dispositions();
    const newHold = await service.hold({ assetId: OUT_OF_WARRANTY, ...second });
    const moved = await service.reschedule({
      serviceRequestID: request.serviceRequestID,
      ...second,
      holdId: newHold.holdId,
      reason: dispositions.reschedule[0]!.code as 'NOT_AT_HOME',
    });
    expect(moved).toMatchObject({
      status: 'RESCHEDULED',
      serviceDate: second.date,
      serviceSlot: second.slot,
    });

    const cancelled = await service.cancel({
      serviceRequestID: request.serviceRequestID,
      reason: dispositions.cancel[0]!.code as 'ISSUE_RESOLVED',
    });
    expect(cancelled.status).toBe('CANCELLED');
    const history = await service.history(OUT_OF_WARRANTY);
    expect(history.closed.map((closed) => closed.serviceRequestID)).toContain(request.serviceRequestID);
    expect((await service.history()).closed.length).toBeGreaterThanOrEqual(history.closed.length);
  });

  it('gives a held place back, and books a free service that is rated once completed', async () => {
    const browser = await signedInBrowser(api(), ASHA);
    const { service } = browser;
    const [free] = await service.freeService(COMPREHENSIVE);
    expect(free).toMatchObject({ assetId: COMPREHENSIVE, coverage: 'PLAN' });
    expect(free!.remaining).toBeGreaterThan(0);

    const [slot] = freeSlots(await service.slots({ assetId: COMPREHENSIVE }));
    if (!slot) throw new Error('the demo seed offers free slots');
    const released = await service.hold({ assetId: COMPREHENSIVE, ...slot });
    expect(await service.release(released.holdId)).toBe(true);

    const hold = await service.hold({ assetId: COMPREHENSIVE, ...slot });
    const { request } = await service.book({
      assetId: COMPREHENSIVE,
      serviceType: 'PERIODIC_SERVICE',
      ...slot,
      holdId: hold.holdId,
      idempotencyKey: 'contract-free-service-0001',
    });
    expect(request.servicePricePaise).toBe(0);

    const early = await failureOf(service.rate({ serviceRequestID: request.serviceRequestID, rating: 5 }));
    expect(early).toMatchObject({ message: SERVICE_MESSAGES.notRateable });
    for (let step = 0; step < 4; step++) {
      await browser.http.call(serviceDevCalls.advance, {
        body: { serviceRequestID: request.serviceRequestID },
      });
    }
    const rated = await service.rate({
      serviceRequestID: request.serviceRequestID,
      rating: 4,
      remarks: ' Tidy ',
    });
    expect(rated.feedback).toMatchObject({ rating: 4, remarks: 'Tidy' });
    const again = await failureOf(service.rate({ serviceRequestID: request.serviceRequestID, rating: 5 }));
    expect(again).toBeInstanceOf(ProductError);
    expect(again).toMatchObject({ message: SERVICE_MESSAGES.alreadyRated });
  });

  it("answers another customer's device and request as missing ones", async () => {
    const asha = await signedInBrowser(api(), ASHA);
    const [open] = (await asha.service.history()).open;
    const { service } = await signedInBrowser(api(), ROHAN);
    expect(await failureOf(service.eligibility(OUT_OF_WARRANTY, 'REPAIR'))).toMatchObject({ status: 404 });
    expect(await failureOf(service.details(open!.serviceRequestID))).toMatchObject({ status: 404 });
  });
});
