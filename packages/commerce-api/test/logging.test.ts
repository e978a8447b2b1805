import { describe, expect, test } from 'vitest';
import { jsonLogger } from '../src/logger.ts';
import { ASHA, sessionToken, testApi } from './support.ts';
import { payInSandbox, payments, placeOrder, postForm, returnForm, start } from './payment-support.ts';

/** A logger that keeps its lines, errors and the rest alike, as the process would write them. */
function capturedLog() {
  const lines: string[] = [];
  return {
    lines,
    logger: jsonLogger(
      (line) => lines.push(line),
      (line) => lines.push(line),
    ),
  };
}

const CARD = '4111 1111 1111 1111';

describe('structured logs', () => {
  test('each request is one JSON line under the id it came with, and no secret sent any way is written', async () => {
    const { lines, logger } = capturedLog();
    const api = await testApi({ config: { payments }, logger });

    // Signing in: a wrong code, then the right one.
    const { requestId } = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await api.verifyOtp({ mobile: ASHA, otp: wrong, requestId })).status).toBe(400);
    const signedIn = await api.verifyOtp({ mobile: ASHA, otp, requestId });
    expect(signedIn.status).toBe(200);
    const cookies = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const token = sessionToken(cookies);
    expect(token).toBeTruthy();

    // A payment whose return is forged: signed fields posted back, the signature check refusing it.
    const orderId = await placeOrder(api, ASHA);
    const back = await returnForm(
      await payInSandbox(api, await start(api, cookies, orderId), { webhook: 'never' }),
    );
    const signature = back.fields['razorpay_signature'] ?? '';
    expect(signature).not.toBe('');
    await postForm(api, back.action, { ...back.fields, razorpay_payment_id: 'pay_Forged00000000' });

    // Secrets in the query, the headers and the cookie of one request, sent with an id of ours.
    const traced = await api.request(
      `/api/customer/account/profileV2?otp=${otp}&card=${encodeURIComponent(CARD)}&sig=${signature}`,
      { cookies, headers: { authorization: 'Bearer s3cret-bearer', 'x-request-id': 'trace-42' } },
    );
    expect(traced.status).toBe(200);
    expect(traced.headers.get('x-request-id')).toBe('trace-42');

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.filter(({ requestId }) => requestId === 'trace-42')).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        msg: 'request',
        requestId: 'trace-42',
        method: 'GET',
        path: '/api/customer/account/profileV2',
        status: 200,
        durationMs: expect.any(Number),
      },
    ]);
    // Every request got a line with an id of its own, the refusals and the payment pages too.
    const requests = records.filter(({ msg }) => msg === 'request');
    expect(requests.map(({ status }) => status)).toEqual(expect.arrayContaining([200, 400, 303]));
    expect(new Set(requests.map(({ requestId }) => requestId)).size).toBe(requests.length);

    const log = lines.join('\n');
    for (const secret of [otp, token ?? '', signature, 's3cret-bearer', CARD, CARD.replaceAll(' ', ''), ASHA])
      expect(log).not.toContain(secret);
    expect(log).toContain('90••••0001');
  });

  test('an error is logged under its request id, with the secrets in its message taken out', async () => {
    const { lines, logger } = capturedLog();
    const api = await testApi({
      logger,
      smsSender: {
        sendOtp: async ({ mobile, otp }) => {
          throw new Error(`gateway refused OTP ${otp} for ${mobile}`);
        },
      },
    });
    const response = await api.request('/api/public/ecom/v1/otp/send', {
      json: { mobile: ASHA },
      headers: { 'x-request-id': 'trace-sms' },
    });
    expect(response.status).toBeGreaterThanOrEqual(500);

    const errors = lines.map((line) => JSON.parse(line)).filter(({ level }) => level === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        requestId: 'trace-sms',
        msg: expect.stringContaining('90••••0001'),
        error: expect.objectContaining({
          message: 'SMS gateway: gateway refused OTP [redacted] for 90••••0001',
        }),
      }),
    ]);
    expect(lines.join('\n')).not.toMatch(/OTP \d{6}|9000000001/);
  });
});
