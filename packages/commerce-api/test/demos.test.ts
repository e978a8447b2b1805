import { describe, expect, test } from 'vitest';
import {
  LEAD_COOKIE,
  demoBookingAnswerSchema,
  demoSlotsAnswerSchema,
  leadVerifyAnswerSchema,
} from '@nirmal/domain/contract';
import { cookieHeader, setCookies, testApi } from './support.ts';
import type { TestApi } from './support.ts';

const VISITOR = '9812345678';

async function sendLeadCode(api: TestApi, mobile = VISITOR) {
  const response = await api.request('/api/public/ecom/v1/otp/send', { json: { mobile, purpose: 'lead' } });
  expect(response.status).toBe(200);
  const { requestId } = ((await response.json()) as { data: { requestId: string } }).data;
  const { otp } = await api.latestOtp(mobile);
  return { requestId, otp };
}

const verifyLead = (api: TestApi, body: { mobile: string; otp: string; requestId: string }) =>
  api.request('/api/public/ecom/v1/otp/verifyLead', { json: body });

describe('/api/public/ecom/v1/otp/verifyLead', () => {
  test("confirms a visitor's number with an HttpOnly cookie and signs no one in", async () => {
    const api = await testApi();
    const { requestId, otp } = await sendLeadCode(api);

    const response = await verifyLead(api, { mobile: VISITOR, otp, requestId });

    expect(response.status).toBe(200);
    const { mobile, verifiedUntil } = leadVerifyAnswerSchema.parse(await response.json()).data;
    expect(mobile).toBe(VISITOR);
    expect(new Date(verifiedUntil).getTime() - api.clock.now().getTime()).toBe(30 * 60 * 1000);
    const cookies = setCookies(response);
    expect(cookies.get(LEAD_COOKIE)).toMatch(/HttpOnly/);
    expect(cookies.get(LEAD_COOKIE)).toMatch(/Max-Age=1800/);
    expect(cookies.has('nirmal_session')).toBe(false);
    // Signing in creates a customer on first sign-in; confirming a lead does not.
    expect(await api.db.query('SELECT id FROM customers WHERE mobile = $1', [VISITOR])).toEqual([]);
  });

  test('a lead code cannot sign in, and a sign-in code cannot confirm a lead', async () => {
    const api = await testApi();
    const lead = await sendLeadCode(api);
    const signIn = await api.verifyOtp({ mobile: VISITOR, ...lead });
    expect(signIn.status).toBe(400);
    expect(((await signIn.json()) as { code: string }).code).toBe('OTP_EXPIRED');

    api.clock.advance(31);
    const { requestId } = await api.sendOtp(VISITOR);
    const { otp } = await api.latestOtp(VISITOR);
    const asLead = await verifyLead(api, { mobile: VISITOR, otp, requestId });
    expect(asLead.status).toBe(400);
    expect(setCookies(asLead).has(LEAD_COOKIE)).toBe(false);
  });

  test('a wrong code is refused with the tries left, and the code is single use', async () => {
    const api = await testApi();
    const { requestId, otp } = await sendLeadCode(api);
    const wrong = await verifyLead(api, {
      mobile: VISITOR,
      otp: otp === '000000' ? '111111' : '000000',
      requestId,
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'That code is not right. You have 4 tries left.',
    );

    expect((await verifyLead(api, { mobile: VISITOR, otp, requestId })).status).toBe(200);
    const again = await verifyLead(api, { mobile: VISITOR, otp, requestId });
    expect(((await again.json()) as { message: string }).message).toBe(
      'This code has already been used. Request a new code.',
    );
  });

  test('lead codes share the limits of sign-in codes: a wait between sends, five per number', async () => {
    const api = await testApi();
    await sendLeadCode(api);
    const tooSoon = await api.request('/api/public/ecom/v1/otp/send', {
      json: { mobile: VISITOR, purpose: 'lead' },
    });
    expect(tooSoon.status).toBe(429);
    expect(((await tooSoon.json()) as { code: string }).code).toBe('RESEND_TOO_SOON');
    for (let sent = 1; sent < 5; sent += 1) {
      api.clock.advance(31);
      await sendLeadCode(api);
    }
    api.clock.advance(31);
    const over = await api.request('/api/public/ecom/v1/otp/send', {
      json: { mobile: VISITOR, purpose: 'lead' },
    });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });

  test('refuses a purpose it does not know', async () => {
    const api = await testApi();
    const response = await api.request('/api/public/ecom/v1/otp/send', {
      json: { mobile: VISITOR, purpose: 'profile_change' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Send a code for signing in or for a lead.',
    );
  });
});

/** Confirms the visitor's number and answers the Cookie header the browser then sends. */
async function confirmLead(api: TestApi, mobile = VISITOR): Promise<string> {
  const code = await sendLeadCode(api, mobile);
  const response = await verifyLead(api, { mobile, ...code });
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

async function firstFreeSlot(api: TestApi, pincode: string) {
  const response = await api.request(`/api/schedule/book-a-demo?pincode=${pincode}`);
  expect(response.status).toBe(200);
  const calendar = demoSlotsAnswerSchema.parse(await response.json()).data;
  for (const day of calendar.days) {
    const slot = day.slots.find((option) => option.state === 'available');
    if (slot) return { calendar, date: day.date, slot };
  }
  throw new Error(`No free slot at ${pincode}`);
}

const demoRequest = (date: string, slot: string, idempotencyKey = 'demo-key-0000000001') => ({
  name: 'Meera Iyer',
  pincode: '560034',
  productType: 'WATER_PURIFIER',
  date,
  slot,
  idempotencyKey,
});

describe('/api/schedule/book-a-demo', () => {
  test("offers the two weeks of slots of the pincode's hub to anyone", async () => {
    const api = await testApi();
    const { calendar } = await firstFreeSlot(api, '560034');
    expect(calendar.hubCode).toBe('BLR-05');
    expect(calendar.days).toHaveLength(14);
  });

  test('refuses a pincode outside service with words for a demo', async () => {
    const api = await testApi();
    const response = await api.request('/api/schedule/book-a-demo?pincode=380009');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'OUTSIDE_SERVICE_AREA',
      message:
        'We do not give home demos at this pincode yet. Try the pincode of another address, or call us to ask when we will.',
    });
    const bad = await api.request('/api/schedule/book-a-demo?pincode=56003');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Enter a 6-digit pincode, like 560001.');
  });

  test('books for the confirmed number only, taking a place in the slot once per key', async () => {
    const api = await testApi();
    const { date, slot } = await firstFreeSlot(api, '560034');

    const unconfirmed = await api.request('/api/schedule/book-a-demo', { json: demoRequest(date, slot.id) });
    expect(unconfirmed.status).toBe(403);
    expect(((await unconfirmed.json()) as { message: string }).message).toBe(
      'Confirm your mobile number with the code we send you, then book your demo.',
    );

    const cookies = await confirmLead(api);
    const booked = await api.request('/api/schedule/book-a-demo', {
      json: demoRequest(date, slot.id),
      cookies,
    });
    expect(booked.status).toBe(200);
    const demo = demoBookingAnswerSchema.parse(await booked.json()).data;
    expect(demo).toMatchObject({
      name: 'Meera Iyer',
      mobile: VISITOR,
      pincode: '560034',
      productType: 'WATER_PURIFIER',
      date,
      slot: slot.id,
      slotLabel: slot.label,
    });

    const retried = await api.request('/api/schedule/book-a-demo', {
      json: demoRequest(date, slot.id),
      cookies,
    });
    expect(demoBookingAnswerSchema.parse(await retried.json()).data.demoId).toBe(demo.demoId);

    const after = await firstFreeSlot(api, '560034');
    const sameSlot = after.calendar.days
      .find((day) => day.date === date)
      ?.slots.find((s) => s.id === slot.id);
    expect(sameSlot?.remaining ?? 0).toBe(slot.remaining - 1);
    const rows = await api.db.query<{ mobile: string }>('SELECT mobile FROM demo_bookings');
    expect(rows).toEqual([{ mobile: VISITOR }]);
  });

  test('shows a booking again to its confirmed number only, as it was booked', async () => {
    const api = await testApi();
    const { date, slot } = await firstFreeSlot(api, '560034');
    const cookies = await confirmLead(api);
    const booked = await api.request('/api/schedule/book-a-demo', {
      json: demoRequest(date, slot.id),
      cookies,
    });
    const demo = demoBookingAnswerSchema.parse(await booked.json()).data;
    const path = `/api/schedule/book-a-demo/${demo.demoId}`;

    const again = await api.request(path, { cookies });
    expect(again.status).toBe(200);
    expect(demoBookingAnswerSchema.parse(await again.json()).data).toEqual(demo);

    const unconfirmed = await api.request(path);
    expect(unconfirmed.status).toBe(403);
    const otherNumber = await api.request(path, { cookies: await confirmLead(api, '9811100009') });
    expect(otherNumber.status).toBe(404);
    expect(((await otherNumber.json()) as { message: string }).message).toBe(
      'We could not find this booking for your number. Its details are in the SMS we sent you.',
    );
  });

  test('a full slot is refused with the nearest free ones, and nothing is written', async () => {
    const api = await testApi();
    const { date, slot } = await firstFreeSlot(api, '560034');
    const visitors = Array.from(
      { length: slot.remaining + 1 },
      (_, index) => `98765${String(index).padStart(5, '0')}`,
    );
    const answers: Response[] = [];
    for (const [index, mobile] of visitors.entries()) {
      const cookies = await confirmLead(api, mobile);
      answers.push(
        await api.request('/api/schedule/book-a-demo', {
          json: demoRequest(date, slot.id, `demo-key-${String(index).padStart(10, '0')}`),
          cookies,
          peer: `203.0.113.${index + 20}`,
        }),
      );
    }
    const last = answers.at(-1)!;
    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(visitors.slice(0, -1).map(() => 200));
    expect(last.status).toBe(409);
    const refusal = (await last.json()) as { code: string; message: string; nearestSlots: unknown[] };
    expect(refusal.code).toBe('SLOT_TAKEN');
    expect(refusal.message).toBe('This slot is no longer available');
    expect(refusal.nearestSlots.length).toBeGreaterThan(0);
    const [{ count } = { count: 0 }] = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM demo_bookings',
    );
    expect(count).toBe(slot.remaining);
  });

  test('refuses a name that is not a name and a product it does not show', async () => {
    const api = await testApi();
    const cookies = await confirmLead(api);
    const cases = [
      [{ name: '12345' }, 'Enter your name, in letters.'],
      [{ productType: 'TOASTER' }, 'Choose the product you would like to see.'],
    ] as const;
    for (const [change, message] of cases) {
      const response = await api.request('/api/schedule/book-a-demo', {
        json: { ...demoRequest('2030-01-01', '10:00'), ...change },
        cookies,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
  });
});
