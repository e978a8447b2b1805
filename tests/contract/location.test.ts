import { ProductError } from '@nirmal/domain';
import { describe, expect, it } from 'vitest';
import { browserFor, failureOf, latestOtp, useCommerceApi } from './support.ts';

const api = useCommerceApi();

describe('location client', () => {
  it('geocodes, suggests, reads a place and finds the nearest locality', async () => {
    const { location } = browserFor(api());

    const [first] = await location.geocode('koramangala');
    expect(first).toMatchObject({ placeId: 'koramangala-560034', city: 'Bengaluru', pincode: '560034' });

    const suggestions = await location.suggestions('andheri');
    expect(suggestions.map((suggestion) => suggestion.primaryText)).toEqual(['Andheri East', 'Andheri West']);

    expect(await location.place('hinjewadi-411057')).toMatchObject({ locality: 'Hinjewadi', city: 'Pune' });

    const nearest = await location.reverseGeocode({ latitude: 28.5246, longitude: 77.2067 });
    expect(nearest.place.locality).toBe('Saket');
  });

  it('says no locality is near with a 404 a page can tell apart', async () => {
    const { location } = browserFor(api());
    const failure = await failureOf(location.reverseGeocode({ latitude: 15, longitude: 65 }));
    expect(failure).toBeInstanceOf(ProductError);
    expect((failure as ProductError).status).toBe(404);
  });

  it('reads the basemap: every locality as GeoJSON, and no tile layer unless configured', async () => {
    const { location } = browserFor(api());
    const basemap = await location.basemap();
    expect(basemap.tileLayer).toBeNull();
    expect(basemap.localities.features.length).toBeGreaterThanOrEqual(200);
  });
});

describe('demo client', () => {
  it("books a demo for a visitor's number confirmed by a lead code", async () => {
    const browser = browserFor(api());
    const mobile = '9822200001';
    const calendar = await browser.demo.slots('411001');
    const day = calendar.days.find((candidate) => candidate.slots.some((slot) => slot.state === 'available'));
    const slot = day?.slots.find((candidate) => candidate.state === 'available');
    if (!day || !slot) throw new Error('No free slot in Pune');

    const { requestId } = await browser.otp.sendForLead(mobile);
    const verified = await browser.otp.verifyLead({
      mobile,
      requestId,
      otp: await latestOtp(browser.http, mobile),
    });
    expect(verified.mobile).toBe(mobile);

    const demo = await browser.demo.book({
      name: 'Kavya Rao',
      pincode: '411001',
      productType: 'VACUUM_CLEANER',
      date: day.date,
      slot: slot.id,
      idempotencyKey: 'contract-demo-key-0001',
    });
    expect(demo).toMatchObject({
      mobile,
      pincode: '411001',
      hubName: calendar.hubName,
      slotLabel: slot.label,
    });
  });

  it('refuses to book for a browser that confirmed no number', async () => {
    const browser = browserFor(api());
    const failure = await failureOf(
      browser.demo.book({
        name: 'Kavya Rao',
        pincode: '411001',
        productType: 'VACUUM_CLEANER',
        date: '2030-01-01',
        slot: '10:00',
        idempotencyKey: 'contract-demo-key-0002',
      }),
    );
    expect(failure).toBeInstanceOf(ProductError);
    expect((failure as ProductError).status).toBe(403);
  });
});
