import { describe, expect, test } from 'vitest';
import {
  errorAnswerSchema,
  profileAnswerSchema,
  profileCalls,
  profileChangeSentAnswerSchema,
} from '@nirmal/domain/contract';
import type { ProfileChangeRequest, ProfileData } from '@nirmal/domain/contract';
import { seed } from '../src/db/seed.ts';
import { MAX_SECONDARY_USERS } from '@nirmal/domain/contract';
import { PROFILE_CHANGE_MESSAGES, maskedEmail, maskedMobile } from '../src/modules/account/profile-rules.ts';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { EMAIL_UNAVAILABLE_MESSAGE } from '../src/modules/otp/otp-service.ts';
import type { OtpMessage } from '../src/sms.ts';
import { ASHA, ROHAN, cookieHeader, testApi } from './support.ts';
import type { TestApi } from './support.ts';
import { modules } from '../src/modules/index.ts';

const MEERA = '9000000011';
const KABIR = '9876543210';

async function errorOf(response: Response) {
  return { status: response.status, ...errorAnswerSchema.parse(await response.json()) };
}

type Action = 'update-primary-name' | 'request-change' | 'verify-create' | 'verify-update' | 'request-delete';

const post = (api: TestApi, cookies: string, action: Action, body: object) =>
  api.request(`/api/customer/account/profile/${action}`, { cookies, json: body });

async function profileOf(response: Response): Promise<ProfileData> {
  if (response.status !== 200)
    throw new Error(`Expected a profile: ${response.status} ${await response.text()}`);
  return profileAnswerSchema.parse(await response.json()).data.data;
}

async function getProfile(api: TestApi, cookies: string): Promise<ProfileData> {
  return profileOf(await api.request(profileCalls.get.path, { cookies }));
}

async function requestChange(api: TestApi, cookies: string, body: ProfileChangeRequest) {
  const response = await post(api, cookies, 'request-change', body);
  if (response.status !== 200) throw new Error(`Request failed: ${response.status} ${await response.text()}`);
  return profileChangeSentAnswerSchema.parse(await response.json()).data;
}

/** Signed in as Asha, with her sign-in code's resend wait over (the email's code goes to her number). */
async function signedInAsha(api: TestApi) {
  const cookies = await api.signIn(ASHA);
  api.clock.advance(30);
  return cookies;
}

/** The body that confirms a change: the code and the request it answers. */
const codeOf = ({ requestId, otp }: { requestId: string; otp: string }) => ({ requestId, otp });

const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

const secondaryUsers = (profile: ProfileData) => profile.contacts.filter((contact) => !contact.isPrimary);

describe('masking where a code went', () => {
  test('keeps only the last four digits of a number', () => {
    expect(maskedMobile('9876543210')).toBe('+91 ••••• •3210');
    expect(maskedMobile('9000000001')).toBe('+91 ••••• •0001');
  });

  test('keeps only the first letter and the domain of an email address', () => {
    expect(maskedEmail('asha.verma@example.in')).toBe('a••••@example.in');
    expect(maskedEmail('k@example.com')).toBe('k••••@example.com');
  });
});

describe('the profile', () => {
  test('has the secondary users’ names, and the email only once there is one', async () => {
    const api = await testApi();
    const profile = await getProfile(api, await api.signIn(ASHA));
    expect(profile.contacts).toEqual([
      { phone: ASHA, isPrimary: true },
      { phone: MEERA, isPrimary: false, name: 'Meera Verma' },
    ]);
    expect('email' in profile).toBe(false);
  });

  test('the seed names a secondary user an older database has without a name, and keeps a name given since', async () => {
    const api = await testApi();
    const nameOfMeera = async () =>
      (
        await api.db.query<{ name: string }>('SELECT name FROM customer_contacts WHERE phone = $1', [MEERA])
      )[0]?.name;
    await api.db.query("UPDATE customer_contacts SET name = '' WHERE phone = $1", [MEERA]);
    await api.db.transaction((tx) => seed(tx, api.clock.now(), modules));
    expect(await nameOfMeera()).toBe('Meera Verma');

    await api.db.query("UPDATE customer_contacts SET name = 'Meera Iyer' WHERE phone = $1", [MEERA]);
    await api.db.transaction((tx) => seed(tx, api.clock.now(), modules));
    expect(await nameOfMeera()).toBe('Meera Iyer');
  });
});

describe('the primary user’s name', () => {
  test('is changed, trimmed, for the signed-in customer only', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rohan = await api.signIn(ROHAN);
    const profile = await profileOf(
      await post(api, asha, 'update-primary-name', { firstName: '  Asha ', lastName: ' Rao' }),
    );
    expect(profile).toMatchObject({ customerId: 'CUS1000001', firstName: 'Asha', lastName: 'Rao' });
    expect(await getProfile(api, asha)).toEqual(profile);
    expect(await getProfile(api, rohan)).toMatchObject({ firstName: 'Rohan', lastName: 'Iyer' });

    // The last name may be left out; a name that is not letters is refused, not a 500.
    expect(
      await profileOf(await post(api, asha, 'update-primary-name', { firstName: 'Asha' })),
    ).toMatchObject({ firstName: 'Asha', lastName: '' });
    expect(await errorOf(await post(api, asha, 'update-primary-name', { firstName: '42' }))).toMatchObject({
      status: 400,
      message: 'Enter the first name, in letters.',
    });
    expect(await errorOf(await post(api, asha, 'update-primary-name', { firstName: null }))).toMatchObject({
      status: 400,
    });
  });
});

describe('adding a secondary user', () => {
  test('sends a code to the new number; the right code adds them, a wrong one adds nothing', async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    const sent = await requestChange(api, cookies, {
      kind: 'secondaryUser',
      name: ' Kabir Verma ',
      phone: '+91 98765 43210',
    });
    expect(sent).toMatchObject({ otpLength: 6, expiresInSeconds: 300, sentTo: '+91 ••••• •3210' });
    const { otp, requestId } = await api.latestOtp(KABIR);
    expect(requestId).toBe(sent.requestId);

    expect(
      await errorOf(await post(api, cookies, 'verify-create', { requestId, otp: wrongFor(otp) })),
    ).toMatchObject({ status: 400, code: 'OTP_INCORRECT', attemptsLeft: 4 });
    expect(secondaryUsers(await getProfile(api, cookies)).map(({ phone }) => phone)).toEqual([MEERA]);

    // An addition is not confirmed by the call that replaces, and that try is not counted.
    expect(await errorOf(await post(api, cookies, 'verify-update', { requestId, otp }))).toMatchObject({
      status: 400,
      message: 'This code confirms a different change. Request a new code.',
    });

    const profile = await profileOf(await post(api, cookies, 'verify-create', { requestId, otp }));
    expect(secondaryUsers(profile)).toEqual([
      { phone: MEERA, isPrimary: false, name: 'Meera Verma' },
      { phone: KABIR, isPrimary: false, name: 'Kabir Verma' },
    ]);
    expect(await getProfile(api, cookies)).toEqual(profile);

    // A code works once.
    expect(await errorOf(await post(api, cookies, 'verify-create', { requestId, otp }))).toMatchObject({
      status: 400,
      code: 'OTP_EXPIRED',
      message: 'This code is no longer valid. Request a new code.',
    });
  });

  test('another customer cannot confirm the change with its code, nor sign in with it', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rohan = await api.signIn(ROHAN);
    const { requestId } = await requestChange(api, asha, {
      kind: 'secondaryUser',
      name: 'Kabir',
      phone: KABIR,
    });
    const { otp } = await api.latestOtp(KABIR);

    expect(await errorOf(await post(api, rohan, 'verify-create', { requestId, otp }))).toMatchObject({
      status: 400,
      code: 'OTP_EXPIRED',
    });
    expect(secondaryUsers(await getProfile(api, rohan))).toEqual([]);

    // The code is the secondary user's consent to be added, not a way in to an account of their number.
    expect(await errorOf(await api.verifyOtp({ mobile: KABIR, otp, requestId }))).toMatchObject({
      status: 400,
      code: 'OTP_EXPIRED',
    });
    expect(await api.db.query('SELECT id FROM customers WHERE mobile = $1', [KABIR])).toEqual([]);

    // Neither used the code up.
    const profile = await profileOf(await post(api, asha, 'verify-create', { requestId, otp }));
    expect(secondaryUsers(profile).map(({ phone }) => phone)).toEqual([MEERA, KABIR]);
  });

  test('refuses the customer’s own number, a secondary user they have, and numbers that are not mobile numbers', async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    const refusal = async (body: object) => errorOf(await post(api, cookies, 'request-change', body));

    expect(await refusal({ kind: 'secondaryUser', name: 'Asha', phone: ASHA })).toMatchObject({
      status: 400,
      message: 'This is your own number. Enter the mobile number of the person you want to add.',
    });
    expect(await refusal({ kind: 'secondaryUser', name: 'Meera', phone: `+91 ${MEERA}` })).toMatchObject({
      status: 400,
      message: 'This number is already one of your secondary users.',
    });
    expect(await refusal({ kind: 'secondaryUser', name: 'Kabir', phone: '12345' })).toMatchObject({
      status: 400,
      code: 'INVALID_MOBILE',
    });
    expect(await refusal({ kind: 'secondaryUser', name: '', phone: KABIR })).toMatchObject({
      status: 400,
      message: 'Enter the name, in letters.',
    });
    expect(await refusal({ kind: 'phone', phone: KABIR })).toMatchObject({ status: 400 });
    // No code was sent for any of them (Asha's is her sign-in code), and nothing waits for one.
    expect(await api.db.query('SELECT mobile FROM otp_requests')).toEqual([{ mobile: ASHA }]);
    expect(await api.db.query('SELECT id FROM profile_changes')).toEqual([]);
  });

  test(`a customer has at most ${MAX_SECONDARY_USERS} secondary users`, async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    for (const phone of ['9000000012', '9000000013', '9000000014'])
      await api.db.query("INSERT INTO customer_contacts (customer_id, phone) VALUES ('CUS1000001', $1)", [
        phone,
      ]);

    // Two additions asked for while there is room for one: the second confirmed is refused.
    const first = await requestChange(api, cookies, { kind: 'secondaryUser', name: 'Kabir', phone: KABIR });
    const second = await requestChange(api, cookies, {
      kind: 'secondaryUser',
      name: 'Tara',
      phone: '9123456789',
    });
    const firstOtp = (await api.latestOtp(KABIR)).otp;
    const secondOtp = (await api.latestOtp('9123456789')).otp;
    await profileOf(await post(api, cookies, 'verify-create', { requestId: first.requestId, otp: firstOtp }));
    const tooMany = { status: 400, message: 'You can add up to 5 secondary users.' };
    expect(
      await errorOf(
        await post(api, cookies, 'verify-create', { requestId: second.requestId, otp: secondOtp }),
      ),
    ).toMatchObject(tooMany);
    expect(secondaryUsers(await getProfile(api, cookies))).toHaveLength(MAX_SECONDARY_USERS);

    // Asking for a sixth is refused before any code is sent; replacing one still works.
    expect(
      await errorOf(
        await post(api, cookies, 'request-change', {
          kind: 'secondaryUser',
          name: 'Dev',
          phone: '9234567890',
        }),
      ),
    ).toMatchObject(tooMany);
    const replaced = await requestChange(api, cookies, {
      kind: 'secondaryUser',
      name: 'Dev',
      phone: '9234567890',
      replaces: '9000000012',
    });
    const { otp } = await api.latestOtp('9234567890');
    const profile = await profileOf(
      await post(api, cookies, 'verify-update', { requestId: replaced.requestId, otp }),
    );
    expect(secondaryUsers(profile).map(({ phone }) => phone)).toEqual([
      MEERA,
      '9000000013',
      '9000000014',
      '9234567890',
      KABIR,
    ]);
  });
});

describe('editing a secondary user', () => {
  test('replaces their number and name once the new number’s code is entered', async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    const sent = await requestChange(api, cookies, {
      kind: 'secondaryUser',
      name: 'Meera Iyer',
      phone: KABIR,
      replaces: MEERA,
    });
    expect(sent.sentTo).toBe('+91 ••••• •3210');
    const { otp, requestId } = await api.latestOtp(KABIR);
    expect(await errorOf(await post(api, cookies, 'verify-create', { requestId, otp }))).toMatchObject({
      status: 400,
    });
    const profile = await profileOf(await post(api, cookies, 'verify-update', { requestId, otp }));
    expect(secondaryUsers(profile)).toEqual([{ phone: KABIR, isPrimary: false, name: 'Meera Iyer' }]);
  });

  test('may keep the number and change only the name', async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    await requestChange(api, cookies, {
      kind: 'secondaryUser',
      name: 'Meera V',
      phone: MEERA,
      replaces: MEERA,
    });
    const { otp, requestId } = await api.latestOtp(MEERA);
    const profile = await profileOf(await post(api, cookies, 'verify-update', { requestId, otp }));
    expect(secondaryUsers(profile)).toEqual([{ phone: MEERA, isPrimary: false, name: 'Meera V' }]);
  });

  test('refuses replacing a number that is not one of theirs, or with another secondary user’s number', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    await api.db.query("INSERT INTO customer_contacts (customer_id, phone) VALUES ('CUS1000001', $1)", [
      KABIR,
    ]);
    expect(
      await errorOf(
        await post(api, asha, 'request-change', {
          kind: 'secondaryUser',
          name: 'Tara',
          phone: '9123456789',
          replaces: '9000000099',
        }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'This number is not one of your secondary users. Refresh the page and try again.',
    });
    expect(
      await errorOf(
        await post(api, asha, 'request-change', {
          kind: 'secondaryUser',
          name: 'M',
          phone: KABIR,
          replaces: MEERA,
        }),
      ),
    ).toMatchObject({ status: 400, message: 'This number is already one of your secondary users.' });

    // Another customer's secondary user is not Rohan's to replace.
    const rohan = await api.signIn(ROHAN);
    expect(
      await errorOf(
        await post(api, rohan, 'request-change', {
          kind: 'secondaryUser',
          name: 'Tara',
          phone: '9123456789',
          replaces: MEERA,
        }),
      ),
    ).toMatchObject({ status: 400 });
  });

  test('a new number added meanwhile only has its name changed', async () => {
    const api = await testApi();
    const cookies = await api.signIn(ASHA);
    await requestChange(api, cookies, {
      kind: 'secondaryUser',
      name: 'Kabir Rao',
      phone: KABIR,
      replaces: MEERA,
    });
    const { otp, requestId } = await api.latestOtp(KABIR);
    await api.db.query(
      "INSERT INTO customer_contacts (customer_id, phone, name) VALUES ('CUS1000001', $1, 'K')",
      [KABIR],
    );
    const profile = await profileOf(await post(api, cookies, 'verify-update', { requestId, otp }));
    expect(secondaryUsers(profile)).toEqual([{ phone: KABIR, isPrimary: false, name: 'Kabir Rao' }]);
  });
});

describe('the email', () => {
  test('is added, then replaced, each with a code sent to that address', async () => {
    const api = await testApi();
    const cookies = await signedInAsha(api);
    const signInCode = await api.latestOtp(ASHA);
    const added = await requestChange(api, cookies, { kind: 'email', email: ' Asha@Example.com ' });
    expect(added.sentTo).toBe('a••••@example.com');
    const first = await api.latestEmail('asha@example.com');
    expect(first).toMatchObject({ requestId: added.requestId, subject: `${first.otp} is your Nirmal code` });
    expect(first.body).toContain(`Enter ${first.otp} on Nirmal to confirm this email address`);
    // Nothing goes to her phone: only the address's owner can confirm it.
    expect((await api.latestOtp(ASHA)).requestId).toBe(signInCode.requestId);
    expect(await errorOf(await post(api, cookies, 'verify-update', codeOf(first)))).toMatchObject({
      status: 400,
    });
    expect(await getProfile(api, cookies)).not.toHaveProperty('email');
    // The email's code signs nobody in.
    expect((await api.verifyOtp({ mobile: ASHA, otp: first.otp, requestId: first.requestId })).status).toBe(
      400,
    );
    const withEmail = await profileOf(await post(api, cookies, 'verify-create', codeOf(first)));
    expect(withEmail.email).toBe('asha@example.com');

    expect(
      await errorOf(await post(api, cookies, 'request-change', { kind: 'email', email: 'ASHA@example.com' })),
    ).toMatchObject({ status: 400, message: 'This is already your email address.' });
    expect(
      await errorOf(await post(api, cookies, 'request-change', { kind: 'email', email: 'asha@' })),
    ).toMatchObject({ status: 400, message: 'Enter a valid email address, like name@example.com.' });

    api.clock.advance(30);
    await requestChange(api, cookies, { kind: 'email', email: 'asha.verma@example.in' });
    const second = await api.latestEmail('asha.verma@example.in');
    expect(await errorOf(await post(api, cookies, 'verify-create', codeOf(second)))).toMatchObject({
      status: 400,
    });
    expect(
      await errorOf(
        await post(api, cookies, 'verify-update', { ...codeOf(second), otp: wrongFor(second.otp) }),
      ),
    ).toMatchObject({ status: 400, code: 'OTP_INCORRECT', attemptsLeft: 4 });
    expect((await getProfile(api, cookies)).email).toBe('asha@example.com');
    const updated = await profileOf(await post(api, cookies, 'verify-update', codeOf(second)));
    expect(updated.email).toBe('asha.verma@example.in');

    // Rohan's profile has no email all along.
    expect(await getProfile(api, await api.signIn(ROHAN))).not.toHaveProperty('email');
  });

  test('whose email cannot be sent keeps no code, and says to try again', async () => {
    const api = await testApi({
      emailSender: { sendOtp: () => Promise.reject(new Error('SMTP server down')) },
    });
    const cookies = await signedInAsha(api);
    expect(
      await errorOf(await post(api, cookies, 'request-change', { kind: 'email', email: 'asha@example.com' })),
    ).toMatchObject({
      status: 503,
      message: 'We could not send the code just now. Please try again in a minute.',
    });
    expect(await api.db.query("SELECT id FROM otp_requests WHERE purpose = 'email_change'")).toEqual([]);
  });

  test('in production without an email sender: refused at start when required, else refused politely', async () => {
    const api = await testApi();
    const production = { ...loadConfig({ NODE_ENV: 'production' }), smtp: undefined };
    const smsSender = { sendOtp: async () => {}, sendText: async () => {} };
    await expect(
      createApp({ db: api.db, config: { ...production, requireEmailConfirmation: true }, smsSender }),
    ).rejects.toThrow(/without an email sender while REQUIRE_EMAIL_CONFIRMATION/);

    const delivered: OtpMessage[] = [];
    const noEmail = await testApi({
      config: { production: true },
      smsSender: { sendOtp: async (message) => void delivered.push(message) },
    });
    const { requestId } = await noEmail.sendOtp(ASHA);
    const otp = delivered.find((message) => message.requestId === requestId)?.otp ?? '';
    const cookies = cookieHeader(await noEmail.verifyOtp({ mobile: ASHA, otp, requestId }));
    expect(
      await errorOf(
        await post(noEmail, cookies, 'request-change', { kind: 'email', email: 'asha@example.com' }),
      ),
    ).toMatchObject({ status: 503, message: EMAIL_UNAVAILABLE_MESSAGE });
  });
});

describe('removing a secondary user', () => {
  test('removes only the signed-in customer’s, and says so when there is none', async () => {
    const api = await testApi();
    const asha = await api.signIn(ASHA);
    const rohan = await api.signIn(ROHAN);
    const notTheirs = {
      status: 404,
      code: 'NOT_FOUND',
      message: 'This number is not one of your secondary users. Refresh the page and try again.',
    };
    expect(await errorOf(await post(api, rohan, 'request-delete', { phone: MEERA }))).toMatchObject(
      notTheirs,
    );
    expect(secondaryUsers(await getProfile(api, asha))).toHaveLength(1);

    const profile = await profileOf(await post(api, asha, 'request-delete', { phone: `+91 ${MEERA}` }));
    expect(profile.contacts).toEqual([{ phone: ASHA, isPrimary: true }]);
    expect(await errorOf(await post(api, asha, 'request-delete', { phone: MEERA }))).toMatchObject(notTheirs);
    // The primary number is the one she signs in with: it is never removed.
    expect(await errorOf(await post(api, asha, 'request-delete', { phone: ASHA }))).toMatchObject({
      status: 400,
      message: PROFILE_CHANGE_MESSAGES.primaryNumber,
    });
    expect((await getProfile(api, asha)).contacts).toEqual([{ phone: ASHA, isPrimary: true }]);
    expect(await errorOf(await post(api, asha, 'request-delete', { phone: 'x' }))).toMatchObject({
      status: 400,
      code: 'INVALID_MOBILE',
    });
  });
});

describe('every profile change', () => {
  test('needs a session', async () => {
    const api = await testApi();
    const bodies: Record<Action, object> = {
      'update-primary-name': { firstName: 'Asha' },
      'request-change': { kind: 'secondaryUser', name: 'Kabir', phone: KABIR },
      'verify-create': { requestId: 'r', otp: '123456' },
      'verify-update': { requestId: 'r', otp: '123456' },
      'request-delete': { phone: MEERA },
    };
    for (const [action, body] of Object.entries(bodies)) {
      const response = await post(api, '', action as Action, body);
      expect({ action, ...(await errorOf(response)) }).toMatchObject({
        action,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
    expect(await api.db.query('SELECT id FROM otp_requests')).toEqual([]);
  });
});
