import { describe, expect, test } from 'vitest';
import { errorAnswerSchema } from '@nirmal/domain/contract';
import { ASHA, testApi } from './support.ts';
import type { TestApi } from './support.ts';

const SEND = '/api/public/ecom/v1/otp/send';
const VERIFY = '/api/public/ecom/v1/otp/verify';

async function refusal(response: Response) {
  return { status: response.status, ...errorAnswerSchema.parse(await response.json()) };
}

function post(api: TestApi, path: string, body: string, headers: Record<string, string> = {}) {
  return api.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('cross-site request defence', () => {
  test('state-changing calls without a known client type are refused', async () => {
    const api = await testApi();
    const body = JSON.stringify({ mobile: ASHA });
    expect(await refusal(await post(api, SEND, body))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await post(api, SEND, body, { 'x-client-type': 'curl' })).status).toBe(403);
    expect((await post(api, '/api/account/signout', '{}')).status).toBe(403);
    expect((await post(api, SEND, body, { 'x-client-type': 'flutter-web-view' })).status).toBe(200);
  });

  test('an Origin must be our own host, the proxying storefront, or an allowed origin', async () => {
    const api = await testApi({ config: { allowedOrigins: ['https://www.nirmal.example'] } });
    const web = { 'x-client-type': 'web' };
    const send = (mobile: string, headers: Record<string, string>) =>
      post(api, SEND, JSON.stringify({ mobile }), { ...web, ...headers });

    expect(await refusal(await send('9000000031', { origin: 'https://evil.example' }))).toMatchObject({
      status: 403,
    });
    expect((await send('9000000032', { origin: 'null' })).status).toBe(403);
    expect((await send('9000000033', { origin: 'http://localhost' })).status).toBe(200);
    expect((await send('9000000034', { origin: 'https://www.nirmal.example' })).status).toBe(200);
    expect(
      (await send('9000000035', { origin: 'http://shop.local:3000', host: 'shop.local:3000' })).status,
    ).toBe(200);

    // The storefront on this machine forwards the host the browser used.
    const viaStorefront = { origin: 'http://localhost:3100', 'x-forwarded-host': 'localhost:3100' };
    const proxied = await api.request(SEND, {
      method: 'POST',
      body: JSON.stringify({ mobile: '9000000036' }),
      headers: { ...web, ...viaStorefront },
      peer: '::1',
    });
    expect(proxied.status).toBe(200);
    // ...which a remote client cannot claim for itself.
    expect((await send('9000000037', viaStorefront)).status).toBe(403);
  });

  test('reads need no client type', async () => {
    const api = await testApi();
    expect((await api.request('/api/features')).status).toBe(200);
  });
});

describe('bad input', () => {
  test('malformed or non-object JSON is a 400 that says what to send', async () => {
    const api = await testApi();
    const web = { 'x-client-type': 'web' };
    for (const body of ['{"mobile":', '', '[]', '"9000000001"', 'null']) {
      expect(await refusal(await post(api, SEND, body, web))).toEqual({
        status: 400,
        code: 'INVALID_JSON',
        message: 'Send the request details as a JSON object.',
      });
    }
  });

  test('a wrong mobile number is INVALID_MOBILE, whatever is wrong with it', async () => {
    const api = await testApi();
    for (const mobile of [undefined, 9000000001, '12345', '5000000000', '90000000011', '+1 9000000001']) {
      const response = await api.request(SEND, { json: { mobile } });
      expect(await refusal(response)).toEqual({
        status: 400,
        code: 'INVALID_MOBILE',
        message: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
      });
    }
  });

  test('wrong types and shapes in a verify request are 400s that never use up an attempt', async () => {
    const api = await testApi();
    const { requestId } = await api.sendOtp(ASHA);
    const bodies = [
      { mobile: ASHA, otp: 123456, requestId },
      { mobile: ASHA, otp: '12ab56', requestId },
      { mobile: ASHA, otp: '123456' },
      { mobile: ASHA, otp: '123456', requestId: 'x'.repeat(101) },
    ];
    for (const body of bodies) {
      const answer = await refusal(await api.request(VERIFY, { json: body }));
      expect(answer.status).toBe(400);
      expect(answer.code).toBe('INVALID_REQUEST');
      expect(answer.message).not.toMatch(/expected|received/);
    }
    const [row] = await api.db.query<{ failed_attempts: number }>('SELECT failed_attempts FROM otp_requests');
    expect(row?.failed_attempts).toBe(0);
  });

  test('a development sign-in with wrong types is a 400', async () => {
    const api = await testApi();
    const response = await api.request('/api/session/create', {
      json: { mobile_number: ASHA, time_in_millis: 'yesterday', user_agent: 'x' },
    });
    expect(await refusal(response)).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });

  test('an outbox lookup needs a valid number that was sent a code', async () => {
    const api = await testApi();
    expect(await refusal(await api.request('/api/dev/otp-outbox'))).toMatchObject({
      status: 400,
      code: 'INVALID_MOBILE',
    });
    expect(await refusal(await api.request(`/api/dev/otp-outbox?mobile=${ASHA}`))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  test('a body over 16 KB is refused with 413', async () => {
    const api = await testApi();
    const response = await api.request(SEND, { json: { mobile: ASHA, padding: 'x'.repeat(20_000) } });
    expect(await refusal(response)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  test('an unknown address is a JSON 404', async () => {
    const api = await testApi();
    expect(await refusal(await api.request('/api/no-such-thing'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      (await api.request('/api/features', { method: 'DELETE', headers: { 'x-client-type': 'web' } })).status,
    ).toBe(404);
  });

  test('an unexpected failure is a plain 500 that reveals nothing', async () => {
    const api = await testApi({ ownDatabase: true });
    await api.db.close();
    expect(await refusal(await api.request('/api/features'))).toEqual({
      status: 500,
      code: 'INTERNAL',
      message: 'Something went wrong',
    });
  });
});
