import { describe, expect, test } from 'vitest';
import {
  errorAnswerSchema,
  otpSendAnswerSchema,
  otpVerifyAnswerSchema,
  profileAnswerSchema,
} from '@nirmal/domain/contract';
import { ASHA, ROHAN, cookieHeader, testApi } from './support.ts';
import type { TestApi } from './support.ts';

const KABIR = '9876543210';

const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

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

  test('twenty wrong codes do not lock the owner out: the guesser is stopped, the owner signs in', async () => {
    const api = await testApi();
    const guesser = { peer: '198.51.100.66' };
    let wrongEntered = 0;
    let guesserStopped = false;
    /** Sends a code to Asha for the guesser, waiting as long as the server says; undefined when refused for good. */
    async function codeForGuesser() {
      for (let tries = 0; tries < 10; tries++) {
        const sent = await api.request('/api/public/ecom/v1/otp/send', {
          json: { mobile: ASHA },
          ...guesser,
        });
        if (sent.status === 200) return otpSendAnswerSchema.parse(await sent.json()).data.requestId;
        const refusal = await errorOf(sent);
        if (refusal.code === 'OTP_LOCKED') return undefined;
        api.clock.advance(refusal.retryAfterSeconds ?? 30);
      }
      return undefined;
    }
    // The guesser keeps guessing for as long as the server lets it, waiting whenever it is told to.
    for (let round = 0; !guesserStopped && round < 30; round++) {
      const requestId = await codeForGuesser();
      if (!requestId) break;
      const { otp } = await api.latestOtp(ASHA);
      for (let step = 0; step < 20; step++) {
        const answer = await errorOf(
          await api.verifyOtp({ mobile: ASHA, otp: wrongFor(otp), requestId }, guesser),
        );
        // Each guess checked is answered "not right", or "locked" by the guess that used up the code's
        // tries or the guesser's.
        if (answer.code === 'OTP_INCORRECT') wrongEntered++;
        else if (answer.code === 'OTP_LOCKED') {
          wrongEntered++;
          guesserStopped = answer.message.includes('from this device or network');
          break;
        } else if (answer.code !== 'RATE_LIMITED') break; // expired while it waited: a new code
        api.clock.advance(answer.retryAfterSeconds ?? 0);
      }
    }
    expect({ wrongEntered, guesserStopped }).toEqual({ wrongEntered: 20, guesserStopped: true });

    // The owner, on their own phone, asks for a new code (once the guesser's last one has expired)
    // and signs in.
    api.clock.advance(300);
    const sent = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    // The guesser, even holding the right code, is not let in from its address...
    expect(
      await errorOf(await api.verifyOtp({ mobile: ASHA, otp, requestId: sent.requestId }, guesser)),
    ).toMatchObject({
      status: 429,
      code: 'OTP_LOCKED',
    });
    // ...and the owner is.
    expect((await api.verifyOtp({ mobile: ASHA, otp, requestId: sent.requestId })).status).toBe(200);
  });

  test('a guesser waits longer after each wrong code past its first five', async () => {
    const api = await testApi();
    const guesser = { peer: '198.51.100.66' };
    const first = await api.sendOtp(ASHA, guesser);
    const firstOtp = (await api.latestOtp(ASHA)).otp;
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(
        await errorOf(
          await api.verifyOtp({ mobile: ASHA, otp: wrongFor(firstOtp), requestId: first.requestId }, guesser),
        ),
      ).toEqual({
        status: 400,
        code: 'OTP_INCORRECT',
        message: `That code is not right. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`,
        attemptsLeft,
      });
    }
    await api.verifyOtp({ mobile: ASHA, otp: wrongFor(firstOtp), requestId: first.requestId }, guesser);
    api.clock.advance(30);
    const second = await api.sendOtp(ASHA, guesser);
    const secondOtp = (await api.latestOtp(ASHA)).otp;
    const guess = () =>
      api.verifyOtp({ mobile: ASHA, otp: wrongFor(secondOtp), requestId: second.requestId }, guesser);

    expect(await errorOf(await guess())).toEqual({
      status: 400,
      code: 'OTP_INCORRECT',
      message: 'That code is not right. You have 4 tries left; you can try again in 2 seconds.',
      attemptsLeft: 4,
      retryAfterSeconds: 2,
    });
    const tooSoon = await guess();
    expect(tooSoon.headers.get('retry-after')).toBe('2');
    expect(await errorOf(tooSoon)).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 2 });
    api.clock.advance(2);
    expect(await errorOf(await guess())).toMatchObject({ code: 'OTP_INCORRECT', retryAfterSeconds: 4 });
    api.clock.advance(4);
    expect(await errorOf(await guess())).toMatchObject({ code: 'OTP_INCORRECT', retryAfterSeconds: 8 });
    // The waits did not use up the code's tries; the owner, elsewhere, is not kept waiting.
    expect((await api.verifyOtp({ mobile: ASHA, otp: secondOtp, requestId: second.requestId })).status).toBe(
      200,
    );
  });

  test('a number sent many wrong codes from many places gets codes of one try each, and its owner still signs in', async () => {
    const api = await testApi({ config: { otpMaxWrongCodesPerNumber: 6 } });
    const first = await api.sendOtp(ASHA, { peer: '198.51.100.1' });
    const firstOtp = (await api.latestOtp(ASHA)).otp;
    for (const host of [11, 12, 13, 14, 15]) {
      await api.verifyOtp(
        { mobile: ASHA, otp: wrongFor(firstOtp), requestId: first.requestId },
        { peer: `198.51.100.${host}` },
      );
    }
    api.clock.advance(30);
    const second = await api.sendOtp(ASHA, { peer: '198.51.100.2' });
    const secondOtp = (await api.latestOtp(ASHA)).otp;
    const sixth = { mobile: ASHA, otp: wrongFor(secondOtp), requestId: second.requestId };
    expect(await errorOf(await api.verifyOtp(sixth, { peer: '198.51.100.16' }))).toMatchObject({
      status: 429,
      code: 'OTP_LOCKED',
    });

    // The next code comes only once the last has expired, and a slip blocks it...
    api.clock.advance(30);
    const tooSoon = await api.request('/api/public/ecom/v1/otp/send', { json: { mobile: ASHA } });
    expect(await errorOf(tooSoon)).toMatchObject({
      status: 429,
      code: 'RESEND_TOO_SOON',
      retryAfterSeconds: 270,
    });
    api.clock.advance(270);
    const third = await api.sendOtp(ASHA);
    const thirdOtp = (await api.latestOtp(ASHA)).otp;
    expect(
      await errorOf(
        await api.verifyOtp({ mobile: ASHA, otp: wrongFor(thirdOtp), requestId: third.requestId }),
      ),
    ).toMatchObject({ status: 429, code: 'OTP_LOCKED' });
    // ...but the owner, who has the code, signs in with it the same day.
    api.clock.advance(300);
    const fourth = await api.sendOtp(ASHA);
    const fourthOtp = (await api.latestOtp(ASHA)).otp;
    expect((await api.verifyOtp({ mobile: ASHA, otp: fourthOtp, requestId: fourth.requestId })).status).toBe(
      200,
    );
  });

  test('a profile-change code is marked as one when it is made: it never signs in, not even before its change is recorded', async () => {
    const codes = new Map<string, string>();
    const signInTries: Response[] = [];
    const api: TestApi = await testApi({
      smsSender: {
        async sendOtp({ mobile, otp, requestId }) {
          codes.set(mobile, otp);
          // As the code arrives (before the change it confirms is recorded), the phone's holder tries
          // it on the sign-in page.
          if (mobile === KABIR)
            signInTries.push(await api.verifyOtp({ mobile, otp, requestId }, { peer: '198.51.100.9' }));
        },
      },
    });
    const sent = await api.sendOtp(ASHA);
    const signedIn = await api.verifyOtp({
      mobile: ASHA,
      otp: codes.get(ASHA) ?? '',
      requestId: sent.requestId,
    });
    expect(signedIn.status).toBe(200);
    const change = await api.request('/api/customer/account/profile/request-change', {
      cookies: cookieHeader(signedIn),
      json: { kind: 'secondaryUser', name: 'Kabir', phone: KABIR },
    });
    expect(change.status).toBe(200);

    expect(signInTries).toHaveLength(1);
    expect(await errorOf(signInTries[0] as Response)).toMatchObject({ status: 400, code: 'OTP_EXPIRED' });
    expect(await api.db.query('SELECT id FROM customers WHERE mobile = $1', [KABIR])).toEqual([]);
    expect(await api.db.query('SELECT purpose FROM otp_requests WHERE mobile = $1', [KABIR])).toEqual([
      { purpose: 'profile_change' },
    ]);
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
