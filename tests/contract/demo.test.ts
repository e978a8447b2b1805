import { ProductError } from '@nirmal/domain';
import { describe, expect, it } from 'vitest';
import { browserFor, failureOf, latestOtp, useCommerceApi } from './support.ts';

const api = useCommerceApi();
const VISITOR = '9811100051';

describe('home demos (/api/schedule/book-a-demo)', () => {
  it('a visitor confirms their number, books a demo and reads its confirmation again; another browser cannot', async () => {
    const browser = browserFor(api());
    const { days } = await browser.demo.slots('560034');
    const day = days.find((option) => option.slots.some((slot) => slot.state === 'available'));
    const slot = day?.slots.find((option) => option.state === 'available');
    const { requestId } = await browser.otp.sendForLead(VISITOR);
    await browser.otp.verifyLead({ mobile: VISITOR, requestId, otp: await latestOtp(browser.http, VISITOR) });

    const booked = await browser.demo.book({
      name: 'Meera Iyer',
      pincode: '560034',
      productType: 'AIR_PURIFIER',
      date: day?.date ?? '',
      slot: slot?.id ?? '',
      idempotencyKey: 'contract-demo-key-0001',
    });
    expect(await browser.demo.get(booked.demoId)).toEqual(booked);

    const stranger = await failureOf(browserFor(api()).demo.get(booked.demoId));
    expect(stranger).toBeInstanceOf(ProductError);
    expect((stranger as ProductError).status).toBe(403);
  });
});
