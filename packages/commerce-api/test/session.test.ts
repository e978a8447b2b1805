import { describe, expect, test } from 'vitest';
import { errorAnswerSchema, sessionCreateAnswerSchema, signoutAnswerSchema } from '@nirmal/domain/contract';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { OtpMessage } from '../src/sms.ts';
import { ASHA, cookieHeader, quietLogger, sessionToken, setCookies, testApi } from './support.ts';
import type { RequestOptions, TestApi } from './support.ts';

const PROFILE = '/api/customer/account/profileV2';

describe('sessions', () => {
  test('signing in sets an HttpOnly session cookie and a readable account-id cookie, both for one day', async () => {
    const api = await testApi();
    const { requestId } = await api.sendOtp(ASHA);
    const { otp } = await api.latestOtp(ASHA);
    const cookies = setCookies(await api.verifyOtp({ mobile: ASHA, otp, requestId }));

    const session = cookies.get('nirmal_session') ?? '';
    expect(session).toMatch(/^nirmal_session=[\w-]{43}; /);
    for (const attribute of ['Max-Age=86400', 'Path=/', 'HttpOnly', 'SameSite=Lax'])
      expect(session).toContain(attribute);
    expect(session).not.toContain('Secure');

    const login = cookies.get('nirmal_account_id') ?? '';
    expect(login).toMatch(/^nirmal_account_id=ACC1000001; /);
    for (const attribute of ['Max-Age=86400', 'Path=/', 'SameSite=Lax']) expect(login).toContain(attribute);
    expect(login).not.toContain('HttpOnly');
  });

  test('in production both cookies are Secure', async () => {
    const delivered: OtpMessage[] = [];
    const api = await testApi({
      config: loadConfig({ NODE_ENV: 'production' }),
      smsSender: { sendOtp: async (message) => void delivered.push(message) },
    });
    const { requestId } = await api.sendOtp(ASHA);
    const otp = delivered.find((message) => message.requestId === requestId)?.otp ?? '';
    const cookies = setCookies(await api.verifyOtp({ mobile: ASHA, otp, requestId }));
    expect(cookies.get('nirmal_session')).toMatch(/; Secure/);
    expect(cookies.get('nirmal_account_id')).toMatch(/; Secure/);
  });

  test('every cookie is Secure on an https storefront, whatever NODE_ENV says', async () => {
    const secureCookies = async (api: TestApi, https: RequestOptions = {}) => {
      api.clock.advance(30);
      const { requestId } = await api.sendOtp(ASHA, https);
      const { otp } = await api.latestOtp(ASHA);
      // A browser with a guest cart: signing in points its cart cookie at the customer's cart.
      const verified = await api.verifyOtp(
        { mobile: ASHA, otp, requestId },
        { ...https, cookies: 'nirmal_cart_id=cart_gone' },
      );
      const cookies = setCookies(verified);
      return ['nirmal_session', 'nirmal_account_id', 'nirmal_cart_id'].map((name) =>
        cookies.get(name)?.includes('; Secure'),
      );
    };
    // Configured as the storefront's public origin...
    const configured = await testApi({ config: loadConfig({ STOREFRONT_URL: 'https://www.nirmal.in' }) });
    expect(await secureCookies(configured)).toEqual([true, true, true]);
    // ...or not configured, but the storefront forwarded a request that came over https.
    const unconfigured = await testApi();
    expect(await secureCookies(unconfigured, { headers: { 'x-forwarded-proto': 'https' } })).toEqual([
      true,
      true,
      true,
    ]);
    expect(await secureCookies(unconfigured)).toEqual([false, false, false]);
  });

  test('the database keeps only a hash of the session token', async () => {
    const api = await testApi();
    const token = sessionToken(await api.signIn(ASHA)) ?? '';
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  test('the profile needs a session: 401 without one, and stale cookies are cleared', async () => {
    const api = await testApi();
    const anonymous = await api.request(PROFILE);
    expect(anonymous.status).toBe(401);
    expect(errorAnswerSchema.parse(await anonymous.json()).code).toBe('UNAUTHENTICATED');

    const forged = await api.request(PROFILE, {
      cookies: 'nirmal_session=forged; nirmal_account_id=ACC1000001',
    });
    expect(forged.status).toBe(401);
    expect(setCookies(forged).get('nirmal_session')).toContain('Max-Age=0');
    expect(setCookies(forged).get('nirmal_account_id')).toContain('Max-Age=0');
  });

  test('a session ends after one day', async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    api.clock.advance(86_399);
    expect((await api.request(PROFILE, { cookies })).status).toBe(200);
    api.clock.advance(1);
    expect((await api.request(PROFILE, { cookies })).status).toBe(401);
  });

  test('signing out deletes the session and clears the three cookies of §9', async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    const signedOut = await api.request('/api/account/signout', {
      method: 'POST',
      cookies,
      headers: { 'x-client-type': 'web' },
    });
    expect(signoutAnswerSchema.parse(await signedOut.json())).toEqual({ data: { signedOut: true } });
    expect(setCookies(signedOut).get('nirmal_session')).toContain('Max-Age=0');
    expect(setCookies(signedOut).get('nirmal_account_id')).toContain('Max-Age=0');
    expect(setCookies(signedOut).get('nirmal_cart_id')).toContain('Max-Age=0');
    expect(await api.db.query('SELECT id FROM sessions')).toHaveLength(0);
    // The old token is worthless even if a browser kept it.
    expect((await api.request(PROFILE, { cookies })).status).toBe(401);
  });

  test('development sign-in creates a session without an OTP', async () => {
    const api = await testApi();
    const created = await api.request('/api/session/create', {
      json: { mobile_number: ASHA, time_in_millis: Date.now(), user_agent: 'vitest' },
    });
    expect(created.status).toBe(200);
    const { session_id } = sessionCreateAnswerSchema.parse(await created.json()).data;
    const [row] = await api.db.query<{ user_agent: string }>(
      'SELECT user_agent FROM sessions WHERE id = $1',
      [session_id],
    );
    expect(row?.user_agent).toBe('vitest');
    expect((await api.request(PROFILE, { cookies: cookieHeader(created) })).status).toBe(200);
  });
});

describe('development-only calls', () => {
  async function developmentCallStatuses(api: TestApi) {
    const outbox = await api.request(`/api/dev/otp-outbox?mobile=${ASHA}`);
    const create = await api.request('/api/session/create', {
      json: { mobile_number: ASHA, time_in_millis: 0, user_agent: 'x' },
    });
    return [outbox.status, create.status];
  }

  test('are served beside the development SMS sender (the demo sign-in)', async () => {
    const api = await testApi();
    await api.sendOtp(ASHA);
    expect(await developmentCallStatuses(api)).toEqual([200, 200]);
  });

  test('are never served beside a real SMS sender, even when NODE_ENV is not production', async () => {
    const api = await testApi({ smsSender: { sendOtp: async () => {} } });
    expect(api.config.production).toBe(false);
    await api.sendOtp(ASHA);
    expect(await developmentCallStatuses(api)).toEqual([404, 404]);
  });
});

describe('production', () => {
  test('has no development calls', async () => {
    const api = await testApi({ config: { production: true }, smsSender: { sendOtp: async () => {} } });
    expect((await api.request(`/api/dev/otp-outbox?mobile=${ASHA}`)).status).toBe(404);
    const create = await api.request('/api/session/create', {
      json: { mobile_number: ASHA, time_in_millis: 0, user_agent: 'x' },
    });
    expect(create.status).toBe(404);
  });

  test('refuses to start without an SMS sender', async () => {
    const api = await testApi();
    await expect(
      createApp({ db: api.db, config: { ...loadConfig({}), production: true }, logger: quietLogger }),
    ).rejects.toThrow(/will not start in production without an SMS sender/);
  });
});
