import { describe, expect, test } from 'vitest';
import {
  STAFF_MESSAGES,
  errorAnswerSchema,
  otpSendAnswerSchema,
  revokeOtherStaffSessionsAnswerSchema,
  staffAnswerSchema,
} from '@nirmal/domain/contract';
import { loadConfig } from '../src/config.ts';
import type { OtpMessage } from '../src/sms.ts';
import { ASHA, cookieHeader, setCookies, testApi } from './support.ts';
import type { TestApi } from './support.ts';
import { IMRAN, KAVYA, sendStaffOtp, staffSignIn, staffToken, verifyStaffOtp } from './staff-support.ts';

// Staff sign-in and sessions (issue 22): accounts apart from customers', a code through the OTP
// machinery with a purpose of its own, and sessions that end sooner than customers' and can be revoked.

const ME = '/api/staff/me';
const IDLE = 1_800;
const TTL = 28_800;

async function me(api: TestApi, cookies: string) {
  const response = await api.request(ME, { cookies });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function staffCode(api: TestApi, mobile: string) {
  const sent = await sendStaffOtp(api, mobile);
  expect(sent.status).toBe(200);
  const { requestId } = otpSendAnswerSchema.parse(await sent.json()).data;
  return { requestId, code: (await api.latestOtp(mobile)).otp };
}

describe('staff sign-in', () => {
  test('a seeded agent signs in with the code sent to their number and is then known to /api/staff/me', async () => {
    const api = await testApi();
    const { requestId, code } = await staffCode(api, KAVYA.mobile);
    const verified = await verifyStaffOtp(api, { mobile: KAVYA.mobile, requestId, code });
    expect(verified.status).toBe(200);
    const expiresAt = new Date(api.clock.now().getTime() + TTL * 1000).toISOString();
    const staff = { staffId: 'STF-1001', name: 'Kavya Rao', role: 'call-centre', hubCode: null };
    expect(staffAnswerSchema.parse(await verified.json()).data.staff).toEqual({
      ...staff,
      sessionExpiresAt: expiresAt,
    });

    const cookie = setCookies(verified).get('nirmal_staff') ?? '';
    expect(cookie).toMatch(/^nirmal_staff=[\w-]{43}; /);
    for (const attribute of [`Max-Age=${TTL}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'])
      expect(cookie).toContain(attribute);
    expect(cookie).not.toContain('Secure');
    // The customer's cookies are left alone: a staff sign-in signs no customer in.
    expect([...setCookies(verified).keys()]).toEqual(['nirmal_staff']);

    const known = await me(api, cookieHeader(verified));
    expect(known.status).toBe(200);
    expect(staffAnswerSchema.parse(known.body).data.staff).toEqual({ ...staff, sessionExpiresAt: expiresAt });
  });

  test('a CRO is known with their hub', async () => {
    const api = await testApi();
    const answer = await me(api, await staffSignIn(api, IMRAN.mobile));
    expect(staffAnswerSchema.parse(answer.body).data.staff).toMatchObject({
      staffId: 'STF-2001',
      name: 'Imran Shaikh',
      role: 'cro',
      hubCode: 'PNQ-02',
    });
  });

  test('in production the staff cookie is Secure', async () => {
    const delivered: OtpMessage[] = [];
    const api = await testApi({
      config: loadConfig({ NODE_ENV: 'production' }),
      smsSender: { sendOtp: async (message) => void delivered.push(message) },
    });
    const sent = otpSendAnswerSchema.parse(await (await sendStaffOtp(api, KAVYA.mobile)).json()).data;
    const code = delivered.find((message) => message.requestId === sent.requestId)?.otp ?? '';
    const verified = await verifyStaffOtp(api, { mobile: KAVYA.mobile, requestId: sent.requestId, code });
    expect(setCookies(verified).get('nirmal_staff')).toMatch(/; Secure/);
  });

  test("a customer's number is refused, and no code is sent to it", async () => {
    const api = await testApi();
    const refused = await sendStaffOtp(api, ASHA);
    expect(refused.status).toBe(403);
    expect(errorAnswerSchema.parse(await refused.json()).message).toBe(
      'This number is not registered for staff sign-in.',
    );
    expect((await api.request(`/api/dev/otp-outbox?mobile=${ASHA}`)).status).toBe(404);
  });

  test('a wrong code is refused with the tries left, and signs no one in', async () => {
    const api = await testApi();
    const { requestId, code } = await staffCode(api, KAVYA.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await verifyStaffOtp(api, { mobile: KAVYA.mobile, requestId, code: wrong });
    expect(refused.status).toBe(400);
    expect(errorAnswerSchema.parse(await refused.json())).toMatchObject({
      code: 'OTP_INCORRECT',
      attemptsLeft: 4,
    });
    expect(setCookies(refused).has('nirmal_staff')).toBe(false);
  });

  test('an expired code is refused', async () => {
    const api = await testApi();
    const { requestId, code } = await staffCode(api, KAVYA.mobile);
    api.clock.advance(api.config.otpTtlSeconds);
    const refused = await verifyStaffOtp(api, { mobile: KAVYA.mobile, requestId, code });
    expect(refused.status).toBe(400);
    expect(errorAnswerSchema.parse(await refused.json())).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'This code has expired. Request a new code.',
    });
  });

  test('a code is used once', async () => {
    const api = await testApi();
    const { requestId, code } = await staffCode(api, KAVYA.mobile);
    expect((await verifyStaffOtp(api, { mobile: KAVYA.mobile, requestId, code })).status).toBe(200);
    const again = await verifyStaffOtp(api, { mobile: KAVYA.mobile, requestId, code });
    expect(errorAnswerSchema.parse(await again.json()).code).toBe('OTP_EXPIRED');
  });

  test("a customer's sign-in code never signs staff in, nor a staff code a customer", async () => {
    const api = await testApi();
    // A customer sign-in code sent to the staff member's number...
    const customerCode = await api.sendOtp(KAVYA.mobile);
    const { otp } = await api.latestOtp(KAVYA.mobile);
    const asStaff = await verifyStaffOtp(api, {
      mobile: KAVYA.mobile,
      requestId: customerCode.requestId,
      code: otp,
    });
    expect(asStaff.status).toBe(400);
    expect(errorAnswerSchema.parse(await asStaff.json()).code).toBe('OTP_EXPIRED');

    // ...and a staff code, offered to the customers' sign-in.
    api.clock.advance(api.config.otpResendAfterSeconds);
    const { requestId, code } = await staffCode(api, KAVYA.mobile);
    const asCustomer = await api.verifyOtp({ mobile: KAVYA.mobile, otp: code, requestId });
    expect(asCustomer.status).toBe(400);
    expect(setCookies(asCustomer).has('nirmal_session')).toBe(false);
  });

  test('the database keeps only a hash of the staff session token', async () => {
    const api = await testApi();
    const token = staffToken(await staffSignIn(api, KAVYA.mobile)) ?? '';
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM staff_sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });
});

describe('staff sessions', () => {
  test('a session idle for longer than the idle time ends, and its stale cookie is cleared', async () => {
    const api = await testApi();
    const cookies = await staffSignIn(api, KAVYA.mobile);
    api.clock.advance(IDLE - 1);
    expect((await me(api, cookies)).status).toBe(200);
    api.clock.advance(IDLE);
    const ended = await api.request(ME, { cookies });
    expect(ended.status).toBe(401);
    expect(errorAnswerSchema.parse(await ended.json()).message).toBe(STAFF_MESSAGES.signInRequired);
    expect(setCookies(ended).get('nirmal_staff')).toMatch(/^nirmal_staff=; Max-Age=0/);
  });

  test('a session in use lasts its absolute lifetime and not a second more', async () => {
    const api = await testApi();
    const cookies = await staffSignIn(api, KAVYA.mobile);
    // Used every 25 minutes it never idles out...
    let elapsed = 0;
    while (elapsed + 1_500 < TTL) {
      api.clock.advance(1_500);
      elapsed += 1_500;
      expect((await me(api, cookies)).status).toBe(200);
    }
    // ...but ends 8 hours after sign-in all the same.
    api.clock.advance(TTL - elapsed);
    expect((await me(api, cookies)).status).toBe(401);
  });

  test('the lifetimes come from STAFF_SESSION_TTL_SECONDS and STAFF_SESSION_IDLE_SECONDS', async () => {
    const config = loadConfig({ STAFF_SESSION_TTL_SECONDS: '3600', STAFF_SESSION_IDLE_SECONDS: '600' });
    expect(config.staffSession).toEqual({ ttlSeconds: 3_600, idleSeconds: 600 });
    expect(loadConfig({}).staffSession).toEqual({ ttlSeconds: TTL, idleSeconds: IDLE });
    expect(() => loadConfig({ STAFF_SESSION_IDLE_SECONDS: 'soon' })).toThrow(/STAFF_SESSION_IDLE_SECONDS/);

    const api = await testApi({ config: { staffSession: config.staffSession } });
    const cookies = await staffSignIn(api, KAVYA.mobile);
    api.clock.advance(601);
    expect((await me(api, cookies)).status).toBe(401);
  });

  test('signing out ends the session and clears its cookie; signing out again is harmless', async () => {
    const api = await testApi();
    const cookies = await staffSignIn(api, KAVYA.mobile);
    const signedOut = await api.request('/api/staff/signout', { cookies, json: {} });
    expect(signedOut.status).toBe(200);
    expect(setCookies(signedOut).get('nirmal_staff')).toMatch(/^nirmal_staff=; Max-Age=0/);
    expect((await me(api, cookies)).status).toBe(401);
    const [row] = await api.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM staff_sessions');
    expect(row?.revoked_at).toEqual(api.clock.now());
    expect((await api.request('/api/staff/signout', { cookies, json: {} })).status).toBe(200);
  });

  test("revoking the other sessions ends them and keeps this one, and no one else's", async () => {
    const api = await testApi();
    const phone = await staffSignIn(api, KAVYA.mobile);
    api.clock.advance(api.config.otpResendAfterSeconds);
    const desk = await staffSignIn(api, KAVYA.mobile);
    const colleague = await staffSignIn(api, IMRAN.mobile);

    const revoked = await api.request('/api/staff/sessions/revoke-others', { cookies: desk, json: {} });
    expect(revoked.status).toBe(200);
    expect(revokeOtherStaffSessionsAnswerSchema.parse(await revoked.json()).data.revokedSessions).toBe(1);
    expect((await me(api, phone)).status).toBe(401);
    expect((await me(api, desk)).status).toBe(200);
    expect((await me(api, colleague)).status).toBe(200);
  });

  test("a customer's session never reaches a staff call", async () => {
    const api = await testApi();
    const customer = await api.signIn(ASHA);
    for (const path of [
      ME,
      '/api/public/call-centre/asset/?mobile=9000000001',
      '/api/public/call-centre/audit',
    ]) {
      const refused = await api.request(path, { cookies: customer });
      expect(refused.status, path).toBe(401);
      expect(errorAnswerSchema.parse(await refused.json()).message).toBe(
        'Sign in as staff to use this page.',
      );
    }
    const revoke = await api.request('/api/staff/sessions/revoke-others', { cookies: customer, json: {} });
    expect(revoke.status).toBe(401);
  });

  test("signing in as a customer with a staff member's number reaches no staff account", async () => {
    const api = await testApi();
    const customer = await api.signIn(KAVYA.mobile);
    expect((await me(api, customer)).status).toBe(401);
    const [staff] = await api.db.query<{ sessions: number }>(
      'SELECT count(*)::int AS sessions FROM staff_sessions',
    );
    expect(staff?.sessions).toBe(0);
  });

  test('a staff session never acts as a customer', async () => {
    const api = await testApi();
    const staff = await staffSignIn(api, KAVYA.mobile);
    for (const path of ['/api/customer/account/profileV2', '/api/v1/assets']) {
      expect((await api.request(path, { cookies: staff })).status, path).toBe(401);
    }
  });

  test('staff POSTs are protected against cross-site requests as customers are', async () => {
    const api = await testApi();
    const cookies = await staffSignIn(api, KAVYA.mobile);
    const withoutHeader = await api.request('/api/staff/signout', { method: 'POST', cookies });
    expect(withoutHeader.status).toBe(403);
    const crossSite = await api.request('/api/staff/sessions/revoke-others', {
      cookies,
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await me(api, cookies)).status).toBe(200);
  });
});
