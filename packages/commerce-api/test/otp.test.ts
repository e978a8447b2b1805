import { describe, expect, test } from 'vitest';
import { errorAnswerSchema, otpVerifyAnswerSchema, profileAnswerSchema } from '@nirmal/domain/contract';
import { ASHA, ROHAN, cookieHeader, testApi } from './support.ts';

async function errorOf(response: Response) {
  return { status: response.status, ...errorAnswerSchema.parse(await response.json()) };
}

describe('OTP sign-in', () => {
  test('a code sent to the number signs the customer in', async () => {
    const api = await testApi();
    const sent = await api.sendOtp('+91 90000 00001');
    expect(sent).toMatchObject({ otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 });

    const { otp, requestId } = await api.latestOtp(ASHA);
    expect(requestId).toBe(sent.requestId);
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await api.verifyOtp({ mobile: ASHA, otp, requestId });
    expect(verified.status).toBe(200);
    expect(otpVerifyAnswerSchema.parse(await verified.json()).data).toEqual({
      accountId: 'ACC1000001',
      customerId: 'CUS1000001',
    });
    const profile = await api.request('/api/customer/account/profileV2', { cookies: cookieHeader(verified) });
    expect(profileAnswerSchema.parse(await profile.json()).data.data.firstName).toBe('Asha');
  });

  test('a number signing in for the first time gets an account of its own', async () => {
    const api = await testApi();
    const cookies = await api.signIn('7012345678');
    const profile = profileAnswerSchema.parse(
      await (await api.request('/api/customer/account/profileV2', { cookies })).json(),
    );
    expect(profile.data.data.contacts).toEqual([{ phone: '7012345678', isPrimary: true }]);
    expect(profile.data.data.customerId).not.toBe('CUS1000001');
  });

  test('codes have the configured length and are stored only as a hash', async () => {
    const api = await testApi({ config: { otpLength: 8 } });
    const sent = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    expect(sent.otpLength).toBe(8);
    expect(otp).toMatch(/^\d{8}$/);
    const [stored] = await api.db.query<{ code_hash: string }>('SELECT code_hash FROM otp_requests');
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(otp);
  });

  test('a code expires after five minutes', async () => {
    const api = await testApi();
    const { requestId } = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    api.clock.advance(301);
    expect(await errorOf(await api.verifyOtp({ mobile: ASHA, otp, requestId }))).toMatchObject({
      status: 400,
      code: 'OTP_EXPIRED',
      message: 'This code has expired. Request a new code.',
    });
  });

  test('a code works once', async () => {
    const api = await testApi();
    const { requestId } = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    expect((await api.verifyOtp({ mobile: ASHA, otp, requestId })).status).toBe(200);
    expect(await errorOf(await api.verifyOtp({ mobile: ASHA, otp, requestId }))).toMatchObject({
      status: 400,
      code: 'OTP_EXPIRED',
    });
  });

  test('a code is bound to its request and its number', async () => {
    const api = await testApi();
    const { requestId } = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    api.clock.advance(31);
    await api.sendOtp(ROHAN);
    const rohans = await api.latestOtp(ROHAN);

    expect((await api.verifyOtp({ mobile: ROHAN, otp, requestId })).status).toBe(400);
    expect((await api.verifyOtp({ mobile: ASHA, otp: rohans.otp, requestId: rohans.requestId })).status).toBe(
      400,
    );
    expect((await api.verifyOtp({ mobile: ASHA, otp, requestId: 'made-up' })).status).toBe(400);
    // None of that used up Asha's code.
    expect((await api.verifyOtp({ mobile: ASHA, otp, requestId })).status).toBe(200);
  });

  test('five wrong codes lock the code, even against the right one, until a new code is sent', async () => {
    const api = await testApi();
    const { requestId } = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    const wrong = otp === '000000' ? '111111' : '000000';

    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await errorOf(await api.verifyOtp({ mobile: ASHA, otp: wrong, requestId }))).toMatchObject({
        status: 400,
        code: 'OTP_INCORRECT',
        attemptsLeft,
      });
    }
    expect(await errorOf(await api.verifyOtp({ mobile: ASHA, otp: wrong, requestId }))).toMatchObject({
      status: 429,
      code: 'OTP_LOCKED',
    });
    expect(await errorOf(await api.verifyOtp({ mobile: ASHA, otp, requestId }))).toMatchObject({
      status: 429,
      code: 'OTP_LOCKED',
    });

    api.clock.advance(30);
    const fresh = await api.sendOtp(ASHA);
    const next = await api.latestOtp(ASHA);
    expect((await api.verifyOtp({ mobile: ASHA, otp: next.otp, requestId: fresh.requestId })).status).toBe(
      200,
    );
  });

  test('a number gets a limited number of wrong codes a day, however many new codes it is sent', async () => {
    const api = await testApi({ config: { otpMaxWrongCodesPerNumber: 7 } });
    const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');
    const first = await api.sendOtp(ASHA);
    const firstOtp = (await api.latestOtp(ASHA)).otp;
    for (let index = 0; index < 5; index++) {
      await api.verifyOtp({ mobile: ASHA, otp: wrongFor(firstOtp), requestId: first.requestId });
    }
    api.clock.advance(3600);
    const second = await api.sendOtp(ASHA);
    const secondOtp = (await api.latestOtp(ASHA)).otp;
    const wrongAgain = () =>
      api.verifyOtp({ mobile: ASHA, otp: wrongFor(secondOtp), requestId: second.requestId });
    // The code itself would take 4 more; the number only 1 more today.
    expect(await errorOf(await wrongAgain())).toMatchObject({ code: 'OTP_INCORRECT', attemptsLeft: 1 });

    const paused = {
      status: 429,
      code: 'OTP_LOCKED',
      message:
        'Too many wrong codes were entered for this number, so signing in with it is paused to keep your ' +
        'account safe. Please try again in 23 hours.',
      retryAfterSeconds: 86_400 - 3600,
      attemptsLeft: 0,
    };
    expect(await errorOf(await wrongAgain())).toEqual(paused);
    // Not even the right code, nor a new code, until the first wrong one is a day old.
    expect(
      await errorOf(await api.verifyOtp({ mobile: ASHA, otp: secondOtp, requestId: second.requestId })),
    ).toEqual(paused);
    api.clock.advance(60);
    const send = await api.request('/api/public/ecom/v1/otp/send', { json: { mobile: ASHA } });
    expect(await errorOf(send)).toMatchObject({
      status: 429,
      code: 'OTP_LOCKED',
      retryAfterSeconds: 86_400 - 3660,
    });
    // Other numbers are not affected.
    await api.signIn(ROHAN);

    api.clock.advance(86_400 - 3660);
    await api.signIn(ASHA);
  });

  test('a new code can be sent after 30 seconds, and it retires the previous one', async () => {
    const api = await testApi();
    const first = await api.sendOtp(ASHA);
    const firstOtp = (await api.latestOtp(ASHA)).otp;

    api.clock.advance(10);
    const tooSoon = await api.request('/api/public/ecom/v1/otp/send', { json: { mobile: ASHA } });
    expect(tooSoon.headers.get('retry-after')).toBe('20');
    expect(await errorOf(tooSoon)).toMatchObject({
      status: 429,
      code: 'RESEND_TOO_SOON',
      retryAfterSeconds: 20,
    });

    api.clock.advance(20);
    const second = await api.sendOtp(ASHA);
    expect(second.requestId).not.toBe(first.requestId);
    expect(
      await errorOf(await api.verifyOtp({ mobile: ASHA, otp: firstOtp, requestId: first.requestId })),
    ).toMatchObject({
      code: 'OTP_EXPIRED',
    });
  });

  test('a code that was entered leaves no wait before the next one', async () => {
    const api = await testApi();
    await api.signIn(ASHA);
    api.clock.advance(1);
    const next = await api.request('/api/public/ecom/v1/otp/send', { json: { mobile: ASHA } });
    expect(next.status).toBe(200);
  });

  test('sends are limited per number over the window', async () => {
    const api = await testApi({ config: { otpMaxSendsPerNumber: 2, otpRateWindowSeconds: 600 } });
    await api.sendOtp(ASHA);
    api.clock.advance(30);
    await api.sendOtp(ASHA, { peer: '198.51.100.7' });
    api.clock.advance(30);

    const limited = await api.request('/api/public/ecom/v1/otp/send', {
      json: { mobile: ASHA },
      peer: '198.51.100.8',
    });
    expect(await errorOf(limited)).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 540,
    });
    // Other numbers are not affected.
    await api.sendOtp(ROHAN);

    api.clock.advance(540);
    await api.sendOtp(ASHA);
  });

  test('sends are limited per client address, the forwarded one when a local proxy forwards', async () => {
    const api = await testApi({ config: { otpMaxSendsPerAddress: 2 } });
    await api.sendOtp('9000000011');
    await api.sendOtp('9000000012');
    const limited = await api.request('/api/public/ecom/v1/otp/send', { json: { mobile: '9000000013' } });
    expect(await errorOf(limited)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    await api.sendOtp('9000000013', { peer: '198.51.100.7' });

    // Behind the storefront (a loopback peer) each browser counts on its own...
    const viaProxy = (address: string) => ({ peer: '127.0.0.1', headers: { 'x-forwarded-for': address } });
    await api.sendOtp('9000000021', viaProxy('192.0.2.1'));
    await api.sendOtp('9000000022', viaProxy('192.0.2.1'));
    await api.sendOtp('9000000023', viaProxy('192.0.2.2'));
    expect(
      (
        await api.request('/api/public/ecom/v1/otp/send', {
          json: { mobile: '9000000024' },
          ...viaProxy('192.0.2.1'),
        })
      ).status,
    ).toBe(429);

    // ...but a remote client cannot choose its address by writing the header itself.
    const spoofed = { peer: '203.0.113.10', headers: { 'x-forwarded-for': '192.0.2.99' } };
    expect(
      (await api.request('/api/public/ecom/v1/otp/send', { json: { mobile: '9000000025' }, ...spoofed }))
        .status,
    ).toBe(429);
  });

  test('a failed SMS delivery answers 503 and does not count as a send', async () => {
    let failing = true;
    const api = await testApi({
      smsSender: {
        sendOtp: async () => {
          if (failing) throw new Error('gateway down');
        },
      },
    });
    const failed = await api.request('/api/public/ecom/v1/otp/send', { json: { mobile: ASHA } });
    expect(await errorOf(failed)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    failing = false;
    await api.sendOtp(ASHA);
  });
});
